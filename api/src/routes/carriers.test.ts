/**
 * Carrier checks through HTTP (README 'Carrier checks'): an eight-step submit with a USDOT number gets a
 * 'carrier-check' job whose check shows the lapsed insurance of the fixtures; 'Check carrier' for those who
 * decide (a typed number, 400 on the field without one, 503 and nothing stored while FMCSA is down; Read
 * Only refused); the credit file's line; and an owner on the sample SDN list blocks approval until cleared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { SANCTIONS_OPEN_HIT } from '@cp/schemas/messages/sanctions';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { FIXTURE_USDOT } from '../carriers/fixtures';
import { latestCarrierCheck } from '../carriers/latest';
import { carrierChecksPart } from '../evidence/parts/carrier-checks';
import { rows } from '../customers/db';
import { carrierChecks, submissions } from '../db/schema';
import { carrierCheckJob } from '../jobs/kinds/carrier-jobs';
import { enqueueJob } from '../jobs/queue';
import { SAMPLE_DIR } from '../sanctions/sample';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { createSubmission } from '../test/factories';
import { startFmcsaStandin, type FmcsaStandin } from '../test/fmcsa-standin';
import { runDueJobs } from '../test/run-due-jobs';
import type { PdfPrinter } from '../services/documents/submission-pdf';

/** The carrier part prints nothing. */
const noPrinter: PdfPrinter = {
  renderPdf: () => Promise.reject(new Error('the carrier checks part prints no PDF')),
};

const FAMILY = 'application-eight';
const EMAIL = 'dispatch@carrier.test';
let t: TestApp;
let w: ApplicationWorld;
type Agent = ReturnType<typeof supertest.agent>;
const agents = {} as Record<'boss' | 'admin' | 'reader', Agent>;
const worker = () => ({ db: t.ctx.db, config: t.ctx.config, logger: t.ctx.logger });

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  const users = {
    boss: await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' }),
    admin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.uwl.id] }),
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.uwl.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
afterAll(() => t.close());

async function submitted(extra: Record<string, unknown>): Promise<string> {
  const row = await createSubmission(t.ctx.db, {
    formFamily: FAMILY,
    companyId: w.uwl.id,
    email: EMAIL,
    contacts: [w.uwlContact.id],
    data: {},
  });
  const res = await supertest(t.app)
    .post('/api/Application/setInviteApplication')
    .send({ email: EMAIL, _id: row.id, data: { ...sampleFor(FAMILY), ...extra }, submit: true });
  expect(res.status).toBe(200);
  return row.id;
}
const checks = async (id: string, agent: Agent = agents.admin) =>
  (await agent.get(`/api/v1/submissions/${id}/carrier-checks`)).body.data;

