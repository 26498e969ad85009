/** The contacts chosen in a dialog must be active contacts of the record's division (or company). */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { isUuid } from '../units/find-unit';

export async function checkedContacts(
  db: DbOrTx,
  unitId: string,
  ids: string[] | undefined,
  requiredMessage: string,
): Promise<{ id: string; email: string }[]> {
  const unique = [...new Set((ids ?? []).filter(isUuid))];
  const required = () =>
    new AppError(ErrorCode.Validation, requiredMessage, { fields: { contacts: requiredMessage } });
  if (unique.length === 0) throw required();
  const found = await db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(and(inArray(contacts.id, unique), eq(contacts.unitId, unitId), eq(contacts.active, true)));
  if (found.length !== unique.length) throw required();
  return found;
}
