/**
 * The built-in provider (the default, README 'E-signature'): the envelope is the product's own row, so
 * creating it is naming it (its id, the same on every retry), the signing link leads to the product's
 * agreement page, and the status and documents are what the signing page recorded (builtin-signing.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { esignEnvelopes } from '../db/schema';
import { getFile } from '../files/get-file';
import type { EsignProvider } from './provider';

export function builtinProvider(db: Db): EsignProvider {
  const row = async (envelopeId: string) => {
    const [found] = await db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, envelopeId));
    if (!found) throw new Error(`No built-in envelope ${envelopeId}`);
    return found;
  };
  return {
    name: 'builtin',
    findEnvelope: () => Promise.resolve(null),
    createEnvelope: (request) => Promise.resolve(request.envelopeRowId),
    signingUrl: (o) => Promise.resolve(o.builtinPage),
    status: async (envelopeId) => (await row(envelopeId)).status,
    async documents(envelopeId) {
      const r = await row(envelopeId);
      const signed = r.signedFileId ? await getFile(db, r.signedFileId) : null;
      const certificate = r.certificateFileId ? await getFile(db, r.certificateFileId) : null;
      if (!signed || !certificate) throw new Error('The agreement is not signed yet');
      return { signed: signed.data, certificate: certificate.data };
    },
    void: () => Promise.resolve(),
    // The product's own email is the built-in provider's only notification (resend-agreement.ts).
    resend: () => Promise.resolve(),
  };
}
