/** What approve and deny share: the status guard of §4, the contacts check and the contacts' emails. */
import { and, eq, inArray } from 'drizzle-orm';
import {
  ACTIVATION_ALREADY_APPROVED,
  ACTIVATION_ALREADY_DENIED,
  ACTIVATION_NOT_SUBMITTED,
  CONTACT_REQUIRED,
} from '@cp/schemas/messages/activations';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { ActivationRow } from './load-activation';

/** APPROVED and DENIED are final; SENT has nothing to decide yet. */
export function assertEditable(row: ActivationRow): void {
  if (row.status === 'APPROVED') throw new AppError(ErrorCode.Conflict, ACTIVATION_ALREADY_APPROVED);
  if (row.status === 'DENIED') throw new AppError(ErrorCode.Conflict, ACTIVATION_ALREADY_DENIED);
}

export function assertDecidable(row: ActivationRow): void {
  assertEditable(row);
  if (row.status !== 'NEW' && row.status !== 'PENDING')
    throw new AppError(ErrorCode.Conflict, ACTIVATION_NOT_SUBMITTED);
}

/** The chosen contacts must be active contacts of the record's division (or company). */
export async function checkedContacts(
  db: DbOrTx,
  row: ActivationRow,
  ids: string[] | undefined,
): Promise<{ id: string; email: string }[]> {
  const unique = [...new Set((ids ?? []).filter((c) => /^[0-9a-f-]{36}$/i.test(c)))];
  const required = () =>
    new AppError(ErrorCode.Validation, CONTACT_REQUIRED, { fields: { contacts: CONTACT_REQUIRED } });
  if (unique.length === 0) throw required();
  const found = await db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(
      and(
        inArray(contacts.id, unique),
        eq(contacts.unitId, row.divisionId ?? row.companyId),
        eq(contacts.active, true),
      ),
    );
  if (found.length !== unique.length) throw required();
  return found;
}

/** Digits only (§5: others stripped); empty means no amount. */
export function digitsAmount(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const digits = String(value).split('.')[0].replace(/\D/g, '');
  return digits === '' ? null : String(Number(digits));
}
