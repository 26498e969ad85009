/**
 * Analytics through HTTP (README 'Analytics'): exact medians, p90s and counts of every stage over a small
 * hand-built set of records (the references' time taken out of the staff's), the overview's funnel and
 * outcomes, the denial reasons by unit and month, the oldest open items, unit scoping for Read Only and
 * Admins, and the query's refusals.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AnalyticsOldestView,
  AnalyticsOverviewView,
  AnalyticsStagesView,
} from '@cp/schemas/contracts/analytics';
import type { TestApp } from '../auth/testing';
import type { Db } from '../db/client';
import {
  denialCodes,
  esignEnvelopes,
  referenceRequests,
  submissionStageClocks,
  submissions,
} from '../db/schema';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { staffAgents, useTestWorld } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
const H = 3_600_000;
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * H);

interface Made {
  form?: 'credit-application' | 'customer-activation';
  unit: { companyId: string; divisionId?: string };
  invited: string;
  /** Hours after the invitation. */
  opened?: number;
  submitted?: number;
  decided?: number;
  status: 'SENT' | 'NEW' | 'APPROVED' | 'DENIED';
  amount?: string;
  /** A denial's code (default CR-1). */
  denialCode?: string;
  /** Hours after the invitation: [sent, closed or null]. */
  refs?: [number, number | null][];
  signed?: number;
}

async function make(db: Db, m: Made): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({
      form: m.form ?? 'credit-application',
      formFamily: m.form === 'customer-activation' ? 'activation-cpg' : 'application-six-cpg',
      status: m.status,
      companyId: m.unit.companyId,
      divisionId: m.unit.divisionId ?? null,
      email: `buyer-${Math.random()}@acme.test`,
      addDate: at(m.invited),
      applicationOpened: m.opened === undefined ? null : at(m.invited, m.opened),
      signatureDate: m.submitted === undefined ? null : at(m.invited, m.submitted),
      approvedOrDeniedDate: m.decided === undefined ? null : at(m.invited, m.decided),
      approvedAmount: m.amount ?? null,
      denialCode: m.status === 'DENIED' ? (m.denialCode ?? 'CR-1') : '',
    })
    .returning();
  for (const [i, [sent, closed]] of (m.refs ?? []).entries())
    await db.insert(referenceRequests).values({
      submissionId: row.id,
      kind: 'trade',
      position: i,
      email: `ref${i}@trade.test`,
      status: closed === null ? 'sent' : 'answered',
      sentAt: at(m.invited, sent),
      closedAt: closed === null ? null : at(m.invited, closed),
    });
  if (m.signed !== undefined) {
    const [envelope] = await db
      .insert(esignEnvelopes)
      .values({
        submissionId: row.id,
        attempt: 1,
        provider: 'builtin',
        status: 'sent',
        signerEmail: 'signer@acme.test',
        tokenHash: `hash-${row.id}`,
        terms: {} as never,
      })
      .returning();
    // Completion is an update of the envelope, as the product records it.
    await db
      .update(esignEnvelopes)
      .set({ status: 'completed', updatedAt: at(m.invited, m.signed) })
      .where(eq(esignEnvelopes.id, envelope.id));
  }
  return row.id;
}

const ids: Record<string, string> = {};
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env);
const RANGE = 'from=2026-01-01&to=2026-03-31';

