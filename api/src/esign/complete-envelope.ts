/**
 * An envelope's completion, whichever provider signed it (README 'E-signature'): the signed PDF and the
 * certificate are stored in `files` (owned by the application), the envelope is 'completed' with the
 * document's hash, and the application's docuSignCompleted is set, which enables the 'DocuSign PDF'
 * button (back-office.md §2). Call it in a transaction holding the envelope's row lock; it answers the
 * stored files' ids.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { esignEnvelopes, submissions } from '../db/schema';
import { saveFile } from '../files/save-file';
import { evidenceBundleJob } from '../jobs/kinds/evidence-jobs';
import { enqueueJob } from '../jobs/queue';
import type { EnvelopeRow } from '../services/esign/current-envelope';
import type { SignedDocuments } from './provider';
import { sha256Hex } from './token';
import { emitSubmissionEvent } from '../webhooks/events';

export async function completeEnvelope(
  tx: Tx,
  envelope: EnvelopeRow,
  docs: SignedDocuments & { documentSha256?: string },
  at: Date,
): Promise<{ signedFileId: string; certificateFileId: string }> {
  const number = envelope.terms.applicationNumber;
  const signedFileId = await saveFile(tx, {
    kind: 'signed-pdf',
    name: `Payment Terms Agreement # ${number}.pdf`,
    contentType: 'application/pdf',
    data: docs.signed,
    ownerId: envelope.submissionId,
  });
  const certificateFileId = await saveFile(tx, {
    kind: 'esign-certificate',
    name: `Certificate of Completion # ${number}.pdf`,
    contentType: 'application/pdf',
    data: docs.certificate,
    ownerId: envelope.submissionId,
  });
  await tx
    .update(esignEnvelopes)
    .set({
      status: 'completed',
      signedFileId,
      certificateFileId,
      documentSha256: docs.documentSha256 ?? sha256Hex(docs.signed),
      updatedAt: at,
    })
    .where(eq(esignEnvelopes.id, envelope.id));
  await tx
    .update(submissions)
    .set({ docuSignEnvelopeId: envelope.envelopeId, docuSignCompleted: true, updatedAt: at })
    .where(eq(submissions.id, envelope.submissionId));
  // README 'Evidence bundle': a new version of the decision's bundle, now with the signed agreement.
  await enqueueJob(tx, evidenceBundleJob, { submissionId: envelope.submissionId });
  // README 'Webhooks': the signed agreement to the company's ERP once this commits.
  await emitSubmissionEvent(tx, 'esign.completed', envelope.submissionId, {
    envelope: { id: envelope.id, provider: envelope.provider ?? null, completedAt: at.toISOString() },
  });
  return { signedFileId, certificateFileId };
}
