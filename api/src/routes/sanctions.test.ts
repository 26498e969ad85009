/**
 * Sanctions screening through HTTP (README 'Sanctions screening'): a Super Admin imports OFAC's CSV files (the
 * fictitious sample), a customer's submit is screened against them, an open hit blocks the approval until it
 * is cleared with a reason or confirmed (which denies), Read Only reads but decides nothing, another unit sees
 * nothing, and an import without the entry closes its open hit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { SANCTIONS_OPEN_HIT } from '@cp/schemas/messages/sanctions';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { rows } from '../customers/db';
import { auditLog, sanctionsHits, submissions } from '../db/schema';
import { SAMPLE_DIR } from '../sanctions/sample';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { createSubmission } from '../test/factories';
import { runDueJobs } from '../test/run-due-jobs';

const FAMILY = 'application-six-cpg';
const EMAIL = 'buyer@applicant.test';
let t: TestApp;
let w: ApplicationWorld;
type Agent = ReturnType<typeof supertest.agent>;
const agents = {} as Record<'boss' | 'admin' | 'reader' | 'other', Agent>;
const sample = (name: string) => readFileSync(join(SAMPLE_DIR, name));

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  const users = {
    boss: await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' }),
    admin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] }),
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.cpg.id] }),
    other: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.uwl.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
afterAll(() => t.close());

const importList = (agent: Agent, files: { sdn?: Buffer; alt?: Buffer }) => {
  let call = agent.post('/api/v1/sanctions/import').field('list', 'sdn');
  if (files.sdn) call = call.attach('sdn', files.sdn, 'SDN.CSV');
  if (files.alt) call = call.attach('alt', files.alt, 'ALT.CSV');
  return call;
};

/** An application the customer submits through their link, with this legal name. */
async function submitted(companyName: string): Promise<string> {
  const row = await createSubmission(t.ctx.db, {
    formFamily: FAMILY,
    companyId: w.cpg.id,
    divisionId: w.bri.id,
    email: EMAIL,
    contacts: [w.anna.id],
    data: {},
  });
  const res = await supertest(t.app)
    .post('/api/Application/setInviteApplication')
    .send({ email: EMAIL, _id: row.id, data: { ...sampleFor(FAMILY), companyName }, submit: true });
  expect(res.status).toBe(200);
  return row.id;
}
const screening = async (id: string, agent = agents.admin) =>
  (await agent.get(`/api/v1/submissions/${id}/screening`)).body.data;
const approve = (id: string) =>
  agents.admin.post(`/api/v1/applications/${id}/approve`).send({
    approvedAmount: '25,000',
    netTerms: 'NET 30',
    customerCode: 'ACME01',
    contacts: [w.anna.id],
  });

