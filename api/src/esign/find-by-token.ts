/**
 * The envelope a customer's signing link names (by the SHA-256 of its token), or the invalid-link error. A
 * declined envelope's link stays readable when asked (`declined`), so its page can say it was declined.
 */
import { eq } from 'drizzle-orm';
import { ESIGN_LINK_INVALID } from '@cp/schemas/messages/esign';
import type { DbOrTx } from '../db/client';
import { esignEnvelopes } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import type { EnvelopeRow } from '../services/esign/current-envelope';
import { hashSigningToken } from './token';

export async function envelopeByToken(
  db: DbOrTx,
  token: string,
  options: { forUpdate?: boolean; declined?: boolean } = {},
): Promise<EnvelopeRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError(ErrorCode.NotFound, ESIGN_LINK_INVALID);
  const query = db
    .select()
    .from(esignEnvelopes)
    .where(eq(esignEnvelopes.tokenHash, hashSigningToken(token)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || row.status === 'queued' || row.status === 'voided')
    throw new AppError(ErrorCode.NotFound, ESIGN_LINK_INVALID);
  if (row.status === 'declined' && !options.declined)
    throw new AppError(ErrorCode.NotFound, ESIGN_LINK_INVALID);
  return row;
}

export const completePagePath = (envelope: EnvelopeRow): string =>
  `/DocuSignComplete/${encodeURIComponent(envelope.terms.division)}/${encodeURIComponent(envelope.envelopeId ?? envelope.id)}`;
