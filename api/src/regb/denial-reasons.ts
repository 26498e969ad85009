/**
 * The reasons offered to whoever denies a record (README 'Regulation B'): asked with the right to deny it,
 * so the dialog never shows a unit's codes to someone who could not use them.
 */
import type { OfferedReason } from '@cp/schemas/regb/reasons';
import type { Db } from '../db/client';
import { kindOf } from '../sanctions/screening';
import { assertMay, type Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';
import { offeredReasons } from './offered-reasons';

export async function denialReasons(o: Staff & { db: Db; id: string }): Promise<OfferedReason[]> {
  const kind = await kindOf(o.db, o.id);
  const record = await loadSubmission(o.db, kind, o, o.id);
  assertMay(o, kind, 'deny', record, kind.messages.changeDenied);
  return offeredReasons(o.db, record, o);
}
