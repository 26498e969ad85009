/**
 * Where the customer's emailed link leads (README 'E-signature'): the built-in agreement page, or
 * DocuSign's signing session for the embedded signer, which returns to the signing-complete page.
 * A signed agreement leads straight to the signing-complete page; a declined built-in one to its page, which
 * says it was declined.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import { completePagePath, envelopeByToken } from './find-by-token';
import { esignProviderFor } from './providers';

export async function openSigningLink(o: {
  db: Db;
  config: Pick<Config, 'docuSign' | 'publicOrigin'>;
  token: string;
}): Promise<string> {
  let envelope;
  try {
    envelope = await envelopeByToken(o.db, o.token, { declined: true });
  } catch (err) {
    // The agreement page says the link is no longer valid.
    if (err instanceof AppError && err.code === ErrorCode.NotFound) return `/Sign/link/${o.token}`;
    throw err;
  }
  if (envelope.status === 'completed' || envelope.status === 'signed') return completePagePath(envelope);
  const builtinPage = `/Sign/${encodeURIComponent(envelope.terms.division)}/${o.token}`;
  if (envelope.provider === 'builtin' || !envelope.envelopeId) return builtinPage;
  // Declined at DocuSign: its session is closed; the agreement page says the link is no longer valid.
  if (envelope.status === 'declined') return `/Sign/link/${o.token}`;
  return esignProviderFor(o.config, o.db, 'docusign').signingUrl({
    envelopeId: envelope.envelopeId,
    signer: { name: envelope.signerName || envelope.signerEmail, email: envelope.signerEmail },
    clientUserId: envelope.id,
    returnUrl: `${o.config.publicOrigin}${completePagePath(envelope)}`,
    builtinPage,
  });
}
