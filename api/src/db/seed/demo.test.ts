import supertest from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../auth/testing';
import {
  decisionNotices,
  referenceAnswers,
  referenceRequests,
  carrierChecks,
  sanctionsHits,
  sanctionsImports,
  sanctionsScreenings,
  scorecards,
  submissionDuplicates,
  submissions,
  units,
  users,
  webhookEndpoints,
  webhookEvents,
} from '../schema';
import { decryptSecret } from '../../webhooks/secrets';
import { scoreSubmission } from '../../scorecards/score-submission';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo';
import { DEMO_SANCTIONED_OWNER } from './demo-carriers';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoIfEmpty(t.ctx.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('is idempotent: a second run changes nothing', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(submissions);
    expect(await seedDemoIfEmpty(t.ctx.db)).toBe(false);
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(submissions);
    expect(after[0].n).toBe(before[0].n);
    expect(before[0].n).toBe(300);
  });

  it('has every email template, both families and every wording field filled', async () => {
    const rows = await t.ctx.db.select().from(units);
    expect(rows.map((u) => u.emailTemplate).sort()).toEqual([
      'BRISTOL',
      'CPG',
      'IDS',
      'MIDDLEBAY',
      'UWL',
      'WDS',
    ]);
    const cpg = rows.find((u) => u.code === 'CPG')!;
    expect(
      rows
        .filter((u) => u.parentId === cpg.id)
        .map((u) => u.code)
        .sort(),
    ).toEqual(['BRI', 'MBT']);
    expect(rows.find((u) => u.code === 'WDS')!.name).toBe('World Distribution Services');
    expect(rows.find((u) => u.code === 'MBT')!.termsUrl).toBe('');
    for (const unit of rows) {
      // Every text setting is filled, but Middle Bay's terms link: it has none (customer-portal.md §9).
      for (const [key, value] of Object.entries(unit))
        if (typeof value === 'string' && !(unit.code === 'MBT' && key === 'termsUrl'))
          expect(value, `${unit.code}.${key}`).not.toBe('');
      expect(Number(unit.quickCreditAmount)).toBeGreaterThan(0);
    }
  });

  it('spreads submissions over every status, with opened and expired invitations, numbered from the counters', async () => {
    const rows = await t.ctx.db.select().from(submissions);
    for (const form of ['credit-application', 'customer-activation'] as const)
      for (const status of ['SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED'] as const)
        expect(
          rows.filter((s) => s.form === form && s.status === status).length,
          `${form} ${status}`,
        ).toBeGreaterThan(3);
    const sent = rows.filter((s) => s.status === 'SENT');
    expect(sent.some((s) => s.applicationOpened)).toBe(true);
    expect(sent.some((s) => !s.applicationOpened)).toBe(true);
    expect(sent.some((s) => Date.now() - s.addDate.getTime() > 30 * 86_400_000)).toBe(true);
    const approved = rows.filter((s) => s.status === 'APPROVED');
    expect(
      approved.every((s) => s.customerCode && s.approvedAmount && s.approvedBy && s.approvedOrDeniedDate),
    ).toBe(true);
    expect(rows.filter((s) => s.status === 'DENIED').every((s) => s.denialCode)).toBe(true);
    const [uwl] = await t.ctx.db.select().from(units).where(eq(units.code, 'UWL'));
    const uwlNumbers = rows
      .filter((s) => s.companyId === uwl.id && s.applicationNumber)
      .map((s) => s.applicationNumber!);
    expect(uwlNumbers.every((n) => /^UWL\d+$/.test(n))).toBe(true);
    expect(uwl.counter).toBe(1000 + uwlNumbers.length);
    expect(new Set(rows.filter((s) => s.companyId === uwl.id).map((s) => s.formFamily))).toEqual(
      new Set(['application-eight', 'activation-uwl']),
    );
    const filled = rows.find((s) => s.status === 'NEW' && s.form === 'credit-application')!;
    expect(filled.data).toMatchObject({
      companyName: expect.any(String),
      address: { country: 'United States' },
    });
    expect(String(filled.data.companyPhone)).toMatch(/^\d{10}$/);
    expect(String(filled.data.signatureDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a possible duplicate: two applications of one business in different units, recorded as a pair', async () => {
    const pairs = await t.ctx.db.select().from(submissionDuplicates);
    expect(pairs).toHaveLength(1);
    const [later] = await t.ctx.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, pairs[0].submissionId));
    const [earlier] = await t.ctx.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, pairs[0].duplicateId));
    expect(later.companyId).not.toBe(earlier.companyId);
    expect(later.data.companyName).toBe(earlier.data.companyName);
    expect((later.data.bankInfo as { duns: string }).duns).toBe(
      (earlier.data.bankInfo as { duns: string }).duns,
    );
  });

  it.each(['superadmin@demo.test', 'admin@demo.test', 'readonly@demo.test'])('%s signs in', async (email) => {
    const res = await supertest(t.app).post('/api/User/login').send({ email, password: DEMO_PASSWORD });
    expect(res.body.success).toBe(true);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user.firstName).not.toBe('');
  });
  it('shows every stage on the analytics with realistic timestamps (README Analytics)', async () => {
    const agent = supertest.agent(t.app);
    await agent
      .post('/api/User/login')
      .send({ email: 'superadmin@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const res = await agent.get('/api/v1/analytics/stages').expect(200);
    const figures = Object.fromEntries(
      (res.body.data.overall as { stage: string; medianHours: number; count: number }[]).map((f) => [
        f.stage,
        f,
      ]),
    );
    for (const stage of ['invite_to_open', 'open_to_submit', 'customer', 'staff', 'signer', 'decision'])
      expect(figures[stage].count, stage).toBeGreaterThan(0);
    // Opened hours after the invitation, submitted a day or two later, decided in 1-3 days.
    expect(figures.invite_to_open.medianHours).toBeLessThan(10);
    expect(figures.customer.medianHours).toBeGreaterThan(14);
    expect(figures.customer.medianHours).toBeLessThan(54);
    expect(figures.decision.medianHours).toBeGreaterThanOrEqual(24);
    expect(figures.decision.medianHours).toBeLessThanOrEqual(72);
    expect(res.body.data.byUnit.length).toBeGreaterThan(0);
    const overview = await agent.get('/api/v1/analytics/overview').expect(200);
    expect(overview.body.data.funnel[0].count).toBeGreaterThan(0);
    expect(overview.body.data.outcomes.length).toBeGreaterThan(0);
  });
  it('has reference requests in every state, with scored answers, one by phone', async () => {
    const requests = await t.ctx.db.select().from(referenceRequests);
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['sent', 'opened', 'answered', 'declined', 'cancelled', 'bounced']),
    );
    expect(requests.some((r) => r.remindersSent === 2)).toBe(true);
    const answers = await t.ctx.db.select().from(referenceAnswers);
    const scores = answers.map((a) => a.score).filter((x): x is number => x !== null);
    expect(Math.min(...scores)).toBe(20);
    expect(Math.max(...scores)).toBe(80);
    expect(answers.filter((a) => a.byPhone)).toHaveLength(1);
    const [bristol] = await t.ctx.db.select().from(units).where(eq(units.code, 'BRI'));
    expect(bristol.referenceAutoRequest).toBe(true);
  });

  it('imports the sample sanctions list and screens every record; a PENDING Bristol application has an open hit', async () => {
    const [list] = await t.ctx.db.select().from(sanctionsImports);
    expect(list).toMatchObject({ list: 'sdn', entries: 9, names: 15 });
    const submitted = await t.ctx.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(sql`${submissions.status} in ('NEW', 'PENDING', 'APPROVED', 'DENIED')`);
    const screened = await t.ctx.db.select().from(sanctionsScreenings);
    expect(new Set(screened.map((s) => s.submissionId))).toEqual(new Set(submitted.map((s) => s.id)));
    const open = await t.ctx.db
      .select({ status: submissions.status, divisionId: submissions.divisionId, score: sanctionsHits.score })
      .from(sanctionsHits)
      .innerJoin(submissions, eq(submissions.id, sanctionsHits.submissionId))
      .where(eq(sanctionsHits.status, 'open'));
    const [bristol] = await t.ctx.db.select().from(units).where(eq(units.code, 'BRI'));
    expect(open).toContainEqual({ status: 'PENDING', divisionId: bristol.id, score: 1 });
  });

  it('publishes the group default and CPG’s own scorecard; PENDING applications score differently', async () => {
    const cards = await t.ctx.db.select().from(scorecards);
    const [cpg] = await t.ctx.db.select().from(units).where(eq(units.code, 'CPG'));
    expect(cards.map((c) => [c.unitId, c.version, c.status]).sort()).toEqual(
      [
        [cpg.id, 1, 'published'],
        [null, 1, 'published'],
      ].sort(),
    );
    const pending = await t.ctx.db
      .select()
      .from(submissions)
      .where(sql`${submissions.status} = 'PENDING' and ${submissions.form} = 'credit-application'`);
    const [boss] = await t.ctx.db.select().from(users).where(eq(users.email, 'superadmin@demo.test'));
    const actor = { ...boss, companies: [], divisions: [] } as unknown as Parameters<
      typeof scoreSubmission
    >[1]['actor'];
    const scored = [];
    for (const row of pending) scored.push(await scoreSubmission(t.ctx.db, { actor }, row));
    const scores = new Set(scored.map((r) => r?.score));
    const bands = new Set(scored.map((r) => r?.band));
    expect(scores.size).toBeGreaterThanOrEqual(5);
    expect(bands.size).toBeGreaterThanOrEqual(2);
    expect(scored.some((r) => r?.unitId === cpg.id)).toBe(true);
  });

  it("enqueues the evidence bundle of every decided record (README 'Evidence bundle')", async () => {
    const decided = await t.ctx.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(sql`${submissions.status} in ('APPROVED', 'DENIED') and ${submissions.deleteDate} is null`);
    expect(decided.length).toBeGreaterThan(0);
    const { rows } = (await t.ctx.db.execute(
      sql`select data->>'submissionId' as id from pgboss.job where name = 'evidence-bundle'`,
    )) as unknown as { rows: { id: string }[] };
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(decided.map((d) => d.id)));
  });

  it('gives every denied record its notice; three applications requested the statement of reasons', async () => {
    const denied = await t.ctx.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.status, 'DENIED'));
    const notices = await t.ctx.db.select().from(decisionNotices);
    expect(new Set(notices.map((n) => n.submissionId))).toEqual(new Set(denied.map((d) => d.id)));
    expect(notices.every((n) => n.reasons.length === 1 && n.reasons[0].length >= 3)).toBe(true);
    const asked = notices.filter((n) => n.reasonsRequestedAt);
    expect(asked).toHaveLength(3);
    expect(asked.filter((n) => n.statementSentAt)).toHaveLength(1);
    for (const n of asked) {
      expect(n.reasonsRequestedAt!.getTime()).toBeGreaterThan(n.noticeDate.getTime());
      expect(n.reasonsRequestedAt!.getTime() - n.noticeDate.getTime()).toBeLessThan(60 * 24 * 3600 * 1000);
    }
  });

  it('records carrier checks on two eight-step applications (one lapsed insurance) and finds an SDN owner', async () => {
    const checks = await t.ctx.db
      .select({
        verdict: carrierChecks.verdict,
        problems: carrierChecks.problems,
        family: submissions.formFamily,
      })
      .from(carrierChecks)
      .innerJoin(submissions, eq(submissions.id, carrierChecks.submissionId));
    expect(checks).toHaveLength(2);
    expect(checks.every((c) => c.family === 'application-eight')).toBe(true);
    expect(checks).toContainEqual({
      verdict: 'warning',
      problems: ['BIPD insurance lapsed: $300,000 on file, $750,000 required.'],
      family: 'application-eight',
    });
    expect(checks.map((c) => c.verdict)).toContain('active');
    const owners = await t.ctx.db
      .select({ status: sanctionsHits.status, role: sanctionsHits.partyRole, name: sanctionsHits.partyName })
      .from(sanctionsHits)
      .where(eq(sanctionsHits.partyRole, 'owner'));
    expect(owners).toContainEqual({ status: 'open', role: 'owner', name: DEMO_SANCTIONED_OWNER });
  });

  it("shows webhook endpoints with a delivery log: UWL's delivered (one after a retry), CPG's disabled after failing", async () => {
    const agent = supertest.agent(t.app);
    await agent
      .post('/api/User/login')
      .send({ email: 'superadmin@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const { data: endpoints } = (await agent.get('/api/v1/webhooks/endpoints').expect(200)).body as {
      data: {
        id: string;
        url: string;
        active: boolean;
        disabledAt: string | null;
        disabledReason: string | null;
      }[];
    };
    const active = endpoints.find((e) => e.url === 'https://erp.uwl.example.com/hooks/credit')!;
    const disabled = endpoints.find((e) => !e.active)!;
    expect(active.active).toBe(true);
    expect(disabled.disabledAt).not.toBeNull();
    expect(disabled.disabledReason).toMatch(/^Every attempt failed for 3 days/);
    const log = async (id: string) =>
      (await agent.get(`/api/v1/webhooks/endpoints/${id}/deliveries?offset=0&limit=50`).expect(200)).body.data
        .rows as {
        status: string;
        attempts: number;
        responseCode: number | null;
        nextAttemptAt: string | null;
        attemptLog: { responseCode: number | null; durationMs: number }[];
      }[];
    const delivered = await log(active.id);
    expect(delivered.length).toBeGreaterThan(3);
    expect(
      delivered.every((d) => d.status === 'succeeded' && d.responseCode! < 300 && !d.nextAttemptAt),
    ).toBe(true);
    expect(delivered.some((d) => d.attempts === 2 && d.attemptLog[0].responseCode === 502)).toBe(true);
    const failed = (await log(disabled.id)).filter((d) => d.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(
      failed.every((d) => d.attempts > 5 && d.attemptLog.length === d.attempts && !d.nextAttemptAt),
    ).toBe(true);
    const [event] = await t.ctx.db.select().from(webhookEvents).limit(1);
    expect(event.data).toMatchObject({ data: { version: 1, submissionId: event.submissionId } });
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, active.id));
    expect(await decryptSecret(t.ctx.db, row.secretEncrypted)).toMatch(/^whsec_/);
  });
});
