/**
 * Upload on the Onboarding Packet card (back-office.md §2, §5 'Uploads': PDF only). The file is checked by
 * its content (DESIGN.md §8 'Files') and scanned (files/virus-scan.ts), stored in `files`, and replaces the
 * unit's packet in one transaction.
 */
import { eq } from 'drizzle-orm';
import { PACKET_MISSING, PACKET_PDF_ONLY, PACKET_UPLOADED } from '@cp/schemas/messages/units-admin';
import { files, units } from '../../db/schema';
import { AppError, ErrorCode, isAppError } from '../../errors';
import { checkDocumentType, MAX_UPLOAD_BYTES } from '../../files/check-upload';
import type { UploadContent } from '../../files/upload-content';
import { saveFile } from '../../files/save-file';
import { splitExtension, sanitizeFileName } from '../../files/sanitize-name';
import { scanUpload } from '../../files/virus-scan';
import { findUnit } from '../units/find-unit';
import { auditAdmin, demand, ruleError, type AdminOptions } from './access';
import type { UnitKindConfig } from './kind';

export interface UploadPacketInput extends AdminOptions {
  config: UnitKindConfig;
  unitId: string;
  fileName: string;
  content: UploadContent | undefined;
}

export async function uploadPacket(o: UploadPacketInput): Promise<{ fileName: string; message: string }> {
  demand(o.ability, 'uploadPacket', o.config.subject, o.config.messages.saveDenied);
  const unit = await findUnit(o.db, o.unitId);
  if (!unit || unit.kind !== o.config.kind) throw new AppError(ErrorCode.NotFound);
  if (!o.content?.length) throw ruleError(PACKET_MISSING, 'OnboardingDocument');
  if (o.content.length > MAX_UPLOAD_BYTES) throw new AppError(ErrorCode.PayloadTooLarge);
  const name = sanitizeFileName(o.fileName || 'packet.pdf');
  if (splitExtension(name).ext !== '.pdf') throw ruleError(PACKET_PDF_ONLY, 'OnboardingDocument');
  const checked = await checkDocumentType(name, o.content).catch((err: unknown) => {
    if (isAppError(err) && err.code !== ErrorCode.Internal)
      throw ruleError(PACKET_PDF_ONLY, 'OnboardingDocument');
    throw err;
  });
  // The scanner's refusals are not a wrong file type: a threat found, or 503 while it cannot be reached.
  await scanUpload(o.content);
  await o.db.transaction(async (tx) => {
    const fileId = await saveFile(tx, {
      kind: 'packet',
      name: checked.name,
      contentType: checked.contentType,
      data: o.content as UploadContent,
      ownerId: unit.id,
    });
    await tx
      .update(units)
      .set({ onboardingPacketFileId: fileId, onboardingPacketModified: new Date() })
      .where(eq(units.id, unit.id));
    if (unit.onboardingPacketFileId) await tx.delete(files).where(eq(files.id, unit.onboardingPacketFileId));
    await auditAdmin(tx, o.actor, 'upload-packet', 'unit', unit.id, {
      after: { packet: checked.name, fileId },
    });
  });
  return { fileName: checked.name, message: PACKET_UPLOADED };
}
