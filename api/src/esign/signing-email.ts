/** The customer's email with the signing link (or its reminder), written to the outbox in the caller's transaction. */
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { submissions, type esignEnvelopes } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue';

type EnvelopeRow = typeof esignEnvelopes.$inferSelect;

/** The product's own signing link: it leads to the provider's signing page (routes/esign.ts). */
export const signUrlFor = (origin: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/api/esign/open/${token}`;

export async function signingEmail(
  tx: DbOrTx,
  config: Partial<Pick<Config, 'publicOrigin'>>,
  envelope: EnvelopeRow,
  token: string,
  template: 'esign-signing' | 'esign-reminder',
): Promise<void> {
  const [record] = await tx
    .select({ companyId: submissions.companyId, divisionId: submissions.divisionId })
    .from(submissions)
    .where(eq(submissions.id, envelope.submissionId));
  const t = envelope.terms;
  await enqueueEmail(tx, {
    template,
    to: [envelope.signerEmail],
    unitId: record ? (record.divisionId ?? record.companyId) : undefined,
    submissionId: envelope.submissionId,
    context: {
      applicationNumber: t.applicationNumber,
      companyName: t.companyName,
      approvedAmount: t.approvedAmount,
      netTerms: t.netTerms,
      customerCode: t.customerCode,
      signUrl: signUrlFor(config.publicOrigin ?? 'http://localhost:3000', token),
    },
  });
}
