/**
 * The signed agreement and its certificate of completion, when the e-signature completed (README
 * 'E-signature'; esign/complete-envelope.ts stores both), with the envelope's events (who, when, from where).
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { esignEvents } from '../../db/schema';
import { getFile } from '../../files/get-file';
import { completedEnvelopeOf } from '../completed-envelope';
import { jsonEntry, segment, type EvidencePart } from '../part';
import type { ZipEntry } from '../zip';

async function fileEntry(db: DbOrTx, id: string | null): Promise<ZipEntry[]> {
  const file = id ? await getFile(db, id) : null;
  return file ? [{ path: `agreement/${segment(file.name)}`, bytes: file.data }] : [];
}

export const signedAgreementPart: EvidencePart = {
  name: 'signed-agreement',
  async collect({ db, submission }) {
    const envelope = await completedEnvelopeOf(db, submission.id);
    if (!envelope) return [];
    const events = await db
      .select()
      .from(esignEvents)
      .where(eq(esignEvents.envelopeRowId, envelope.id))
      .orderBy(asc(esignEvents.at), asc(esignEvents.id));
    return [
      ...(await fileEntry(db, envelope.signedFileId)),
      ...(await fileEntry(db, envelope.certificateFileId)),
      jsonEntry('agreement/envelope.json', {
        provider: envelope.provider,
        envelopeId: envelope.envelopeId,
        status: envelope.status,
        signerName: envelope.signerName,
        signerEmail: envelope.signerEmail,
        terms: envelope.terms,
        documentSha256: envelope.documentSha256,
        events: events.map((e) => ({
          at: e.at.toISOString(),
          event: e.event,
          ip: e.ip,
          userAgent: e.userAgent,
          detail: e.detail,
        })),
      }),
    ];
  },
};
