/**
 * AR import (issue 29 item 4; schemas/contracts/ar-imports.ts). The CSV is read as a stream through
 * csv-parse (the pair of csv-stringify, adaltas/node-csv) and every line is checked before anything is stored:
 * any bad line refuses the whole file (400, `data.errors: [{ line, message }]`, the header being line 1).
 * A good file replaces the unit's imports of the same as-of dates, in one transaction, in batches; its rows
 * are then matched to entities by customer code (the entities' customer_codes) or tax id.
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import {
  AR_COLUMNS,
  type ArImportResult,
  type ArLineError,
  type ArMapping,
  type ArUnmatchedLine,
} from '@cp/schemas/contracts/ar-imports';
import { AR_IMPORT_DENIED, AR_IMPORT_INVALID } from '@cp/schemas/messages/customers';
import { subject } from '@cp/schemas/permissions/ability';
import type { Db, DbOrTx } from '../db/client';
import { AppError, ErrorCode } from '../errors';
import { abilityOf, type Staff } from '../services/submissions/access';
import { rows } from './db';
import { bringReviewsForward } from './reviews';

const MAX_ERRORS = 500;
const BATCH = 5000;
const AMOUNTS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90', 'total'] as const;
const REQUIRED = ['division_code', 'as_of', ...AMOUNTS] as const;
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface UnitRow {
  id: string;
  kind: 'company' | 'division';
  parent_id: string | null;
  code: string;
  name: string;
}

/** A Super Admin, or an Admin who may save submissions of the unit. */
export function mayImportFor(staff: Staff, unit: UnitRow): boolean {
  const on =
    unit.kind === 'division'
      ? { companyId: unit.parent_id ?? '', divisionId: unit.id }
      : { companyId: unit.id, divisionId: null };
  return abilityOf(staff).can('save', subject('Application', on));
}

export async function findUnitRow(db: DbOrTx, id: string): Promise<UnitRow | undefined> {
  const [u] = await rows<UnitRow>(
    db,
    sql`select id, kind, parent_id, code, name from units where id = ${id}::uuid`,
  );
  return u;
}

export async function assertMayImport(db: DbOrTx, staff: Staff, unitId: string): Promise<UnitRow> {
  const unit = await findUnitRow(db, unitId);
  if (!unit || !mayImportFor(staff, unit)) throw new AppError(ErrorCode.Forbidden, AR_IMPORT_DENIED);
  return unit;
}

/** The unit's saved mapping ({} when none). */
export async function savedMapping(db: DbOrTx, unitId: string): Promise<ArMapping> {
  const [m] = await rows<{ mapping: ArMapping }>(
    db,
    sql`select mapping from ar_mappings where unit_id = ${unitId}::uuid`,
  );
  return m?.mapping ?? {};
}

export async function saveMapping(db: DbOrTx, unitId: string, mapping: ArMapping): Promise<void> {
  await db.execute(sql`insert into ar_mappings (unit_id, mapping, updated_at)
      values (${unitId}::uuid, ${JSON.stringify(mapping)}::jsonb, now())
      on conflict (unit_id) do update set mapping = excluded.mapping, updated_at = now()`);
}

interface ParsedLine {
  line: number;
  unit_id: string;
  as_of: string;
  customer_code: string;
  tax_id: string | null;
  current: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  days_over_90: string;
  total: string;
}

