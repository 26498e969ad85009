/**
 * 'Possibly the same customer' stored, not searched when a credit file is read (issue 29 budgets, migration
 * 0027): a new entity is queued at submit (no search and no job in the submit); the workers' 'customer-suggest'
 * cron computes the queue; the job
 * stores the pair both ways; the file reads the stored rows; a dismissed pair is neither stored nor shown; a
 * merged entity is not offered.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import type { WorkerContext } from '../jobs/job';
import { customerSuggestKind } from '../jobs/kinds/customer-suggest';
import { APPLICATION } from '../services/applications/kind';
import { invitedRecord, playCustomerSubmit } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import type { Agent } from '../test/test-world';
import { rows } from './db';
import { linkToCustomer } from './match';

let t: TestApp;
let w: ApplicationWorld;
let briAgent: Agent;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  const u = await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.bri.id] });
  briAgent = await signedInAgent(t.app, u.email);
});
afterAll(() => t.close());

const unique = (name: string) => `${name} ${++seq}x${Math.floor(Math.random() * 1e6)}`;

/** A credit application submitted with this legal name, linked as the submit's kernel links it. */
async function submitted(name: string): Promise<{ submission: string; entity: string }> {
  const id = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', { submit: async () => undefined });
  const data = {
    companyName: name,
    companyContact: 'Jane Doe',
    address: { city: 'Austin', state: 'TX', zip: '78701' },
  };
  await playCustomerSubmit(t.ctx.db, id, `S${++seq}${Math.floor(Math.random() * 1e6)}`, { data });
  const entity = await t.ctx.db.transaction((tx) => linkToCustomer(tx, id));
  return { submission: id, entity: entity ?? '' };
}

const stored = (entityId: string) =>
  rows<{ other_id: string; similarity: number }>(
    t.ctx.db,
    sql`select other_id, similarity from customer_suggestions where entity_id = ${entityId}::uuid`,
  );
const queued = async (entityId: string) =>
  (
    await rows<{ n: string }>(
      t.ctx.db,
      sql`select count(*) as n from customer_suggest_queue where entity_id = ${entityId}::uuid`,
    )
  )[0].n === '1';
const jobsFor = (entityId: string) =>
  rows<{ id: string }>(
    t.ctx.db,
    sql`select id from pgboss.job where name = 'customer-suggest' and data->>'entityId' = ${entityId}`,
  );
/** The worker's run of the job (its handler, as the queue calls it). */
const runSuggestJob = (entityId: string | undefined) =>
  customerSuggestKind.handler(
    {
      db: t.ctx.db,
      config: { smtpUrl: '', mailFrom: '', chromiumPath: '' },
      logger: pino({ level: 'silent' }),
    } as WorkerContext,
    entityId ? { entityId } : {},
    { id: 'test', workerId: 'test' },
  );
const suggestedIds = async (entityId: string) =>
  ((await briAgent.get(`/api/v1/customers/${entityId}`)).body.data as CustomerFile).suggestions.map(
    (s) => s.id,
  );

describe('near-name suggestions, stored', () => {
  it('are computed by the workers’ cron, not the submit, both ways, before any file is opened', async () => {
    const base = unique('Laredo Cold Chain Storage');
    const a = await submitted(base);
    await runSuggestJob(a.entity);
    const b = await submitted(`${base}s`);
    expect(b.entity).not.toBe(a.entity);
    // The submit queued the new entity; it enqueued no job and searched nothing. The cron runs every minute.
    expect(await queued(b.entity)).toBe(true);
    expect(await jobsFor(b.entity)).toHaveLength(0);
    expect(await stored(b.entity)).toEqual([]);
    expect(customerSuggestKind.cron).toBe('* * * * *');

    await runSuggestJob(undefined);
    expect(await queued(b.entity)).toBe(false);
    expect((await stored(b.entity)).map((r) => r.other_id)).toEqual([a.entity]);
    expect((await stored(a.entity)).map((r) => r.other_id)).toEqual([b.entity]);
    expect((await stored(a.entity))[0].similarity).toBeGreaterThanOrEqual(0.5);

    expect(await suggestedIds(a.entity)).toEqual([b.entity]);
    expect(await suggestedIds(b.entity)).toEqual([a.entity]);
  });

  it('a submission matched to a known customer enqueues nothing', async () => {
    const name = unique('Nueces Grain Feed');
    const a = await submitted(name);
    await runSuggestJob(a.entity);
    const again = await submitted(name);
    expect(again.entity).toBe(a.entity);
    expect(await queued(a.entity)).toBe(false);
    expect(await jobsFor(a.entity)).toHaveLength(0);
  });

  it('a file opened before the worker ran computes its own suggestions, both ways', async () => {
    const base = unique('Sabine River Drayage');
    const a = await submitted(base);
    const b = await submitted(`${base}s`);
    // No job has run: the file's read computes its own entity (the pair is stored both ways), nothing else.
    expect(await suggestedIds(a.entity)).toContain(b.entity);
    expect(await queued(a.entity)).toBe(false);
    expect(await queued(b.entity)).toBe(true);
    expect(await suggestedIds(b.entity)).toContain(a.entity);
  });

  it('a dismissed pair is neither stored nor shown, and is not stored again when recomputed', async () => {
    const base = unique('Trinity Bay Packaging');
    const a = await submitted(base);
    const b = await submitted(`${base}s`);
    await runSuggestJob(b.entity);
    await runSuggestJob(a.entity);
    expect((await stored(a.entity)).map((r) => r.other_id)).toContain(b.entity);

    const res = await briAgent
      .post(`/api/v1/customers/${a.entity}/dismiss`)
      .send({ otherId: b.entity, reason: 'Different owners' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(a.entity)).map((r) => r.other_id)).not.toContain(b.entity);
    expect((await stored(b.entity)).map((r) => r.other_id)).not.toContain(a.entity);

    await t.ctx.db.execute(
      sql`select customer_suggest(${a.entity}::uuid), customer_suggest(${b.entity}::uuid)`,
    );
    expect((await stored(a.entity)).map((r) => r.other_id)).not.toContain(b.entity);
    expect((await stored(b.entity)).map((r) => r.other_id)).not.toContain(a.entity);
    expect(await suggestedIds(a.entity)).not.toContain(b.entity);
    expect(await suggestedIds(b.entity)).not.toContain(a.entity);
  });

  it('a merged customer is no longer offered', async () => {
    const base = unique('Angelina Timber Lumber');
    const a = await submitted(base);
    const b = await submitted(`${base}s`);
    const c = await submitted(`${base}es`);
    await runSuggestJob(c.entity);
    expect(await suggestedIds(a.entity)).toEqual(expect.arrayContaining([b.entity, c.entity]));
    const res = await briAgent
      .post(`/api/v1/customers/${b.entity}/merge`)
      .send({ otherId: c.entity, reason: 'Same company' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const offered = await suggestedIds(a.entity);
    expect(offered).toContain(b.entity);
    expect(offered).not.toContain(c.entity);
  });
});
