/**
 * The rows an analytics call reads (README 'Analytics'): the query's range as a half-open UTC window, and the
 * stage clocks' condition — the viewer's scope and header selection as the submission lists apply them
 * (scopeSql), the `unit` (a company includes its divisions) and the `kind`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery } from '@cp/schemas/contracts/analytics';
import type { UnitSelection } from '@cp/schemas/permissions/scope';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { alias } from 'drizzle-orm/pg-core';
import { submissionStageClocks } from '../db/schema';
import { scopeSql } from '../services/submissions/access';

/** The stage clocks as `c`, the alias every analytics statement reads them by. */
const c = alias(submissionStageClocks, 'c');

export interface AnalyticsFilter {
  actor: SessionUser;
  query: AnalyticsQuery;
  selection?: UnitSelection;
  /** Today (tests fix it); default now. */
  now?: Date;
}

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The range's days (default: the 12 months to today) and its window [start, end). */
export function rangeOf(f: AnalyticsFilter): { from: string; to: string; start: Date; end: Date } {
  const to = f.query.to ?? dayOf(f.now ?? new Date());
  const yearBefore = new Date(`${to}T00:00:00Z`);
  yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
  const from = f.query.from ?? dayOf(new Date(yearBefore.getTime() + DAY));
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY),
  };
}

/** The stage clocks the viewer may see, of the query's unit and kind. */
export function clocksWhere(f: AnalyticsFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  const scope = scopeSql(f.actor, f.selection, { companyId: c.companyId, divisionId: c.unitId });
  if (scope) conditions.push(scope);
  if (f.query.unit) conditions.push(sql`(${c.companyId} = ${f.query.unit} or ${c.unitId} = ${f.query.unit})`);
  if (f.query.kind)
    conditions.push(
      sql`${c.form} = ${f.query.kind === 'application' ? 'credit-application' : 'customer-activation'}`,
    );
  return sql.join(conditions, sql` and `);
}

/** Hours rounded to one decimal (the contract's precision); null stays null. */
export const tenth = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
