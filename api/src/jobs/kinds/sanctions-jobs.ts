/**
 * The sanctions jobs' specs, which the web process imports (README 'Sanctions screening'; the handler is
 * sanctions-rescreen.ts): after a list is imported, every submitted record is screened again.
 */
import { z } from 'zod';
import type { JobSpec } from '../kind';

export const sanctionsRescreenJob: JobSpec<{ importId: string }> = {
  name: 'sanctions-rescreen',
  schema: z.object({ importId: z.string().uuid() }).strict(),
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
};
