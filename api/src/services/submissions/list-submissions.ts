/**
 * One page of a list and its total in a single round trip (back-office.md §2), for any kind: the page's
 * ids (with the total) first, then their details, joins, contact names and possible duplicates for those
 * rows only. See list-conditions for what a list selects.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { poolOf, statementName } from '../../db/named';
import { submissions } from '../../db/schema';
import {
  countedTotal,
  keysetConditions,
  listConditions,
  sortDateOf,
  type ListOptions,
} from './list-conditions';
import { EXPORT_FIELDS, LIST_FIELDS, NOT_EXPORTED, selectRows, type ListRow } from './list-fields';

export type { ListOptions };

export async function listSubmissions(
  o: ListOptions & { db: DbOrTx },
): Promise<{ rows: ListRow[]; total: number }> {
  const { page, counted } = listPage(o);
  // A keyset page is an export's: its lighter fields (list-fields.ts).
  const rows = await runList(o.db, page, o.keyset ? EXPORT_FIELDS : LIST_FIELDS);
  if (o.keyset) return { rows, total: 0 };
  const total = rows[0]?.total ?? (o.offset > 0 ? await countTotal(o, counted) : 0);
  return { rows, total };
}

/** The page's ids, sort dates and total: the part of a list's statement that depends on its filter. */
function listPage(o: ListOptions) {
  const s = submissions;
  const sortDate = sortDateOf(o);
  const where = and(...listConditions(o));
  // The page size is part of the statement text (the list offers a few sizes), and so is the offset of the
  // first pages: with a parameter there PostgreSQL costs a generic plan for an unknown, large offset and
  // plans every run again (0.55 ms of planning for 0.15 ms of work). Deeper pages, rarer, keep the offset
  // a parameter, which bounds the statements each connection keeps.
  const limit = sql.raw(String(Math.max(1, Math.min(1000, Math.trunc(o.limit)))));
  const offset =
    o.offset <= 10 * o.limit ? sql.raw(String(Math.max(0, Math.trunc(o.offset)))) : sql`${o.offset}`;
  const order = sql`sort_date desc nulls last, page_id desc nulls last limit ${limit} offset ${offset}`;
  if (o.keyset) {
    // An export's page (README 'Exports'): after the last row of the page before, no total, no offset.
    const after = and(where, ...keysetConditions(o));
    const page = sql`select ${s.id} as page_id, ${sortDate} as sort_date, 0 as total
          from ${s} where ${after} order by ${sortDate} desc nulls last, ${s.id} desc nulls last limit ${limit}`;
    return { page, counted: undefined };
  }
  const counted = countedTotal(o);
  // Without a search or date range the page is the first rows of the list's index and the total is
  // counted. With one, the matches are found once (a search: through the list's search index) and both the
  // total and the page come from them; a window count would let PostgreSQL 15 walk the date index instead,
  // expecting the LIMIT to stop it early, and then read every row of the list.
  const page = counted
    ? sql`select ${s.id} as page_id, ${sortDate} as sort_date, ${counted} as total
          from ${s} where ${where} order by ${sortDate} desc nulls last, ${s.id} desc nulls last
          limit ${limit} offset ${offset}`
    : sql`with matches as (select ${s.id} as page_id, ${sortDate} as sort_date from ${s} where ${where})
          select page_id, sort_date, (select count(*) from matches) as total from matches order by ${order}`;
  return { page, counted };
}

const pageOrder = sql`page.sort_date desc nulls last, page.page_id desc nulls last`;
const dialect = new PgDialect();
const PAGE = '/*list page*/';

/**
 * The list statement around its page (the select list of LIST_FIELDS, the joins and the order), rendered
 * once: it is the same for every list and has no parameters. Rendering it was most of drizzle's share of
 * the API's CPU on a list request (about 0.5 ms per request for 40 fields and 3 joins, and their garbage).
 */
const around = new Map<typeof LIST_FIELDS, { before: string; after: string }>();

function statementText(
  db: DbOrTx,
  page: SQL,
  fields: typeof LIST_FIELDS = LIST_FIELDS,
): { text: string; params: unknown[] } {
  let parts = around.get(fields);
  if (!parts) {
    const { sql: text, params } = selectRows(db, sql.raw(PAGE), fields).orderBy(pageOrder).toSQL();
    const at = text.indexOf(PAGE);
    if (params.length || at < 0 || text.indexOf(PAGE, at + 1) >= 0)
      throw new Error('The list statement around its page must be constant text.');
    parts = { before: text.slice(0, at), after: text.slice(at + PAGE.length) };
    around.set(fields, parts);
  }
  const { sql: inner, params } = dialect.sqlToQuery(page);
  return { text: parts.before + inner + parts.after, params };
}

/**
 * The SQL text and parameters of a list page's statement, as listSubmissions runs it on a PostgreSQL
 * server (exported so that bench:list can time the same statement bare, beside the API).
 */
export const listStatement = (o: ListOptions & { db: DbOrTx }) => statementText(o.db, listPage(o).page);

const FIELD_NAMES = Object.keys(LIST_FIELDS) as (keyof ListRow)[];
/** The positions a row object gets: every field, or for an export only those it reads (the rest are null). */
const ALL_FIELDS = FIELD_NAMES.map((_, i) => i);
const EXPORTED_FIELDS = ALL_FIELDS.filter(
  (i) => !(NOT_EXPORTED as readonly string[]).includes(FIELD_NAMES[i]),
);

/**
 * Runs a list page's statement as a named prepared statement, one per distinct SQL text (the values are
 * parameters, so the texts are few: one per list, kind of filter and shape of scope). PostgreSQL then
 * parses it once per connection and, after a few runs, reuses a generic plan: planning was about 60% of
 * the server's time for a page (0.6-0.8 ms of 1.1 ms, measured on 1,000,000 rows).
 *
 * Only the page is rendered per request, inside the text rendered once (statementText); drizzle's `prepare(name)`
 * would build and render the whole statement again. On a PostgreSQL server it goes straight to the pool;
 * its rows come back in the order of LIST_FIELDS, with node-postgres's own types (timestamps as Date,
 * numerics and counts as strings, converted by the callers). PGlite has one connection and no statement
 * names, and a transaction has no pool of its own: those go through drizzle.
 */
async function runList(db: DbOrTx, page: SQL, fields: typeof LIST_FIELDS): Promise<ListRow[]> {
  const pool = poolOf(db);
  if (!pool) return selectRows(db, page, fields).orderBy(pageOrder).execute();
  const { text, params } = statementText(db, page, fields);
  const name = statementName('list', text);
  const result = await pool.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
  // A plain loop: Object.fromEntries over mapped pairs made 41 arrays per row (an export reads a million rows).
  const positions = fields === EXPORT_FIELDS ? EXPORTED_FIELDS : ALL_FIELDS;
  return result.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (const i of positions) row[FIELD_NAMES[i]] = values[i];
    row.total = Number(row.total);
    return row as ListRow;
  });
}

/** Total alone, for a page past the end (the page's rows then carry none). */
async function countTotal(
  o: ListOptions & { db: DbOrTx },
  counted: SQL<number> | undefined,
): Promise<number> {
  if (counted) {
    const [row] = await o.db.select({ n: counted.mapWith(Number) }).from(sql`(select 1) as one`);
    return row?.n ?? 0;
  }
  const [row] = await o.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(submissions)
    .where(and(...listConditions(o)));
  return row?.n ?? 0;
}
