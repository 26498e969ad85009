/**
 * The customer tables through raw statements (migration 0024: the matching itself is SQL,
 * customer_link_submission(), so the submit, the approval, the backfill and the staff actions share it).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import { CUSTOMER_NOT_FOUND } from '@cp/schemas/messages/customers';

/** Both drivers (node-postgres, PGlite) answer raw statements as { rows }; drizzle types it per driver. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface EntityRow {
  id: string;
  legal_name: string;
  tax_id: string | null;
  duns: string | null;
  dbas: string[];
  addresses: Record<string, unknown>[];
  customer_codes: string[];
  parent_id: string | null;
  merged_into: string | null;
  add_date: Date | string;
}

/** A live entity by id; a merged one answers the entity it was merged into (its old address keeps working). */
export async function findEntity(db: DbOrTx, id: string, forUpdate = false): Promise<EntityRow> {
  let current = id;
  for (let hop = 0; hop < 20; hop++) {
    const [row] = await rows<EntityRow>(
      db,
      sql`select id, legal_name, tax_id, duns, dbas, addresses, customer_codes, parent_id, merged_into, add_date
          from customer_entities where id = ${current}::uuid ${forUpdate ? sql`for update` : sql``}`,
    );
    if (!row) break;
    if (!row.merged_into) return row;
    current = row.merged_into;
  }
  throw new AppError(ErrorCode.NotFound, CUSTOMER_NOT_FOUND);
}

export interface LinkedSubmission {
  id: string;
  form: 'credit-application' | 'customer-activation';
  company_id: string;
  division_id: string | null;
  status: string;
  approved_or_denied_date: Date | string | null;
}

/** The live submissions of an entity (their units, for the access checks), the latest decision first. */
export const linkedSubmissions = (db: DbOrTx, entityId: string) =>
  rows<LinkedSubmission>(
    db,
    sql`select s.id, s.form, s.company_id, s.division_id, s.status, s.approved_or_denied_date
        from customer_links l join submissions s on s.id = l.submission_id
        where l.entity_id = ${entityId}::uuid and s.delete_date is null
        order by s.approved_or_denied_date desc nulls last, s.id`,
  );

export const isUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** After a submission left an entity: its customer code leaves too, unless another submission there has it. */
export async function dropLeftCode(db: DbOrTx, entityId: string, code: string): Promise<void> {
  const c = code.trim();
  if (!c) return;
  await db.execute(sql`update customer_entities set customer_codes = array_remove(customer_codes, ${c}),
        updated_at = now()
      where id = ${entityId}::uuid and not exists (
        select 1 from customer_links l join submissions s on s.id = l.submission_id
        where l.entity_id = ${entityId}::uuid and btrim(s.customer_code) = ${c} and s.status = 'APPROVED')`);
}