describe('carrier checks', () => {
  it('checks a submitted USDOT number by a job after the submit: the lapsed insurance shows', async () => {
    const id = await submitted({ usdotNumber: FIXTURE_USDOT['lapsed-insurance'] });
    expect(await checks(id)).toEqual([]);
    expect(await runDueJobs(worker(), { kinds: ['carrier-check'] })).toBe(1);
    const [check] = await checks(id);
    expect(check).toMatchObject({
      usdot: '1000002',
      source: 'fixtures',
      verdict: 'warning',
      problems: ['BIPD insurance lapsed: $300,000 on file, $750,000 required.'],
      checkedBy: null,
      snapshot: { legalName: 'LAPSED LINES TRUCKING LLC', bipd: { onFileAmount: 300_000 } },
    });
    expect(await latestCarrierCheck(t.ctx.db, id)).toMatchObject({ verdict: 'warning' });
    // The credit file's line for the application.
    const [link] = await rows<{ entity_id: string }>(
      t.ctx.db,
      sql`select entity_id from customer_links where submission_id = ${id}::uuid`,
    );
    const file = (await agents.admin.get(`/api/v1/customers/${link.entity_id}`)).body.data;
    expect(file.submissions.find((s: { id: string }) => s.id === id).carrierCheck).toMatchObject({
      verdict: 'warning',
      problems: [expect.stringContaining('BIPD insurance lapsed')],
    });
    // The evidence bundle's part (README 'Evidence bundle') holds the dated check with FMCSA's answer.
    const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    const [entry] = await carrierChecksPart.collect({ db: t.ctx.db, submission: row, printer: noPrinter });
    expect(entry.path).toBe('carrier-checks.json');
    expect(JSON.parse(entry.bytes.toString())).toMatchObject([
      { usdot: '1000002', verdict: 'warning', snapshot: { legalName: 'LAPSED LINES TRUCKING LLC' } },
    ]);
    // The scorecard weighs the verdict (README 'Scorecard'): before the check it had no data.
    const card = (await agents.admin.get(`/api/v1/submissions/${id}/scorecard`)).body.data;
    expect(card.factors.find((f: { key: string }) => f.key === 'carrierStatus')).toMatchObject({
      value: 'warning',
      missing: false,
    });
  });

  it('enqueues nothing for an application without a number', async () => {
    await submitted({});
    expect(await runDueJobs(worker(), { kinds: ['carrier-check'] })).toBe(0);
  });

  it('“Check carrier”: a typed number, the field message without one, Read Only refused', async () => {
    const id = await submitted({});
    const none = await agents.admin.post(`/api/v1/submissions/${id}/carrier-checks`).send({});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({
      usdotNumber: 'Enter a USDOT Number or an MC Number: this application gives neither.',
    });
    const bad = await agents.admin.post(`/api/v1/submissions/${id}/carrier-checks`).send({ mcNumber: '12a' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ mcNumber: 'MC Number must be 1 to 8 digits.' });
    expect(
      (await agents.reader.post(`/api/v1/submissions/${id}/carrier-checks`).send({ usdotNumber: '1000001' }))
        .status,
    ).toBe(403);
    const oos = await agents.admin
      .post(`/api/v1/submissions/${id}/carrier-checks`)
      .send({ mcNumber: 'MC-100003' });
    expect(oos.status).toBe(200);
    expect(oos.body.message).toBe('Carrier checked: Inactive.');
    expect(oos.body.data).toMatchObject({ mc: '100003', usdot: '1000003', verdict: 'inactive' });
    const unknown = await agents.admin
      .post(`/api/v1/submissions/${id}/carrier-checks`)
      .send({ usdotNumber: '42' });
    expect(unknown.body.data).toMatchObject({ verdict: 'not_found', snapshot: null });
    // Dated, newest first; Read Only reads them.
    expect((await checks(id, agents.reader)).map((c: { verdict: string }) => c.verdict)).toEqual([
      'not_found',
      'inactive',
    ]);
  });

  describe('with FMCSA_WEBKEY, against the QCMobile stand-in', () => {
    let standin: FmcsaStandin;
    let real: TestApp;
    beforeAll(async () => {
      standin = await startFmcsaStandin();
      real = await createTestApp({ fmcsaWebKey: standin.webKey, fmcsaBaseUrl: standin.baseUrl });
    });
    afterAll(async () => {
      await real.close();
      await standin.close();
    });

    it('records the source; 503 with nothing stored while FMCSA is down, and the job retries', async () => {
      const rw = await seedApplicationWorld(real.ctx.db);
      const admin = await createTestUser(real.ctx.db, { security: 'ADMIN', unitIds: [rw.uwl.id] });
      const agent = await signedInAgent(real.app, admin.email);
      const row = await createSubmission(real.ctx.db, {
        formFamily: FAMILY,
        companyId: rw.uwl.id,
        email: EMAIL,
        contacts: [rw.uwlContact.id],
        data: sampleFor(FAMILY),
        status: 'NEW',
      });
      const ok = await agent
        .post(`/api/v1/submissions/${row.id}/carrier-checks`)
        .send({ usdotNumber: '1000001' });
      expect(ok.body.data).toMatchObject({ source: 'fmcsa', verdict: 'active', problems: [] });
      standin.mode = 'fail';
      const down = await agent
        .post(`/api/v1/submissions/${row.id}/carrier-checks`)
        .send({ usdotNumber: '1000001' });
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(
        'The FMCSA carrier service is not answering. Nothing was recorded; try again in a few minutes.',
      );
      const stored = await real.ctx.db
        .select()
        .from(carrierChecks)
        .where(eq(carrierChecks.submissionId, row.id));
      expect(stored).toHaveLength(1);

      // The submit's job while FMCSA is down: retried later, nothing stored; then checked once it answers.
      await enqueueJob(real.ctx.db, carrierCheckJob, { submissionId: row.id });
      await real.ctx.db.delete(carrierChecks).where(eq(carrierChecks.submissionId, row.id));
      await real.ctx.db
        .update(submissions)
        .set({ data: { ...sampleFor(FAMILY), usdotNumber: '1000005' }, signatureDate: new Date() })
        .where(eq(submissions.id, row.id));
      const run = (now = new Date()) =>
        runDueJobs(
          { db: real.ctx.db, config: real.ctx.config, logger: real.ctx.logger },
          { kinds: ['carrier-check'], now: () => now },
        );
      expect(await run()).toBe(1);
      const [job] = await rows<{ state: string }>(
        real.ctx.db,
        sql`select state from pgboss.job where name = 'carrier-check'`,
      );
      expect(job.state).toBe('retry');
      expect(await latestCarrierCheck(real.ctx.db, row.id)).toBeNull();
      standin.mode = 'ok';
      expect(await run(new Date(Date.now() + 10 * 60_000))).toBe(1);
      expect(await latestCarrierCheck(real.ctx.db, row.id)).toMatchObject({ verdict: 'inactive' });
    });
  });

  it('an owner on the sample SDN list: an open hit, approval refused until cleared with a reason', async () => {
    const sample = (name: string) => readFileSync(join(SAMPLE_DIR, name));
    const imported = await agents.boss
      .post('/api/v1/sanctions/import')
      .field('list', 'sdn')
      .attach('sdn', sample('sdn.csv'), 'SDN.CSV')
      .attach('alt', sample('alt.csv'), 'ALT.CSV');
    expect(imported.status).toBe(200);
    const id = await submitted({
      owners: [
        { name: 'Maria Lopez', title: 'CFO', ownershipPercent: 40 },
        { name: 'Dmitry Volkov', title: 'President', ownershipPercent: 60 },
      ],
    });
    const view = (await agents.admin.get(`/api/v1/submissions/${id}/screening`)).body.data;
    expect(view.open).toBe(1);
    expect(view.hits[0]).toMatchObject({ partyRole: 'owner', partyName: 'Dmitry Volkov', entryUid: 990002 });
    const approve = () =>
      agents.admin.post(`/api/v1/applications/${id}/approve`).send({
        approvedAmount: '25,000',
        netTerms: 'NET 30',
        customerCode: 'CARR01',
        contacts: [w.uwlContact.id],
      });
    const refused = await approve();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SANCTIONS_OPEN_HIT);
    const clear = (reason: string) =>
      agents.admin.post(`/api/v1/submissions/${id}/screening/hits/${view.hits[0].id}/clear`).send({ reason });
    expect((await clear('')).status).toBe(400);
    expect((await clear('Different person: born 1985 in Ohio, passport checked')).status).toBe(200);
    expect((await approve()).status).toBe(200);
  });
});
