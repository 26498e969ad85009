/**
 * The customer's e-signature emails, written to the Email log in the caller's transaction: the signing link
 * (or its reminder), and once signed the signer's copy with the signed agreement and its certificate
 * attached. Each goes out in the brand and wording of the application's unit.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { submissions, type esignEnvelopes } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';

type EnvelopeRow = typeof esignEnvelopes.$inferSelect;

/** The product's own signing link: it leads to the provider's signing page (routes/esign.ts). */
export const signUrlFor = (origin: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/api/esign/open/${token}`;

/** The application's unit (its division, else its company): its brand and wording dress the email. */
async function unitOf(tx: DbOrTx, envelope: EnvelopeRow): Promise<string | undefined> {
  const [record] = await tx
    .select({ companyId: submissions.companyId, divisionId: submissions.divisionId })
    .from(submissions)
    .where(eq(submissions.id, envelope.submissionId));
  return record ? (record.divisionId ?? record.companyId) : undefined;
}

/** The agreement's terms as the e-signature templates read them. */
const termsContext = ({ terms: t }: EnvelopeRow) => ({
  applicationNumber: t.applicationNumber,
  companyName: t.companyName,
  approvedAmount: t.approvedAmount,
  netTerms: t.netTerms,
  customerCode: t.customerCode,
});

export async function signingEmail(
  tx: DbOrTx,
  config: Partial<Pick<Config, 'publicOrigin'>>,
  envelope: EnvelopeRow,
  token: string,
  template: 'esign-signing' | 'esign-reminder',
): Promise<void> {
  await enqueueEmail(tx, {
    template,
    to: [envelope.signerEmail],
    unitId: await unitOf(tx, envelope),
    submissionId: envelope.submissionId,
    context: {
      ...termsContext(envelope),
      signUrl: signUrlFor(config.publicOrigin ?? 'http://localhost:3000', token),
    },
  });
}

/** The signer's copy of what they signed: the signed agreement and the certificate of completion. */
export async function signedCopyEmail(
  tx: DbOrTx,
  envelope: EnvelopeRow,
  signed: { signedFileId: string; certificateFileId: string; signerName: string; signedAt: Date },
): Promise<void> {
  await enqueueEmail(tx, {
    template: 'esign-signed-copy',
    to: [envelope.signerEmail],
    unitId: await unitOf(tx, envelope),
    submissionId: envelope.submissionId,
    context: {
      ...termsContext(envelope),
      signerName: signed.signerName,
      signedAt: signed.signedAt.toISOString(),
    },
    attachments: [
      { kind: 'file', fileId: signed.signedFileId },
      { kind: 'file', fileId: signed.certificateFileId },
    ],
  });
}
