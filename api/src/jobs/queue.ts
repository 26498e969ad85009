/**
 * The job queue on pg-boss 10.4.2 (issue 28 item 1), on both engines natively: on a PostgreSQL server pg-boss has
 * a small pool of its own; on PGlite (one in-process connection, with advisory locks and SKIP LOCKED) it runs
 * through `pgliteAdapter`, pg-boss's documented `db: { executeSql }` option. Its schema and the registry's queues
 * are created by migration 0019, so every database has them before any process starts.
 *
 * - `enqueueJob(tx, name, data)` writes a job in the caller's transaction (pg-boss `send` with `{ db }` over the
 *   drizzle transaction): the job exists exactly when the change that caused it does. Web processes only enqueue.
 * - `startJobs(ctx)` (ROLE=worker|all) starts pg-boss: a worker per registered kind, its cron schedules (pg-boss
 *   sends a scheduled job once per minute slot across all processes, singleton by the schedule's key), and its
 *   maintenance (a job whose worker died is failed after the queue's expiry and retried with backoff; a job that
 *   used its retries moves to the 'jobs-dead' queue, which `listDeadJobs` shows).
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { errorText as describeError, PermanentJobError, type WorkerContext } from './job';
import { DEAD_LETTER_QUEUE, type JobKind, type JobSpec, type RunOptions } from './kind';

export const QUEUE_SCHEMA = 'pgboss';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's numbered parameters ($1, $2 …) as one drizzle statement, so it runs on the caller's transaction. */
export function boundSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)), sql`${values[Number(m[1]) - 1] ?? null}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/** A drizzle database or transaction as pg-boss's executor (both drivers answer `execute` with `rows`). */
export function drizzleExecutor(tx: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * PGlite as pg-boss's database: parameterised statements through `query`; pg-boss's unparameterised
 * multi-statement commands (maintenance under its advisory lock) through `exec`, answering the last result.
 */
export function pgliteAdapter(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** The PGlite under a drizzle database (drizzle keeps its client as `$client`), or undefined on a server. */
export function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/** Sends only with a caller's executor (never opens a connection), so any process can enqueue. */
const sender = new PgBoss({
  schema: QUEUE_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('enqueueJob needs the caller’s transaction')),
  },
});

export interface EnqueueOptions {
  /** Not before this time (retries on the message's own schedule, reminders). */
  startAfter?: Date;
  /** One queued job per key: a second send with the key while the first waits is dropped (returns null). */
  singletonKey?: string;
  /** Among a kind's due jobs, higher runs first (pg-boss fetches by priority, then age); default 0. */
  priority?: number;
}

/** Enqueues a job of a registered kind in the caller's transaction; its data is checked by the kind's schema. */
export async function enqueueJob<P>(
  tx: DbOrTx,
  kind: JobSpec<P>,
  data: P,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const payload = kind.schema.parse(data) as object;
  return sender.send(kind.name, payload, {
    db: drizzleExecutor(tx),
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    ...(opts.priority ? { priority: opts.priority } : {}),
  });
}

/**
 * Runs one job of a kind: its data checked by the kind's schema, then its handler. No retry can fix a payload of
 * the wrong shape nor a PermanentJobError: the job goes straight to the dead letters ('jobs-dead' with its kind and
 * error) and completes. Any other error is thrown for pg-boss to retry.
 */
export async function runJob<P>(
  ctx: WorkerContext,
  kind: JobKind<P>,
  job: { id: string; data: unknown },
  opts: RunOptions & { workerId: string },
): Promise<void | object> {
  const parsed = kind.schema.safeParse(job.data);
  let error: string;
  if (!parsed.success)
    error = `Invalid ${kind.name} payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`;
  else
    try {
      return await kind.handler(ctx, parsed.data, { ...opts, id: job.id });
    } catch (err) {
      if (!(err instanceof PermanentJobError)) throw err;
      error = describeError(err);
    }
  ctx.logger.error({ job: job.id, kind: kind.name, err: error }, 'job dead letter');
  await sender.send(
    DEAD_LETTER_QUEUE,
    { kind: kind.name, jobId: job.id, data: job.data, error },
    { db: drizzleExecutor(ctx.db) },
  );
}

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  config: Pick<Config, 'databaseUrl'> &
    WorkerContext['config'] &
    Partial<Pick<Config, 'emailLogRetentionDays'>>;
  db: Db;
  logger: WorkerContext['logger'];
  /** Seconds between polls of each queue (pg-boss default 2; tests use 0.5). */
  pollingIntervalSeconds?: number;
  /** Kinds to run (JOB_KINDS of registry.ts); schedules are made for those with `cron`. */
  kinds: readonly JobKind<unknown>[];
  /** pg-boss's own intervals (tests shorten maintenance, which fails jobs whose worker died). */
  boss?: Pick<PgBoss.ConstructorOptions, 'maintenanceIntervalSeconds' | 'monitorStateIntervalSeconds'>;
}

/** Starts pg-boss with a worker for each kind and the kinds' cron schedules. */
export async function startJobs(opts: StartJobsOptions): Promise<JobRunner> {
  const kinds = opts.kinds;
  const pglite = pgliteOf(opts.db);
  if (!pglite && !opts.config.databaseUrl) throw new Error('startJobs: DATABASE_URL is needed on PostgreSQL');
  const boss = new PgBoss(
    pglite
      ? { schema: QUEUE_SCHEMA, db: pgliteAdapter(pglite), ...opts.boss }
      : {
          ...opts.boss,
          schema: QUEUE_SCHEMA,
          connectionString: opts.config.databaseUrl,
          max: 3,
          application_name: 'credit-portal-jobs',
        },
  );
  boss.on('error', (err) => opts.logger.error({ err }, 'job queue error'));
  await boss.start();
  const ctx: WorkerContext = { db: opts.db, config: opts.config, logger: opts.logger };
  const workerId = `jobs-${process.pid}-${randomBytes(3).toString('hex')}`;
  if (!(await boss.getQueue(DEAD_LETTER_QUEUE))) await boss.createQueue(DEAD_LETTER_QUEUE);
  for (const kind of kinds) {
    if (!(await boss.getQueue(kind.name)))
      await boss.createQueue(kind.name, { name: kind.name, deadLetter: DEAD_LETTER_QUEUE, ...kind.queue });
    // pg-boss 10 has no teamSize nor localConcurrency: N jobs at once are N workers of one job each.
    const workers = Math.max(1, kind.workers?.(opts.config) ?? 1);
    const batchSize = kind.batchSize ?? 1;
    for (let i = 0; i < workers; i++) {
      // The worker's pg-boss id, known once work() answers (its first fetch is a round trip later).
      const worker: { id?: string } = {};
      worker.id = await boss.work<unknown>(
        kind.name,
        {
          pollingIntervalSeconds: Math.min(
            opts.pollingIntervalSeconds ?? 2,
            kind.pollingIntervalSeconds ?? 2,
          ),
          batchSize,
        },
        // The handler's result becomes the job's output (pg-boss keeps it for a batch of one).
        async (jobs) => {
          const output =
            jobs.length === 1
              ? await runJob(ctx, kind, jobs[0], { workerId })
              : void (await Promise.all(jobs.map((job) => runJob(ctx, kind, job, { workerId }))));
          // A full batch (one job, for most kinds) means more may be due: fetch again at once rather than after
          // the polling interval (pg-boss waits the interval after every fetch, so a kind's throughput was capped
          // at workers × batchSize per interval: 80 webhook deliveries a second, one email per worker every 2 s).
          if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
          return output;
        },
      );
    }
    if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { singletonKey: kind.name, tz: 'UTC' });
  }
  opts.logger.info({ kinds: kinds.map((k) => k.name) }, 'job queue started');
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}

export interface DeadJob {
  id: string;
  kind: string;
  data: unknown;
  error: string | null;
  at: Date;
}

export const errorText = (output: unknown): string | null => {
  if (output == null) return null;
  if (typeof output === 'string') return output;
  if (typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message;
  return JSON.stringify(output);
};

/**
 * The dead letters, newest first: jobs that failed on their last retry (kept in their queue, then pg-boss's
 * archive, state 'failed'; pg-boss also copies their data to 'jobs-dead') and jobs whose payload failed their
 * kind's schema (sent to 'jobs-dead' with the kind and the error). The Email log's own dead letters are its
 * 'failed' and 'dead' messages.
 */
export async function listDeadJobs(
  db: DbOrTx,
  page: { offset?: number; limit?: number } = {},
): Promise<{ rows: DeadJob[]; total: number }> {
  const result = (await db.execute(sql`
    with dead as (
      select id, name, data, output, coalesce(completed_on, created_on) as at from pgboss.job
        where state = 'failed' and name <> ${DEAD_LETTER_QUEUE}
      union all
      select id, name, data, output, coalesce(completed_on, created_on) from pgboss.archive
        where state = 'failed' and name <> ${DEAD_LETTER_QUEUE}
      union all
      select id, data->>'kind', data->'data', data->'error', created_on from pgboss.job
        where name = ${DEAD_LETTER_QUEUE} and data ? 'kind' and data ? 'error'
    )
    select *, count(*) over ()::int as total from dead
    order by at desc, id limit ${page.limit ?? 100} offset ${page.offset ?? 0}`)) as unknown as {
    rows: Array<{
      id: string;
      name: string;
      data: unknown;
      output: unknown;
      at: Date | string;
      total: number;
    }>;
  };
  return {
    rows: result.rows.map((r) => ({
      id: r.id,
      kind: r.name,
      data: r.data,
      error: errorText(r.output),
      at: new Date(r.at),
    })),
    total: result.rows[0]?.total ?? 0,
  };
}
