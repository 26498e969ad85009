/**
 * The 'evidence-bundle' job's spec, which the web process imports (README 'Evidence bundle'; the handler is
 * evidence-bundle.ts): enqueued in a decision's transaction (services/submissions/decide.ts) and in the one
 * that records a completed e-signature (esign/complete-envelope.ts), so the PDF is printed by a worker, never
 * in the request. It carries the record's id only: the handler freezes what is stored when it runs.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export const evidenceBundleJob: JobSpec<{ submissionId: string }> = {
  name: 'evidence-bundle',
  schema: z.object({ submissionId: z.string().uuid() }).strict(),
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
};