const validDate = (v: string) => {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const cents = (v: string) => Math.round(Number(v) * 100);

/**
 * Reads and checks the whole file; answers its lines or throws the 400 with every bad line (up to 500).
 * `units`: the codes (upper case) of the import unit and, for a company, its divisions.
 */
export async function parseArFile(
  input: Readable,
  o: { mapping: ArMapping; units: Map<string, string> },
): Promise<ParsedLine[]> {
  const errors: ArLineError[] = [];
  const out: ParsedLine[] = [];
  const fail = (line: number, message: string) => {
    if (errors.length < MAX_ERRORS) errors.push({ line, message });
  };
  // Their header -> our column.
  const rename = new Map(
    Object.entries(o.mapping).map(([ours, theirs]) => [theirs.trim().toLowerCase(), ours]),
  );
  let index: Map<string, number> | null = null;
  const parser = input.pipe(
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = info.lines;
      if (!index) {
        index = new Map();
        record.forEach((h, i) => {
          const key = h.trim().toLowerCase();
          const ours = rename.get(key) ?? key;
          if ((AR_COLUMNS as readonly string[]).includes(ours) || ours === 'tax_id') index!.set(ours, i);
          else if (rename.size === 0) fail(line, `Unknown column '${h}'`);
        });
        const missing = REQUIRED.filter((c) => !index!.has(c));
        if (!index.has('customer_code') && !index.has('tax_id')) missing.unshift('customer_code' as never);
        if (missing.length)
          fail(line, `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
        if (errors.length) break;
        continue;
      }
      const cols = index;
      const get = (c: string) => (cols.has(c) ? (record[cols.get(c)!] ?? '').trim() : '');
      const problems: string[] = [];
      const code = get('customer_code');
      const taxDigits = get('tax_id').replace(/[^0-9]/g, '');
      if (!code && !taxDigits) problems.push('customer_code or tax_id is required');
      if (get('tax_id') && taxDigits.length !== 9) problems.push('tax_id must have nine digits');
      const unitId = o.units.get(get('division_code').toUpperCase());
      if (!unitId)
        problems.push(`division_code '${get('division_code')}' is not this unit or one of its divisions`);
      const asOf = get('as_of');
      if (!validDate(asOf)) problems.push('as_of must be a date as YYYY-MM-DD');
      for (const c of AMOUNTS) if (!MONEY.test(get(c))) problems.push(`${c} must be an amount like 1234.56`);
      if (problems.length === 0) {
        const sum = AMOUNTS.slice(0, 5).reduce((a, c) => a + cents(get(c)), 0);
        if (sum !== cents(get('total'))) problems.push('total is not the sum of the aging buckets');
      }
      if (problems.length) {
        fail(line, problems.join('; '));
        continue;
      }
      if (errors.length) continue; // already refused: only the errors are still collected
      out.push({
        line,
        unit_id: unitId!,
        as_of: asOf,
        customer_code: code,
        tax_id: taxDigits || null,
        current: get('current'),
        days_1_30: get('days_1_30'),
        days_31_60: get('days_31_60'),
        days_61_90: get('days_61_90'),
        days_over_90: get('days_over_90'),
        total: get('total'),
      });
    }
  } catch (e) {
    const line = (e as { lines?: number }).lines ?? (index ? 2 : 1);
    fail(line, (e as Error).message);
  }
  if (!index) fail(1, 'The file is empty: it needs the header line');
  if (errors.length) throw new AppError(ErrorCode.Validation, AR_IMPORT_INVALID, { data: { errors } });
  return out;
}

/** The codes of the import unit and (a company) its divisions: code (upper case) -> unit id. */
export async function unitCodes(db: DbOrTx, staff: Staff, unit: UnitRow): Promise<Map<string, string>> {
  const found = await rows<UnitRow>(
    db,
    sql`select id, kind, parent_id, code, name from units
        where id = ${unit.id}::uuid or (${unit.kind} = 'company' and parent_id = ${unit.id}::uuid)`,
  );
  return new Map(found.filter((u) => mayImportFor(staff, u)).map((u) => [u.code.trim().toUpperCase(), u.id]));
}

export async function storeArImport(
  db: Db,
  staff: Staff,
  o: { unitId: string; fileName: string; lines: ParsedLine[] },
): Promise<ArImportResult> {
  return db.transaction(async (tx) => {
    const dates = [...new Set(o.lines.map((l) => l.as_of))].sort();
    const imports: ArImportResult['imports'] = [];
    const importOf = new Map<string, string>();
    for (const asOf of dates) {
      const [old] = await rows<{ id: string }>(
        tx,
        sql`delete from ar_imports where unit_id = ${o.unitId}::uuid and as_of = ${asOf}::date returning id`,
      );
      const rowCount = o.lines.filter((l) => l.as_of === asOf).length;
      const [created] = await rows<{ id: string }>(
        tx,
        sql`insert into ar_imports (unit_id, as_of, file_name, row_count, imported_by)
            values (${o.unitId}::uuid, ${asOf}::date, ${o.fileName.slice(0, 200)}, ${rowCount},
              ${staff.actor.id}::uuid) returning id`,
      );
      importOf.set(asOf, created.id);
      imports.push({ id: created.id, unitId: o.unitId, asOf, rowCount, replaced: Boolean(old) });
    }
    for (let i = 0; i < o.lines.length; i += BATCH) {
      const batch = o.lines.slice(i, i + BATCH).map((l) => ({ ...l, import_id: importOf.get(l.as_of) }));
      await tx.execute(sql`insert into ar_lines (import_id, line, unit_id, as_of, customer_code, tax_id,
            current, days_1_30, days_31_60, days_61_90, days_over_90, total)
          select x.import_id, x.line, x.unit_id, x.as_of, x.customer_code, x.tax_id, x.current, x.days_1_30,
            x.days_31_60, x.days_61_90, x.days_over_90, x.total
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(import_id uuid, line int, unit_id uuid,
            as_of date, customer_code text, tax_id text, current numeric, days_1_30 numeric,
            days_31_60 numeric, days_61_90 numeric, days_over_90 numeric, total numeric)`);
    }
    const ids = [...importOf.values()];
    if (ids.length) {
      await matchLines(tx, ids);
      // Issue 29 item 7: a customer over 85 % of its limit at the unit is reviewed now.
      await bringReviewsForward(tx, await overUtilised(tx, ids));
    }
    const counts = ids.length
      ? await rows<{ matched: string | number; unmatched: string | number }>(
          tx,
          sql`select count(entity_id) as matched, count(*) - count(entity_id) as unmatched from ar_lines
              where import_id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        )
      : [{ matched: 0, unmatched: 0 }];
    return {
      imports,
      rowCount: o.lines.length,
      matchedCount: Number(counts[0].matched),
      unmatchedCount: Number(counts[0].unmatched),
      unmatched: ids.length ? await unmatchedLines(tx, ids, 200) : [],
    };
  });
}

/** The entities whose exposure in these imports is above 85 % of their limit at the line's unit. */
async function overUtilised(tx: DbOrTx, importIds: string[]): Promise<string[]> {
  const found = await rows<{ id: string }>(
    tx,
    sql`select distinct l.entity_id as id from ar_lines l
        join customer_limits c on c.entity_id = l.entity_id and c.unit_id = l.unit_id
        where l.import_id in (${sql.join(
          importIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and l.entity_id is not null and c.amount > 0 and l.total > 0.85 * c.amount`,
  );
  return found.map((r) => r.id);
}

/** Matches the lines of these imports: customer code first, else tax id. */
async function matchLines(tx: DbOrTx, importIds: string[]): Promise<void> {
  const ids = sql.join(
    importIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`update ar_lines l set entity_id = m.id
      from (select distinct on (c) c, e.id from customer_entities e, unnest(e.customer_codes) c
            where e.merged_into is null order by c, e.add_date, e.id) m
      where l.import_id in (${ids}) and l.customer_code <> '' and m.c = l.customer_code`);
  await tx.execute(sql`update ar_lines l set entity_id = m.id
      from (select distinct on (tax_id) tax_id, id from customer_entities
            where merged_into is null and tax_id is not null order by tax_id, add_date, id) m
      where l.import_id in (${ids}) and l.entity_id is null and l.tax_id is not null and m.tax_id = l.tax_id`);
}

export async function unmatchedLines(
  db: DbOrTx,
  importIds: string[] | null,
  limit = 500,
  unitIds?: string[],
) {
  const where = importIds
    ? sql`l.import_id in (${sql.join(
        importIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : unitIds && unitIds.length
      ? sql`i.unit_id in (${sql.join(
          unitIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`true`;
  const found = await rows<{
    id: string;
    line: number;
    customer_code: string;
    tax_id: string | null;
    unit_name: string;
    as_of: string;
    total: string;
  }>(
    db,
    sql`select l.id::text as id, l.line, l.customer_code, l.tax_id, u.name as unit_name, l.as_of::text as as_of,
          l.total
        from ar_lines l join ar_imports i on i.id = l.import_id join units u on u.id = l.unit_id
        where l.entity_id is null and ${where}
        order by i.as_of desc, l.line limit ${limit}`,
  );
  return found.map((r): ArUnmatchedLine => ({
    id: r.id,
    line: Number(r.line),
    customerCode: r.customer_code,
    taxId: r.tax_id,
    unitName: r.unit_name,
    asOf: String(r.as_of).slice(0, 10),
    total: Number(r.total),
  }));
}
