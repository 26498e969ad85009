/**
 * Download on the Onboarding Packet card and getPacketLastModifiedDate (back-office.md §2, §3, §7): the
 * unit's own packet, else its email template family's, else 'New customer packet unavailable for this
 * division!'. Anyone who may read the unit may download it (it is sent to customers).
 */
import { PACKET_UNAVAILABLE } from '@cp/schemas/messages/units-admin';
import { AppError, ErrorCode } from '../../errors';
import { getFile, type StoredFile } from '../../files/get-file';
import { findUnit } from '../units/find-unit';
import { mayRead, type AdminOptions } from './access';
import { familyPacketOf, familyPacketPdf } from './family-packets';
import type { UnitKindConfig } from './kind';

export type PacketFile = Pick<StoredFile, 'name' | 'contentType' | 'data'>;

async function readableUnit(o: AdminOptions & { config: UnitKindConfig; unitId: string }) {
  const unit = await findUnit(o.db, o.unitId);
  if (!unit || unit.kind !== o.config.kind || !mayRead(o.ability, unit))
    throw new AppError(ErrorCode.NotFound);
  return unit;
}

export async function getPacket(
  o: AdminOptions & { config: UnitKindConfig; unitId: string },
): Promise<PacketFile> {
  const unit = await readableUnit(o);
  const own = unit.onboardingPacketFileId ? await getFile(o.db, unit.onboardingPacketFileId) : null;
  if (own) return own;
  const family = familyPacketOf(unit.emailTemplate);
  if (!family) throw new AppError(ErrorCode.Rule, PACKET_UNAVAILABLE);
  return { name: family.fileName, contentType: 'application/pdf', data: familyPacketPdf(family) };
}

/** The last-modified date of the unit's own packet (null when it has none). */
export async function getPacketLastModified(
  o: AdminOptions & { config: UnitKindConfig; unitId: string },
): Promise<string | null> {
  const unit = await readableUnit(o);
  return unit.onboardingPacketFileId ? (unit.onboardingPacketModified?.toISOString() ?? null) : null;
}
