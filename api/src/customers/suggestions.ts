/**
 * 'Possibly the same customer' (issue 29 item 1 and its budgets): the near-name suggestions are stored per pair
 * (customer_suggestions, migration 0027), not searched when a credit file is read. An entity that gets a name key
 * is queued by a trigger (customer_suggest_queue), in the transaction that made it; a 'customer-suggest' job every
 * minute computes the queued entities (jobs/kinds/customer-suggest.ts) — off the submit, which neither searches
 * nor enqueues anything for it (its match stays one statement). The file reads the stored rows, first computing
 * its own entity if it is still queued (the minute not yet passed, or no worker). A pair is stored when either
 * entity is computed.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CustomerSuggestion } from '@cp/schemas/contracts/customers';
import type { DbOrTx } from '../db/client';
import type { JobSpec } from '../jobs/kind';
import type { Staff } from '../services/submissions/access';
import { mayOnSubmission, visibleEntitySql } from './access';
import { rows, type LinkedSubmission } from './db';
import { preparedRows } from './prepared';

/** Entities a job computes at most: the one it names first, then the oldest queued. */
const JOB_DRAIN = 200;
/** Suggestions a file offers. */
const MAX_SUGGESTIONS = 20;

export interface CustomerSuggestData {
  entityId?: string;
}

/** The job's spec (a cron of the workers; its handler is jobs/kinds/customer-suggest.ts). */
export const customerSuggestJob: JobSpec<CustomerSuggestData> = {
  name: 'customer-suggest',
  schema: z.object({ entityId: z.string().uuid().optional() }).loose(),
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
};

/** Computes the queued entities (`first` before the others), at most maxRows; answers how many. */
export async function computePendingSuggestions(
  db: DbOrTx,
  o: { maxRows?: number; first?: string } = {},
): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select customer_suggest_pending(${o.maxRows ?? JOB_DRAIN}::int, ${o.first ?? null}::uuid) as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The stored suggestions of a file the user may see: live entities they may see, no dismissed pair, most
 * similar first, each with the submissions of it the user may read.
 */
export async function loadSuggestions(
  db: DbOrTx,
  staff: Staff,
  entityId: string,
): Promise<CustomerSuggestion[]> {
  // The file's own entity if its job has not run yet (never a backlog of others: the worker's).
  await preparedRows(db, sql`select customer_suggest_if_queued(${entityId}::uuid)`);
  const found = await preparedRows<{
    id: string;
    legal_name: string;
    tax_id: string | null;
    similarity: number;
    submission_count: number | string;
    members: (Pick<LinkedSubmission, 'id' | 'form' | 'company_id' | 'division_id'> & {
      application_number: string | null;
    })[];
  }>(
    db,
    sql`select e.id, e.legal_name, e.tax_id, m.similarity,
          (select count(*) from customer_links l where l.entity_id = e.id) as submission_count,
          coalesce((select json_agg(json_build_object('id', s.id, 'form', s.form, 'company_id', s.company_id,
              'division_id', s.division_id, 'application_number', s.application_number)
              order by s.application_number)
            from customer_links l join submissions s on s.id = l.submission_id
            where l.entity_id = e.id and s.delete_date is null), '[]') as members
        from customer_suggestions m join customer_entities e on e.id = m.other_id
        where m.entity_id = ${entityId}::uuid and e.merged_into is null and ${visibleEntitySql(staff)}
          -- Not a pair staff said are different customers ('Not the same customer').
          and not exists (select 1 from customer_dismissed_pairs p
            where p.a = least(e.id, ${entityId}::uuid) and p.b = greatest(e.id, ${entityId}::uuid))
        order by m.similarity desc, e.id
        limit ${MAX_SUGGESTIONS}`,
  );
  return found.map((r) => ({
    id: r.id,
    legalName: r.legal_name,
    taxId: r.tax_id,
    similarity: Math.round(Number(r.similarity) * 100) / 100,
    submissionCount: Number(r.submission_count),
    submissions: r.members
      .filter((m) => mayOnSubmission(staff, 'read', m))
      .map((m) => ({
        id: m.id,
        applicationNumber: m.application_number ?? '',
        canChange: mayOnSubmission(staff, 'save', m),
      })),
  }));
}
