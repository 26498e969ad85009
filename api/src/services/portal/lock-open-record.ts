import { ALREADY_SUBMITTED } from '@cp/schemas/messages/portal';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, ErrorCode } from '../../errors';
import { findByLink, isSubmitted, type FormName, type LinkRecord } from '../submissions/find-by-link';

type OpenLinkQuery = { id: unknown; email: unknown; form: FormName };

/** A link's record while it may still change; a submitted record is read-only through its link (409). */
export async function findOpenRecord(
  db: DbOrTx,
  q: OpenLinkQuery & { forUpdate?: boolean },
): Promise<LinkRecord> {
  const record = await findByLink(db, q);
  if (isSubmitted(record.submission)) throw new AppError(ErrorCode.Conflict, ALREADY_SUBMITTED);
  return record;
}

/** Locks a link's open record for a change. */
export const lockOpenRecord = (tx: Tx, q: OpenLinkQuery): Promise<LinkRecord> =>
  findOpenRecord(tx, { ...q, forUpdate: true });
