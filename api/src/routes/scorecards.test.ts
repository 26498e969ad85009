/**
 * Scorecards through HTTP (README 'Scorecard'): the group default applies to a submitted application, a
 * Super Admin drafts, saves (field messages on a bad definition) and publishes the company's own version,
 * which the record's result then uses; admins read, Read Only reads no scorecard but sees the record's
 * result; an approval stores the version and the factors it saw.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScorecardDefinition } from '@cp/schemas/contracts/scorecards';
import { sampleFor } from '@cp/schemas/forms/samples';
import * as M from '@cp/schemas/messages/scorecards';
import { DEFAULT_SCORECARD } from '@cp/schemas/scorecards/default';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { scorecardResults } from '../db/schema';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { createSubmission } from '../test/factories';

const FAMILY = 'application-six-cpg';
const EMAIL = 'buyer@applicant.test';
let t: TestApp;
let w: ApplicationWorld;
type Agent = ReturnType<typeof supertest.agent>;
const agents = {} as Record<'boss' | 'admin' | 'reader', Agent>;
let recordId = '';

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  const users = {
    boss: await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' }),
    admin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] }),
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.cpg.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
  const row = await createSubmission(t.ctx.db, {
    formFamily: FAMILY,
    companyId: w.cpg.id,
    divisionId: w.bri.id,
    email: EMAIL,
    contacts: [w.anna.id],
    data: {},
  });
  // The sample: established 2011, $50,000 asked on $12.5 million revenue, no reference asked.
  const res = await supertest(t.app)
    .post('/api/Application/setInviteApplication')
    .send({ email: EMAIL, _id: row.id, data: sampleFor(FAMILY), submit: true });
  expect(res.status).toBe(200);
  recordId = row.id;
});
afterAll(() => t.close());

const result = async (agent: Agent) => {
  const res = await agent.get(`/api/v1/submissions/${recordId}/scorecard`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('scorecards', () => {
  it('lists the published group default for admins, and not for Read Only', async () => {
    const res = await agents.admin.get('/api/v1/scorecards');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ unitId: null, unitName: 'Group default', version: 1, status: 'published' }),
    ]);
    expect((await agents.reader.get('/api/v1/scorecards')).status).toBe(403);
  });

  it('scores a submitted application with the default, for whoever may read it', async () => {
    const data = await result(agents.reader);
    // Years 15·100, references asked none 10·0, requested 0.4 % of revenue 10·100; the rest left out.
    expect(data).toMatchObject({ version: 1, unitId: null, score: 71, band: 'B', recommendedLimit: 37500 });
    expect(data.terms).toBe('Net 30');
    expect(data.negatives).toEqual(['tradeReferenceCount']);
    expect(data.positives).toEqual(['yearsInBusiness', 'requestedToRevenue']);
    expect(data.factors.find((f: { key: string }) => f.key === 'bankReference')).toMatchObject({
      missing: true,
      excluded: true,
    });
  });

  it('lets a Super Admin draft, save and publish the company’s own version, which the record then uses', async () => {
    expect((await agents.admin.post('/api/v1/scorecards').send({ unitId: w.cpg.id })).status).toBe(403);
    const created = await agents.boss.post('/api/v1/scorecards').send({ unitId: w.cpg.id });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ unitName: w.cpg.name, version: 1, status: 'draft' });
    expect(created.body.data.definition).toEqual(DEFAULT_SCORECARD);
    const id = created.body.data.id as string;
    expect((await agents.boss.post('/api/v1/scorecards').send({ unitId: w.cpg.id })).body.message).toBe(
      M.SCORECARD_DRAFT_EXISTS,
    );

    const bad = structuredClone(DEFAULT_SCORECARD);
    bad.factors[0].weight = 120;
    bad.scoreBands[0].terms = '';
    const refused = await agents.boss.put(`/api/v1/scorecards/${id}`).send({ definition: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      'definition.factors.0.weight': M.SCORECARD_WEIGHT_RANGE,
      'definition.scoreBands.0.terms': M.SCORECARD_TERMS_REQUIRED,
    });

    const mine: ScorecardDefinition = {
      ...DEFAULT_SCORECARD,
      scoreBands: [
        {
          minScore: 0,
          name: 'Standard',
          requestedPercent: 50,
          revenuePercent: null,
          maxAmount: 10000,
          terms: 'Net 60',
        },
      ],
    };
    expect((await agents.admin.put(`/api/v1/scorecards/${id}`).send({ definition: mine })).status).toBe(403);
    const saved = await agents.boss.put(`/api/v1/scorecards/${id}`).send({ definition: mine });
    expect(saved.status).toBe(200);
    expect((await result(agents.admin)).terms).toBe('Net 30');

    const published = await agents.boss.post(`/api/v1/scorecards/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(M.SCORECARD_PUBLISHED(1));
    expect((await agents.boss.post(`/api/v1/scorecards/${id}/publish`)).body.message).toBe(
      M.SCORECARD_NOT_DRAFT,
    );
    // The division (Bristol) has none of its own: it uses its company's.
    expect(await result(agents.admin)).toMatchObject({
      unitId: w.cpg.id,
      band: 'Standard',
      recommendedLimit: 10000,
    });
  });

  it('stores what a denial saw', async () => {
    const row = await createSubmission(t.ctx.db, {
      formFamily: FAMILY,
      companyId: w.cpg.id,
      divisionId: w.bri.id,
      email: EMAIL,
      contacts: [w.anna.id],
      data: {},
    });
    const sample = sampleFor(FAMILY);
    await supertest(t.app)
      .post('/api/Application/setInviteApplication')
      .send({ email: EMAIL, _id: row.id, data: { ...sample, annualRevenue: 100000 }, submit: true })
      .expect(200);
    const res = await agents.admin
      .post(`/api/v1/applications/${row.id}/deny`)
      .send({ denialCode: 'CR-1', contacts: [w.anna.id] });
    expect(res.status).toBe(200);
    const [stored] = await t.ctx.db
      .select()
      .from(scorecardResults)
      .where(eq(scorecardResults.submissionId, row.id));
    // $50,000 asked on $100,000 revenue: 50 %, no points; CPG's own version, published above.
    expect(stored).toMatchObject({ decision: 'deny', score: 43, band: 'Standard' });
    expect(stored.factors.find((f) => f.key === 'requestedToRevenue')).toMatchObject({
      value: 50,
      points: 0,
    });
  });

  it('stores what the approval saw', async () => {
    const res = await agents.admin.post(`/api/v1/applications/${recordId}/approve`).send({
      approvedAmount: '10,000',
      netTerms: 'NET 30',
      customerCode: 'ACME01',
      contacts: [w.anna.id],
    });
    expect(res.status).toBe(200);
    const [stored] = await t.ctx.db
      .select()
      .from(scorecardResults)
      .where(eq(scorecardResults.submissionId, recordId));
    expect(stored).toMatchObject({
      decision: 'approve',
      version: 1,
      score: 71,
      band: 'Standard',
      terms: 'Net 60',
    });
    expect(Number(stored.recommendedLimit)).toBe(10000);
    expect(stored.factors).toHaveLength(DEFAULT_SCORECARD.factors.length);
    expect(stored.facts.establishedDate).toBe('2011-04-15');
  });
});
