/**
 * The 'carrier-check' job (README 'Carrier checks'): the check of a submitted application that carries a
 * USDOT or MC number, with the provider the configuration chooses. While FMCSA is unavailable it throws and
 * pg-boss retries with backoff; a record already checked since the submit is not checked again.
 */
import { eq } from 'drizzle-orm';
import { runCarrierCheck } from '../../carriers/check';
import { latestCarrierCheck } from '../../carriers/latest';
import { carrierNumbersOf } from '../../carriers/numbers';
import { carrierProviderFor } from '../../carriers/select';
import { submissions } from '../../db/schema';
import { defineJobKind } from '../kind';
import { carrierCheckJob } from './carrier-jobs';

export const carrierCheckKind = defineJobKind({
  ...carrierCheckJob,
  async handler(ctx, data) {
    const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, data.submissionId));
    if (!row) return;
    // A retry after a stored check (or a staff check since) has nothing left to do.
    const latest = await latestCarrierCheck(ctx.db, row.id);
    if (latest && row.signatureDate && new Date(latest.checkedAt) >= row.signatureDate) return;
    const numbers = await carrierNumbersOf(ctx.db, row);
    if (!numbers.usdot && !numbers.mc) return;
    const check = await runCarrierCheck({
      db: ctx.db,
      provider: carrierProviderFor(ctx.config),
      submissionId: row.id,
      numbers,
      checkedBy: null,
    });
    ctx.logger.info({ submissionId: row.id, verdict: check.verdict }, 'carrier checked');
  },
});
