/**
 * The daily 'decision-retention' job (README 'Regulation B'): purges the denied records whose retention window
 * has passed (retention/purge.ts) and writes the run's report. Scheduled at 03:53 UTC; a second run purges
 * nothing more.
 */
import { z } from 'zod';
import { runRetention } from '../../retention/purge';
import { defineJobKind } from '../kind';

export const decisionRetentionJob = defineJobKind({
  name: 'decision-retention',
  schema: z.object({}).loose(),
  queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 },
  cron: '53 3 * * *',
  async handler(ctx) {
    const report = await runRetention(ctx.db);
    ctx.logger.info(report, 'decision retention: denied records past their window purged');
  },
});
