/**
 * The credit file's reads run at once (get-customer.ts): the timeline read beside the other sections covers every
 * submission of the file, and is read again for a user who may not see some; an unknown id is 404 whatever the
 * sections' reads did; a merged entity's address opens the file it was merged into.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { APPLICATION } from '../services/applications/kind';
import { invitedRecord, playCustomerSubmit } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import type { Agent } from '../test/test-world';
import { rows } from './db';
import { linkToCustomer } from './match';

let t: TestApp;
let w: ApplicationWorld;
let superAgent: Agent;
let briAgent: Agent;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  const staff = async (security: 'ADMIN' | 'SUPER ADMIN', unitIds: string[]) =>
    signedInAgent(t.app, (await createTestUser(t.ctx.db, { security, unitIds })).email);
  superAgent = await staff('SUPER ADMIN', []);
  briAgent = await staff('ADMIN', [w.bri.id]);
});
afterAll(() => t.close());

const nine = () => String(400000000 + ++seq * 7919 + Math.floor(Math.random() * 1000));

async function submitted(name: string, taxId: string, unit: 'bri' | 'uwl') {
  const id = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', {
    uwl: unit === 'uwl',
    submit: async () => undefined,
  });
  const data = {
    companyName: name,
    companyContact: 'Jane Doe',
    address: { city: 'Austin', state: 'TX', zip: '78701' },
    bankInfo: { federalTaxNumber: taxId },
  };
  const number = `R${nine()}`;
  await playCustomerSubmit(t.ctx.db, id, number, { data });
  const entity = await t.ctx.db.transaction((tx) => linkToCustomer(tx, id));
  // An audit row of the submission (its timeline's material), whatever the played submit wrote.
  await t.ctx.db.execute(sql`insert into audit_log (actor_kind, action, entity, entity_id, after)
      values ('customer', 'notes', 'submission', ${id}::uuid, ${JSON.stringify({ applicationNumber: number })}::jsonb)`);
  return { id, number, entity: entity ?? '' };
}

const file = async (agent: Agent, id: string) => {
  const res = await agent.get(`/api/v1/customers/${id}`);
  return { status: res.status, data: res.body.data as CustomerFile };
};

describe('the credit file’s reads', () => {
  it('shows the timeline of the submissions the user may see, and all of them to who sees all', async () => {
    const taxId = nine();
    const a = await submitted(`Presidio Steel ${seq}`, taxId, 'bri');
    const b = await submitted(`Presidio Steel ${seq}`, taxId, 'uwl');
    expect(b.entity).toBe(a.entity);

    const all = await file(superAgent, a.entity);
    expect(all.status).toBe(200);
    const numbersAll = new Set(all.data.timeline.map((e) => e.applicationNumber));
    expect(numbersAll).toEqual(new Set([a.number, b.number]));

    const bri = await file(briAgent, a.entity);
    expect(bri.status).toBe(200);
    expect(bri.data.submissions.map((s) => s.id)).toEqual([a.id]);
    expect(bri.data.hiddenSubmissions).toEqual([{ kind: 'application', status: 'NEW', count: 1 }]);
    const numbersBri = new Set(bri.data.timeline.map((e) => e.applicationNumber));
    expect(numbersBri).toEqual(new Set([a.number]));
  });

  it('answers 404 for an unknown id, and a merged entity’s address opens the file it was merged into', async () => {
    expect((await file(superAgent, randomUUID())).status).toBe(404);
    const a = await submitted(`Marfa Tile ${seq}`, nine(), 'bri');
    const b = await submitted(`Marfa Tile Two ${seq}`, nine(), 'bri');
    const merged = await superAgent
      .post(`/api/v1/customers/${a.entity}/merge`)
      .send({ otherId: b.entity, reason: 'Same company' });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const viaOld = await file(superAgent, b.entity);
    expect(viaOld.status).toBe(200);
    expect(viaOld.data.identity.id).toBe(a.entity);
    expect(viaOld.data.submissions.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    const [{ n }] = await rows<{ n: string }>(
      t.ctx.db,
      sql`select count(*) as n from customer_entities where id = ${b.entity}::uuid and merged_into = ${a.entity}::uuid`,
    );
    expect(n).toBe('1');
  });
});