describe('sanctions screening', () => {
  it('imports OFAC’s CSV files for a Super Admin only, and refuses a file that is not one', async () => {
    expect((await importList(agents.admin, { sdn: sample('sdn.csv') })).status).toBe(403);
    expect((await agents.admin.get('/api/v1/sanctions/lists')).status).toBe(403);
    const bad = await importList(agents.boss, { sdn: Buffer.from('name,amount\nAcme,12\n') });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Line 1 of the primary file is not an OFAC primary row/);
    expect((await importList(agents.boss, {})).status).toBe(400);

    const res = await importList(agents.boss, { sdn: sample('sdn.csv'), alt: sample('alt.csv') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entries: 9, names: 15 });
    const lists = (await agents.boss.get('/api/v1/sanctions/lists')).body.data;
    expect(lists[0]).toMatchObject({ list: 'sdn', entries: 9, names: 15, fileName: 'SDN.CSV, ALT.CSV' });
    expect(lists[1]).toMatchObject({ list: 'consolidated', importedAt: null });
  });

  it('screens a submit; an open hit blocks approval until cleared with a reason; Read Only decides nothing', async () => {
    const clean = await submitted('Harbor Freight Traders LLC');
    expect(await screening(clean)).toMatchObject({ reason: 'submit', open: 0, hits: [] });

    const id = await submitted('Krasnov Trading Group, L.L.C.');
    const view = await screening(id);
    expect(view).toMatchObject({ reason: 'submit', open: 1, threshold: 0.85 });
    // As the form stored it (it keeps company names in capitals).
    expect(view.names).toContainEqual({
      role: 'legalName',
      name: expect.stringMatching(/^krasnov trading group, l\.l\.c\.$/i),
    });
    expect(view.hits[0]).toMatchObject({
      partyRole: 'legalName',
      list: 'sdn',
      entryUid: 990001,
      entryName: 'KRASNOV TRADING GROUP',
      programs: 'SDGT',
      score: 1,
      status: 'open',
    });

    const refused = await approve(id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SANCTIONS_OPEN_HIT);
    const hit = view.hits[0].id;
    const clear = (agent: Agent, reason: string) =>
      agent.post(`/api/v1/submissions/${id}/screening/hits/${hit}/clear`).send({ reason });
    expect((await screening(id, agents.reader)).open).toBe(1);
    expect((await clear(agents.reader, 'Different company')).status).toBe(403);
    expect((await agents.other.get(`/api/v1/submissions/${id}/screening`)).status).toBe(404);
    expect((await clear(agents.admin, '')).status).toBe(400);
    expect(
      (await clear(agents.admin, 'Different company: Texas LLC formed 2009, owners checked')).status,
    ).toBe(200);
    expect((await clear(agents.admin, 'again')).status).toBe(409);
    expect((await screening(id)).hits[0]).toMatchObject({ status: 'cleared', decidedBy: expect.any(String) });
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'sanctions-clear'));
    expect(audit).toMatchObject({ entityId: id });
    // The credit file shows the record's screening too (the submit linked it to its customer).
    const [link] = await rows<{ entity_id: string }>(
      t.ctx.db,
      sql`select entity_id from customer_links where submission_id = ${id}::uuid`,
    );
    const file = (await agents.admin.get(`/api/v1/customers/${link.entity_id}`)).body.data;
    expect(file.submissions.find((s: { id: string }) => s.id === id).screening).toMatchObject({
      open: 0,
      cleared: 1,
      confirmed: 0,
    });
    expect((await approve(id)).status).toBe(200);
    // Screening again keeps what staff decided.
    expect((await agents.admin.post(`/api/v1/submissions/${id}/screening`)).body.data).toEqual({ open: 0 });
  });

  it('confirms a hit, which denies the record with the denial code chosen', async () => {
    const id = await submitted('Black Sea Maritime Logistics LLC');
    const [hit] = (await screening(id)).hits;
    const res = await agents.admin.post(`/api/v1/submissions/${id}/screening/hits/${hit.id}/confirm`).send({
      reason: 'Same entity: address matches the SDN entry',
      denialCode: 'CR-1',
      contacts: [w.anna.id],
    });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ status: 'DENIED', denialCode: 'CR-1' });
    expect(row.notes).toContain('Sanctions screening: Same entity');
    const [stored] = await t.ctx.db.select().from(sanctionsHits).where(eq(sanctionsHits.id, hit.id));
    expect(stored).toMatchObject({ status: 'confirmed' });
    // Kept 10 years.
    expect(Number(stored.retainUntil.slice(0, 4))).toBe(new Date().getUTCFullYear() + 10);
  });

  it('closes an open hit when a new list no longer has the entry', async () => {
    const id = await submitted('Golden Crescent Exchange');
    expect((await screening(id)).open).toBe(1);
    const without = sample('sdn.csv')
      .toString('latin1')
      .split('\r\n')
      .filter((l) => !l.startsWith('990009,'))
      .join('\r\n');
    expect((await importList(agents.boss, { sdn: Buffer.from(without, 'latin1') })).status).toBe(200);
    // The import's job screens every submitted record again.
    const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
    expect(await runDueJobs(ctx, { kinds: ['sanctions-rescreen'] })).toBeGreaterThanOrEqual(1);
    expect(await screening(id)).toMatchObject({ reason: 'list-import', open: 0 });
    expect((await screening(id)).hits[0]).toMatchObject({ status: 'cleared', reason: /Not found again/ });
  });

  it('uses the unit’s threshold, set on its information card (0.5–1; a division’s empty one is its company’s)', async () => {
    const put = (body: Record<string, unknown>) =>
      agents.boss.put(`/api/v1/companies/${w.cpg.id}`).send(body);
    const bad = await put({ sanctionsThreshold: 1.5 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Sanctions match threshold must be a number from 0.5 to 1');
    expect((await screening(await submitted('Krasnov Trading'))).hits).toEqual([]);
    expect((await put({ sanctionsThreshold: 0.5 })).status).toBe(200);
    // 'Krasnov Trading' alone is a partial name: under the default it is no hit, at 0.5 it is one.
    const id = await submitted('Krasnov Trading');
    const view = await screening(id);
    expect(view.threshold).toBe(0.5);
    expect(view.hits.map((h: { entryUid: number }) => h.entryUid)).toContain(990001);
    expect((await put({ sanctionsThreshold: null })).status).toBe(200);
  });
});
