/**
 * A reference request found by its link's token (README 'Reference requests'). The token is the credential:
 * only its SHA-256 is stored, and every way of not being answerable (unknown, answered, declined, cancelled,
 * bounced, past its days) is refused alike, as an expired customer link is (find-by-link.ts), themed only by
 * the unit the URL names, so a guessed token and a replayed one cannot be told apart.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { referenceRequests } from '../db/schema/references';
import type { AppError } from '../errors';
import { linkNotFound } from '../services/submissions/find-by-link';
import { findPortalUnitByName } from '../services/submissions/unit-view';
import { hashReferenceToken } from './secrets';
import type { ReferenceRequestRow } from './send-request';

const OPEN_STATUSES: ReadonlyArray<ReferenceRequestRow['status']> = ['queued', 'sent', 'opened'];

/** Waiting for its answer, within its days. */
export const isAnswerable = (r: ReferenceRequestRow, now: Date): boolean =>
  OPEN_STATUSES.includes(r.status) && r.expiresAt !== null && r.expiresAt > now;

export async function requestByToken(
  db: DbOrTx,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReferenceRequestRow | undefined> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return undefined;
  const query = db
    .select()
    .from(referenceRequests)
    .where(eq(referenceRequests.tokenHash, hashReferenceToken(token)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The expired-link refusal, themed by the URL's unit segment when it names one (never by the request's). */
export async function referenceRefusal(db: DbOrTx, divisionHint: unknown): Promise<AppError> {
  const unit = typeof divisionHint === 'string' ? await findPortalUnitByName(db, divisionHint) : null;
  return linkNotFound(unit);
}
