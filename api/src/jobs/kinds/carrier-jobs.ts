/**
 * The carrier check's spec, which the submit imports (README 'Carrier checks'; the handler is
 * carrier-check.ts): FMCSA is asked after the submit's transaction, by a job, and retried while it is down.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export const carrierCheckJob: JobSpec<{ submissionId: string }> = {
  name: 'carrier-check',
  schema: z.object({ submissionId: z.string().uuid() }).strict(),
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
};
