import { ALREADY_SUBMITTED } from '@cp/schemas/messages/portal';
import type { Tx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { findByLink, isSubmitted, type FormName, type LinkRecord } from '../submissions/find-by-link';

/** Locks a link's record for a change; a submitted record is read-only through its link (409). */
export async function lockOpenRecord(
  tx: Tx,
  q: { id: unknown; email: unknown; form: FormName },
): Promise<LinkRecord> {
  const record = await findByLink(tx, { ...q, forUpdate: true });
  if (isSubmitted(record.submission)) throw new AppError(ErrorCode.Conflict, ALREADY_SUBMITTED);
  return record;
}
