/**
 * `GET /api/v1/customers`: the entities the user may see, by legal name, searched on the legal name (trigram
 * index of migration 0024), the tax id or DUNS (their nine digits, any formatting), or a customer code.
 */
import { sql } from 'drizzle-orm';
import type { CustomerList, CustomerListQuery, CustomerRow } from '@cp/schemas/contracts/customers';
import type { Db } from '../db/client';
import type { Staff } from '../services/submissions/access';
import { visibleEntitySql } from './access';
import { rows } from './db';
import { exposureTotalSql, limitTotalSql } from './exposure';

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchSql(search: string | undefined) {
  const q = (search ?? '').trim();
  if (!q) return sql``;
  const digits = q.replace(/[^0-9]/g, '');
  const byNumber =
    digits.length === 9 && /^[0-9\s\-.]+$/.test(q)
      ? sql` or e.tax_id = ${digits} or e.duns = ${digits}`
      : sql``;
  return sql`and (lower(e.legal_name) like ${`%${likeEscaped(q.toLowerCase())}%`}
    or exists (select 1 from unnest(e.customer_codes) c where lower(c) = ${q.toLowerCase()})${byNumber})`;
}

const bySubmission = (id: string | undefined) =>
  id
    ? sql`and exists (select 1 from customer_links k where k.entity_id = e.id and k.submission_id = ${id}::uuid)`
    : sql``;

/**
 * `after`: an export's keyset read (README 'Exports'), the page after that entity in the list's order,
 * without an offset or a total.
 */
export async function listCustomers(
  o: Staff & { db: Db; query: CustomerListQuery; after?: string },
): Promise<CustomerList> {
  const { page, perPage } = o.query;
  const after = o.after
    ? sql`and (lower(e.legal_name), e.id) >
          (select lower(k.legal_name), k.id from customer_entities k where k.id = ${o.after}::uuid)`
    : sql``;
  const found = await rows<{
    id: string;
    legal_name: string;
    tax_id: string | null;
    duns: string | null;
    customer_codes: string[];
    parent_id: string | null;
    submission_count: number | string;
    limit_total: string | number | null;
    exposure_total: string | number | null;
    total: number | string;
  }>(
    o.db,
    sql`select e.id, e.legal_name, e.tax_id, e.duns, e.customer_codes, e.parent_id,
          (select count(*) from customer_links l join submissions s on s.id = l.submission_id
             where l.entity_id = e.id and s.delete_date is null) as submission_count,
          ${limitTotalSql} as limit_total, ${exposureTotalSql} as exposure_total,
          ${o.after ? sql`0` : sql`count(*) over ()`} as total
        from customer_entities e
        where e.merged_into is null and ${visibleEntitySql(o)} ${searchSql(o.query.search)}
          ${bySubmission(o.query.submissionId)} ${after}
        order by lower(e.legal_name), e.id
        limit ${perPage} offset ${o.after ? 0 : (page - 1) * perPage}`,
  );
  let total = Number(found[0]?.total ?? 0);
  if (found.length === 0 && page > 1 && !o.after) {
    // A page past the end still says how many there are.
    const [count] = await rows<{ n: number | string }>(
      o.db,
      sql`select count(*) as n from customer_entities e
          where e.merged_into is null and ${visibleEntitySql(o)} ${searchSql(o.query.search)}
            ${bySubmission(o.query.submissionId)}`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    rows: found.map((r): CustomerRow => ({
      id: r.id,
      legalName: r.legal_name,
      taxId: r.tax_id,
      duns: r.duns,
      customerCodes: r.customer_codes,
      submissionCount: Number(r.submission_count),
      parentId: r.parent_id,
      limitTotal: r.limit_total === null ? null : Number(r.limit_total),
      exposureTotal: r.exposure_total === null ? null : Number(r.exposure_total),
    })),
    total,
    page,
    perPage,
  };
}
