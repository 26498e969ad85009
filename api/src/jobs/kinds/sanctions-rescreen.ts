/**
 * The 'sanctions-rescreen' job (README 'Sanctions screening'): after a list's import, every submitted record
 * (NEW, PENDING, APPROVED or DENIED, not deleted) is screened again, each in its own transaction, in batches.
 * A run again screens again, which is harmless: a hit already found keeps its row and what staff decided.
 */
import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import { screenSubmission } from '../../sanctions/screen';
import { defineJobKind } from '../kind';
import { sanctionsRescreenJob } from './sanctions-jobs';

const BATCH = 200;

export const sanctionsRescreenKind = defineJobKind({
  ...sanctionsRescreenJob,
  async handler(ctx, data) {
    let after = '00000000-0000-0000-0000-000000000000';
    let screened = 0;
    let open = 0;
    for (;;) {
      const ids = await ctx.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            inArray(submissions.status, ['NEW', 'PENDING', 'APPROVED', 'DENIED']),
            isNull(submissions.deleteDate),
            gt(submissions.id, after),
          ),
        )
        .orderBy(asc(submissions.id))
        .limit(BATCH);
      for (const { id } of ids) {
        const outcome = await ctx.db.transaction((tx) => screenSubmission(tx, id, 'list-import'));
        screened++;
        open += outcome.open ? 1 : 0;
      }
      if (ids.length < BATCH) break;
      after = ids[ids.length - 1].id;
    }
    ctx.logger.info({ importId: data.importId, screened, withOpenHits: open }, 'records screened again');
  },
});
