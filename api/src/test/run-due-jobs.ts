/**
 * Runs the queue's due jobs once, in this process, as a pg-boss worker would — but at a test clock's time, so a
 * test drives hours of retries and days of reminders in a second (the suites that need real time and real processes
 * start pg-boss itself: jobs/queue.test.ts, the fault suites). It takes due jobs of the message kinds from
 * pg-boss's table (waiting and due by the clock, or active and past their expiry: the job of a worker that died)
 * with FOR UPDATE SKIP LOCKED and in pg-boss's fetch order (priority, then age), runs each through `runJob` (queue.ts: the kind's schema,
 * its handler, permanent errors to 'jobs-dead'), then completes it, or on an error puts it back for a retry after
 * the queue's backoff (retryDelay × 2^retries) or fails it after its last retry. A SimulatedCrash leaves the job
 * active, as a killed process would. Returns how many jobs it took.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SimulatedCrash, type WorkerContext } from '../jobs/job';
import type { RunOptions } from '../jobs/kind';
import { runJob } from '../jobs/queue';
import { JOB_KINDS } from '../jobs/registry';

export const MESSAGE_KINDS = ['email-deliver', 'esign-envelope', 'esign-reminder'];

export interface DueJobsOptions extends RunOptions {
  workerId?: string;
  /** Jobs taken at once (default 5), run concurrently. */
  batchSize?: number;
  kinds?: string[];
}

interface DueJob {
  id: string;
  name: string;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
}

export async function runDueJobs(ctx: WorkerContext, opts: DueJobsOptions = {}): Promise<number> {
  const at = (opts.now ?? (() => new Date()))().toISOString();
  const workerId = opts.workerId ?? `test-${process.pid}-${randomBytes(3).toString('hex')}`;
  const kinds = sql.join(
    (opts.kinds ?? MESSAGE_KINDS).map((k) => sql`${k}`),
    sql`, `,
  );
  const claimed = (
    (await ctx.db.execute(sql`
      with due as (
        select name, id from pgboss.job
         where name in (${kinds})
           -- The clock here has milliseconds, PostgreSQL's now() microseconds: a job inserted in the same
           -- millisecond as \`at\` is due (its start_after .123456 is not after an \`at\` of .123).
           and ((state in ('created', 'retry') and date_trunc('milliseconds', start_after) <= ${at}::timestamptz)
             or (state = 'active' and started_on + expire_in < ${at}::timestamptz))
         order by priority desc, created_on, id
         limit ${opts.batchSize ?? 5}
         for update skip locked
      )
      update pgboss.job j
         set retry_count = j.retry_count + case when j.state = 'active' then 1 else 0 end,
             state = 'active', started_on = ${at}::timestamptz
        from due where j.name = due.name and j.id = due.id
      returning j.id, j.name, j.data, j.retry_count, j.retry_limit, j.retry_delay, j.retry_backoff`)) as unknown as {
      rows: DueJob[];
    }
  ).rows;
  const results = await Promise.allSettled(
    claimed.map(async (job) => {
      const kind = JOB_KINDS.find((k) => k.name === job.name);
      try {
        if (!kind) throw new Error(`No job kind '${job.name}'`);
        await runJob(ctx, kind, job, { ...opts, workerId });
        await ctx.db.execute(
          sql`update pgboss.job set state = 'completed', completed_on = ${at}::timestamptz
               where name = ${job.name} and id = ${job.id}`,
        );
      } catch (err) {
        if (err instanceof SimulatedCrash) throw err;
        const output = JSON.stringify({ message: err instanceof Error ? err.message : String(err) });
        if (job.retry_count < job.retry_limit) {
          const delayS = job.retry_backoff ? job.retry_delay * 2 ** job.retry_count : job.retry_delay;
          await ctx.db.execute(
            sql`update pgboss.job set state = 'retry', retry_count = retry_count + 1, output = ${output}::jsonb,
                   start_after = ${at}::timestamptz + ${delayS} * interval '1 second'
                 where name = ${job.name} and id = ${job.id}`,
          );
        } else
          await ctx.db.execute(
            sql`update pgboss.job set state = 'failed', output = ${output}::jsonb, completed_on = ${at}::timestamptz
                 where name = ${job.name} and id = ${job.id}`,
          );
      }
    }),
  );
  const crash = results.find((r) => r.status === 'rejected');
  if (crash) throw (crash as PromiseRejectedResult).reason;
  return claimed.length;
}
