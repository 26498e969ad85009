/**
 * The e-signature jobs as the console shows them (README 'E-signature'), read from pg-boss's tables: a job waiting
 * or retrying is 'pending' (with the last run's error and the next run's time), a job that used its retries is
 * 'dead', and a job that failed for good at once (a PermanentJobError, its data in 'jobs-dead') is 'failed'.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { DEAD_LETTER_QUEUE } from './kind';
import { esignEnvelopeJob, esignReminderJob } from './kinds/esign-jobs';
import { errorText } from './queue';

export interface EsignJobState {
  id: string;
  kind: string;
  status: 'pending' | 'failed' | 'dead';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  envelopeRowId: string;
}

const KINDS = [esignEnvelopeJob.name, esignReminderJob.name];

/** The e-signature jobs of one envelope, or of all, newest first; `undelivered` keeps only the dead letters. */
export async function esignJobStates(
  db: DbOrTx,
  o: { envelopeRowId?: string; kind?: string; deadOnly?: boolean },
): Promise<EsignJobState[]> {
  const kinds = o.kind ? [o.kind] : KINDS;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with jobs as (
      select id::text, name as kind,
             case when state = 'failed' then 'dead' else 'pending' end as status,
             retry_count + case when state = 'failed' then 1 else 0 end as attempts,
             output, start_after, created_on, data->>'envelopeRowId' as envelope_row_id
        from pgboss.job where name in (${kindList}) and state in ('created', 'retry', 'active', 'failed')
      union all
      select id::text, name, 'dead', retry_count + 1, output, start_after, created_on, data->>'envelopeRowId'
        from pgboss.archive where name in (${kindList}) and state = 'failed'
      union all
      select id::text, data->>'kind', 'failed', 1, data->'error', created_on, created_on,
             data->'data'->>'envelopeRowId'
        from pgboss.job where name = ${DEAD_LETTER_QUEUE} and data->>'kind' in (${kindList}) and data ? 'error'
    )
    select * from jobs
     where (${o.envelopeRowId ?? null}::text is null or envelope_row_id = ${o.envelopeRowId ?? null}::text)
       and (${o.deadOnly ?? false}::boolean = false or status <> 'pending')
     order by created_on desc, id`)) as unknown as {
    rows: Array<{
      id: string;
      kind: string;
      status: EsignJobState['status'];
      attempts: number;
      output: unknown;
      start_after: Date | string;
      created_on: Date | string;
      envelope_row_id: string;
    }>;
  };
  return result.rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: errorText(r.output),
    nextAttemptAt: new Date(r.start_after),
    createdAt: new Date(r.created_on),
    envelopeRowId: r.envelope_row_id,
  }));
}