describe('analytics', () => {
  it('builds the records (the triggers keep one stage clock per live record)', async () => {
    const db = t.ctx.db;
    const cpg = { companyId: w.cpg.id };
    const bri = { companyId: w.cpg.id, divisionId: w.bri.id };
    // A1: references open 12 h of its 48 h decision; signed 10 h after the approval.
    ids.a1 = await make(db, {
      unit: cpg,
      invited: '2026-01-05T00:00:00Z',
      opened: 2,
      submitted: 26,
      decided: 74,
      status: 'APPROVED',
      amount: '10000',
      refs: [[28, 40]],
      signed: 84,
    });
    ids.a2 = await make(db, {
      unit: cpg,
      invited: '2026-01-10T00:00:00Z',
      opened: 4,
      submitted: 10,
      decided: 34,
      status: 'DENIED',
    });
    // A3: two requests overlapping each other and past the decision: 11 h of its 12 h are the references'.
    ids.a3 = await make(db, {
      unit: bri,
      invited: '2026-02-03T00:00:00Z',
      opened: 1,
      submitted: 5,
      decided: 17,
      status: 'APPROVED',
      amount: '5000',
      refs: [
        [6, 15],
        [8, 20],
      ],
    });
    ids.u1 = await make(db, {
      form: 'customer-activation',
      unit: { companyId: w.uwl.id },
      invited: '2026-02-10T00:00:00Z',
      opened: 6,
      submitted: 30,
      decided: 102,
      status: 'APPROVED',
    });
    // Open items: an invitation never opened; a record submitted after the range waiting on a reference.
    ids.x = await make(db, { unit: cpg, invited: '2026-03-01T00:00:00Z', status: 'SENT' });
    ids.p = await make(db, {
      unit: cpg,
      invited: '2026-04-02T00:00:00Z',
      opened: 1,
      submitted: 3,
      status: 'NEW',
      refs: [[4, null]],
    });
    const clocks = await db.select().from(submissionStageClocks);
    expect(clocks).toHaveLength(6);
    expect(clocks.find((c) => c.submissionId === ids.a3)!.refsOverlapSeconds).toBe(11 * 3600);
    expect(clocks.find((c) => c.submissionId === ids.a1)!.signedAt).toEqual(at('2026-01-05T00:00:00Z', 84));
  });

  const stages = async (who: keyof typeof agents, query = RANGE) => {
    const res = await agents[who].get(`/api/v1/analytics/stages?${query}`).expect(200);
    return res.body.data as AnalyticsStagesView;
  };
  const figures = (view: AnalyticsStagesView) =>
    Object.fromEntries(view.overall.map((f) => [f.stage, [f.medianHours, f.p90Hours, f.count]]));

  it('answers every stage: median, p90 and count, the references taken out of the staff time', async () => {
    const view = await stages('superAdmin');
    expect(view).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(figures(view)).toEqual({
      invite_to_open: [3, 5.4, 4],
      open_to_submit: [15, 24, 4],
      customer: [18, 28.8, 4],
      references: [13, 13.8, 2],
      staff: [30, 61.2, 4],
      signer: [10, 10, 1],
      decision: [36, 64.8, 4],
    });
    const decisionByMonth = view.byMonth.filter((f) => f.stage === 'decision');
    expect(decisionByMonth).toEqual([
      { stage: 'decision', month: '2026-01', medianHours: 36, p90Hours: 45.6, count: 2 },
      { stage: 'decision', month: '2026-02', medianHours: 42, p90Hours: 66, count: 2 },
    ]);
    const staffByUnit = view.byUnit.filter((f) => f.stage === 'staff');
    expect(staffByUnit.map((f) => [f.unitName, f.medianHours, f.count])).toEqual([
      ['Bristol', 1, 1],
      ['Container Port Group', 30, 2],
      ['UWL', 72, 1],
    ]);
  });

  it('filters by kind, unit (a company with its divisions) and range', async () => {
    expect(figures(await stages('superAdmin', `${RANGE}&kind=activation`)).decision).toEqual([72, 72, 1]);
    expect(figures(await stages('superAdmin', `${RANGE}&unit=${w.bri.id}`)).decision).toEqual([12, 12, 1]);
    expect(figures(await stages('superAdmin', `${RANGE}&unit=${w.cpg.id}`)).decision).toEqual([24, 43.2, 3]);
    const january = await stages('superAdmin', 'from=2026-01-01&to=2026-01-31');
    expect(figures(january).decision).toEqual([36, 45.6, 2]);
    expect(figures(january).references).toEqual([12, 12, 1]);
  });

  it('shows Read Only their units only; another unit answers empty figures', async () => {
    expect(figures(await stages('reader')).staff).toEqual([24, 33.6, 3]);
    const other = await stages('reader', `${RANGE}&unit=${w.uwl.id}`);
    expect(other.overall.every((f) => f.count === 0 && f.medianHours === null)).toBe(true);
    expect(other.byUnit).toEqual([]);
    expect(figures(await stages('otherAdmin')).decision).toEqual([72, 72, 1]);
  });

  it('answers the funnel, the outcomes by month and unit, and the denial reasons', async () => {
    const res = await agents.superAdmin.get(`/api/v1/analytics/overview?${RANGE}`).expect(200);
    const view = res.body.data as AnalyticsOverviewView;
    expect(view.funnel).toEqual([
      { step: 'sent', count: 5, conversion: null },
      { step: 'opened', count: 4, conversion: 0.8 },
      { step: 'submitted', count: 4, conversion: 1 },
      { step: 'decided', count: 4, conversion: 1 },
      { step: 'signed', count: 1, conversion: 0.25 },
    ]);
    expect(
      view.outcomes.map((o) => [o.month, o.unitName, o.approved, o.denied, o.approvalRate, o.approvedAmount]),
    ).toEqual([
      ['2026-01', 'Container Port Group', 1, 1, 0.5, '10000.00'],
      ['2026-02', 'Bristol', 1, 0, 1, '5000.00'],
      ['2026-02', 'UWL', 1, 0, 1, '0.00'],
    ]);
    expect(view.denialReasons.map((d) => [d.code, d.count])).toEqual([['CR-1', 1]]);
    // CPG has no code CR-1 of its own (Bristol and UWL have): the reason has no description.
    expect(view.denialReasonsByMonth).toEqual([
      {
        month: '2026-01',
        unitId: w.cpg.id,
        unitName: 'Container Port Group',
        code: 'CR-1',
        description: '',
        count: 1,
      },
    ]);
  });

  // Denials of May and June, after the other tests' range: by the month (UTC) of the decision and the unit,
  // the most frequent reason first; a division's code described by its company's codes too.
  const MAY_JUNE = 'from=2026-05-01&to=2026-06-30';
  const denials = async (who: keyof typeof agents, query = MAY_JUNE) => {
    const res = await agents[who].get(`/api/v1/analytics/overview?${query}`).expect(200);
    const view = res.body.data as AnalyticsOverviewView;
    return view.denialReasonsByMonth.map((d) => [d.month, d.unitName, d.code, d.description, d.count]);
  };

  it('answers the denial reasons by unit and month, scoped like the rest', async () => {
    const db = t.ctx.db;
    const cpg = { companyId: w.cpg.id };
    const bri = { companyId: w.cpg.id, divisionId: w.bri.id };
    await db.insert(denialCodes).values({ unitId: w.cpg.id, code: 'TR-2', description: 'Trade references' });
    const denied = (unit: Made['unit'], invited: string, denialCode: string, form?: Made['form']) =>
      make(db, { form, unit, invited, opened: 1, submitted: 2, decided: 10, status: 'DENIED', denialCode });
    await denied(bri, '2026-05-04T00:00:00Z', 'TR-2');
    await denied(bri, '2026-05-06T00:00:00Z', 'TR-2');
    await denied(bri, '2026-05-08T00:00:00Z', 'CR-1');
    // Invited in May, decided on 1 June at 06:00 UTC: a June denial.
    await denied(cpg, '2026-05-31T20:00:00Z', 'CR-1');
    await denied({ companyId: w.uwl.id }, '2026-06-02T00:00:00Z', 'CR-1', 'customer-activation');
    // An approval is no denial.
    await make(db, {
      unit: bri,
      invited: '2026-06-03T00:00:00Z',
      submitted: 2,
      decided: 10,
      status: 'APPROVED',
    });

    const may = [
      ['2026-05', 'Bristol', 'TR-2', 'Trade references', 2],
      ['2026-05', 'Bristol', 'CR-1', 'Credit risk', 1],
    ];
    const juneCpg = ['2026-06', 'Container Port Group', 'CR-1', '', 1];
    const juneUwl = ['2026-06', 'UWL', 'CR-1', 'Credit risk', 1];
    expect(await denials('superAdmin')).toEqual([...may, juneCpg, juneUwl]);
    const res = await agents.superAdmin.get(`/api/v1/analytics/overview?${MAY_JUNE}`).expect(200);
    const view = res.body.data as AnalyticsOverviewView;
    expect(view.denialReasonsByMonth[0]).toMatchObject({ unitId: w.bri.id });
    // The range's totals stay per code and description, the most frequent first.
    expect(view.denialReasons.map((d) => [d.code, d.description, d.count])).toEqual([
      ['CR-1', 'Credit risk', 2],
      ['TR-2', 'Trade references', 2],
      ['CR-1', '', 1],
    ]);
    // The query's unit, kind and range.
    expect(await denials('superAdmin', `${MAY_JUNE}&unit=${w.bri.id}`)).toEqual(may);
    expect(await denials('superAdmin', `${MAY_JUNE}&kind=activation`)).toEqual([juneUwl]);
    expect(await denials('superAdmin', 'from=2026-06-01&to=2026-06-30')).toEqual([juneCpg, juneUwl]);
    // An Admin of CPG sees CPG and its division; an Admin of UWL, UWL; a unit outside one's own, nothing.
    expect(await denials('admin')).toEqual([...may, juneCpg]);
    expect(await denials('reader')).toEqual([...may, juneCpg]);
    expect(await denials('otherAdmin')).toEqual([juneUwl]);
    expect(await denials('otherAdmin', `${MAY_JUNE}&unit=${w.cpg.id}`)).toEqual([]);
  });

  it('lists the oldest open items per stage, scoped like the stages', async () => {
    const res = await agents.reader.get('/api/v1/analytics/oldest').expect(200);
    const { items } = res.body.data as AnalyticsOldestView;
    expect(items.map((i) => [i.stage, i.submissionId, i.since])).toEqual([
      ['customer', ids.x, '2026-03-01T00:00:00.000Z'],
      ['references', ids.p, '2026-04-02T04:00:00.000Z'],
      ['staff', ids.p, '2026-04-02T03:00:00.000Z'],
    ]);
    expect(items[0]).toMatchObject({ kind: 'application', unitName: 'Container Port Group' });
    expect(items[0].waitingHours).toBeGreaterThan(0);
    const other = await agents.otherAdmin.get('/api/v1/analytics/oldest').expect(200);
    expect(other.body.data.items).toEqual([]);
  });

  it('refuses a bad query with the schema’s message, and the anonymous', async () => {
    const bad = await agents.admin.get('/api/v1/analytics/stages?from=2026-03-01&to=2026-01-01').expect(400);
    expect(JSON.stringify(bad.body)).toContain('The start date must be on or before the end date.');
    const day = await agents.admin.get('/api/v1/analytics/overview?from=yesterday').expect(400);
    expect(JSON.stringify(day.body)).toContain('Use a date as YYYY-MM-DD.');
    await agents.admin.get('/api/v1/analytics/oldest?unit=nope').expect(400);
    await agents.admin.get('/api/v1/analytics/stages?kind=loan').expect(400);
    await supertest(t.app).get('/api/v1/analytics/stages').expect(401);
  });
});
