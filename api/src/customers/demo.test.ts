/**
 * The demo's credit files (issue 29 item 8): one customer in several divisions matched on its tax id typed
 * three ways, a parent with two subsidiaries, and a near name offered as 'possibly the same customer'.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../auth/testing';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { DEMO_CUSTOMERS } from '../db/seed/demo-customers';
import { rows } from './db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.ctx.db)).toBe(true);
});
afterAll(() => t.close());

const entityNamed = async (name: string) => {
  const [row] = await rows<{ id: string; parent_id: string | null; tax_id: string | null }>(
    t.ctx.db,
    sql`select id, parent_id, tax_id from customer_entities where legal_name = ${name} and merged_into is null`,
  );
  return row;
};

describe('demo credit files', () => {
  it('links every submitted demo submission to a customer', async () => {
    const [{ n }] = await rows<{ n: string | number }>(
      t.ctx.db,
      sql`select count(*) as n from submissions s where s.status in ('NEW', 'PENDING', 'APPROVED', 'DENIED')
          and not exists (select 1 from customer_links l where l.submission_id = s.id)`,
    );
    expect(Number(n)).toBe(0);
  });

  it('has one customer with submissions of several units and both kinds', async () => {
    const spread = await entityNamed(DEMO_CUSTOMERS.spread);
    expect(spread.tax_id).toBe('741234567');
    const members = await rows<{ unit: string; form: string; matched_on: string }>(
      t.ctx.db,
      sql`select coalesce(s.division_id, s.company_id) as unit, s.form, l.matched_on
          from customer_links l join submissions s on s.id = l.submission_id where l.entity_id = ${spread.id}::uuid`,
    );
    expect(new Set(members.map((m) => m.unit)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((m) => m.form))).toEqual(
      new Set(['credit-application', 'customer-activation']),
    );
    expect(members.filter((m) => m.matched_on === 'taxId').length).toBe(members.length - 1);
  });

  it('has a parent with two subsidiaries and a near name as a suggestion', async () => {
    const parent = await entityNamed(DEMO_CUSTOMERS.parent);
    for (const name of DEMO_CUSTOMERS.children) expect((await entityNamed(name)).parent_id).toBe(parent.id);
    const near = await entityNamed(DEMO_CUSTOMERS.near);
    const spread = await entityNamed(DEMO_CUSTOMERS.spread);
    const similar = await rows<{ id: string }>(
      t.ctx.db,
      sql`select id from customer_similar(${near.id}::uuid)`,
    );
    expect(similar.map((r) => r.id)).toContain(spread.id);
  });
});
