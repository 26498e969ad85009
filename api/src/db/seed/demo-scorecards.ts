/**
 * The demo's scorecards (README 'Scorecard'): beside the group default (migration 0032), CPG publishes its own
 * version — trade references weigh more and its best band gives Net 45 — which its Bristol division uses too;
 * the other units use the default. The generated applicants are all long-established and large, so a few
 * PENDING applications get a younger business, a smaller revenue or an unanswered date (written at their
 * roles' places), and the console shows scores across the bands.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ScorecardDefinition } from '@cp/schemas/contracts/scorecards';
import { pointerParts } from '@cp/schemas/forms/roles';
import { DEFAULT_SCORECARD } from '@cp/schemas/scorecards/default';
import type { Tx } from '../client';
import { scorecards, submissions, units } from '../schema';
import { definitionOf } from '../../forms/definitions';

export const CPG_SCORECARD: ScorecardDefinition = {
  factors: DEFAULT_SCORECARD.factors.map((f) =>
    f.key === 'tradePaymentScore'
      ? { ...f, weight: 35 }
      : f.key === 'tradeReferenceCount'
        ? { ...f, weight: 15 }
        : f,
  ),
  scoreBands: [
    {
      minScore: 85,
      name: 'Preferred',
      requestedPercent: 100,
      revenuePercent: 10,
      maxAmount: 150000,
      terms: 'Net 45',
    },
    {
      minScore: 70,
      name: 'Standard',
      requestedPercent: 80,
      revenuePercent: 5,
      maxAmount: 75000,
      terms: 'Net 30',
    },
    {
      minScore: 50,
      name: 'Watch',
      requestedPercent: 50,
      revenuePercent: 2,
      maxAmount: 20000,
      terms: 'Net 15',
    },
    {
      minScore: 0,
      name: 'Decline',
      requestedPercent: 0,
      revenuePercent: null,
      maxAmount: null,
      terms: 'Cash in advance',
    },
  ],
};

export async function seedDemoScorecards(tx: Tx, superId: string): Promise<void> {
  await varyApplicants(tx);
  const [cpg] = await tx.select({ id: units.id }).from(units).where(eq(units.code, 'CPG'));
  if (!cpg) return;
  await tx.insert(scorecards).values({
    unitId: cpg.id,
    version: 1,
    status: 'published',
    definition: CPG_SCORECARD,
    createdBy: superId,
    updatedBy: superId,
    publishedAt: new Date(),
  });
}

/** Years before now the business was established (null: left unanswered), and its annual revenue. */
const PROFILES: Array<{ years: number | null; revenue: number | null }> = [
  { years: 1, revenue: 600_000 },
  { years: 3, revenue: 1_200_000 },
  { years: 7, revenue: 300_000 },
  { years: null, revenue: 2_000_000 },
  { years: 0.5, revenue: 150_000 },
  { years: 4, revenue: null },
];

/** Writes a value at a JSON pointer of the answers (null removes it). */
function setAt(doc: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = pointerParts(pointer);
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (value === null) delete node[last];
  else node[last] = value;
}

async function varyApplicants(tx: Tx): Promise<void> {
  const pending = await tx
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.status, 'PENDING'),
        eq(submissions.form, 'credit-application'),
        isNull(submissions.deleteDate),
        // Leave the records other parts of the demo tell a story with: reference answers, sanctions hits.
        sql`not exists (select 1 from reference_requests r where r.submission_id = ${submissions.id})`,
        sql`not exists (select 1 from sanctions_hits h where h.submission_id = ${submissions.id})`,
      ),
    )
    .orderBy(asc(submissions.applicationNumber));
  const now = Date.now();
  for (const [i, profile] of PROFILES.entries()) {
    const row = pending[i * 2];
    if (!row) return;
    const roles = (await definitionOf(tx, row)).roles ?? {};
    const data = structuredClone(row.data) as Record<string, unknown>;
    const established =
      profile.years === null
        ? null
        : new Date(now - profile.years * 365.25 * 86_400_000).toISOString().slice(0, 10);
    if (typeof roles.establishedDate === 'string') setAt(data, roles.establishedDate, established);
    if (typeof roles.annualRevenue === 'string') setAt(data, roles.annualRevenue, profile.revenue);
    // The facts follow from the data (trigger submission_facts, migration 0017).
    await tx.update(submissions).set({ data }).where(eq(submissions.id, row.id));
  }
}
