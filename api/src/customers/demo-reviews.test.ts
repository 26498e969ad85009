/**
 * The demo's credit reviews (issue 29 item 8): every approved demo customer has a review date, one is
 * overdue, one due today, one carries a review done with its note, and the Reviews list shows them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
import type { ReviewList } from '@cp/schemas/contracts/reviews';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { DEMO_REVIEW_NOTE } from '../db/seed/demo-reviews';
import { rows } from './db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.ctx.db)).toBe(true);
});
afterAll(() => t.close());

it('schedules every approved demo customer, with reviews overdue, due today and done', async () => {
  const [{ n }] = await rows<{ n: number | string }>(
    t.ctx.db,
    sql`select count(*) as n from customer_entities e where e.merged_into is null and e.next_review_on is null
        and exists (select 1 from customer_links l join submissions s on s.id = l.submission_id
                    where l.entity_id = e.id and s.status = 'APPROVED')`,
  );
  expect(Number(n)).toBe(0);
  const agent = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
  );
  const due = (await agent.get('/api/v1/reviews?due=true&perPage=100')).body.data as ReviewList;
  expect(due.rows.some((r) => r.overdueDays === 21 && r.reason === 'utilisation')).toBe(true);
  expect(due.rows.some((r) => r.overdueDays === 0)).toBe(true);
  const all = (await agent.get('/api/v1/reviews?due=false&perPage=100')).body.data as ReviewList;
  expect(all.total).toBeGreaterThan(due.total);
  const reviewed = all.rows.find((r) => r.reason === 'review');
  expect(reviewed).toBeDefined();
  const review = (await agent.get(`/api/v1/customers/${reviewed?.id}/review`)).body.data;
  expect(review.history[0]).toMatchObject({ note: DEMO_REVIEW_NOTE });
});

it('gives every demo submission its history, so a demo credit file’s timeline is not empty', async () => {
  const [{ n }] = await rows<{ n: number | string }>(
    t.ctx.db,
    sql`select count(*) as n from submissions s where s.status in ('APPROVED', 'DENIED') and not exists (
          select 1 from audit_log a where a.entity = 'submission' and a.entity_id = s.id
            and a.action in ('approve', 'deny'))`,
  );
  expect(Number(n)).toBe(0);
  const agent = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
  );
  const [entity] = await rows<{ id: string }>(
    t.ctx.db,
    sql`select entity_id as id from customer_links l join submissions s on s.id = l.submission_id
        where s.status = 'APPROVED' limit 1`,
  );
  const file = (await agent.get(`/api/v1/customers/${entity.id}`)).body.data as CustomerFile;
  const actions = file.timeline.map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['invite', 'submit', 'approve']));
});

it('says a customer was first seen at its earliest submission, not when the backfill made its file', async () => {
  const agent = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
  );
  const [row] = await rows<{ id: string; first: Date | string; made: Date | string }>(
    t.ctx.db,
    sql`select l.entity_id as id, min(s.signature_date) as first, max(e.add_date) as made
        from customer_links l join submissions s on s.id = l.submission_id
        join customer_entities e on e.id = l.entity_id
        where s.signature_date is not null group by l.entity_id order by min(s.signature_date) limit 1`,
  );
  expect(new Date(row.first).getTime()).toBeLessThan(new Date(row.made).getTime());
  const file = (await agent.get(`/api/v1/customers/${row.id}`)).body.data as CustomerFile;
  expect(file.identity.addDate).toBe(new Date(row.first).toISOString());
});

it('has limits from the demo approvals, an AR import in every bucket, and a group limit on the parent', async () => {
  const agent = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
  );
  const [buckets] = await rows<Record<string, number | string>>(
    t.ctx.db,
    sql`select count(*) as lines, sum(current) as c, sum(days_1_30) as a, sum(days_31_60) as b,
          sum(days_61_90) as d, sum(days_over_90) as e from ar_lines where entity_id is not null`,
  );
  for (const k of ['lines', 'c', 'a', 'b', 'd', 'e']) expect(Number(buckets[k])).toBeGreaterThan(0);
  const [limited] = await rows<{ id: string }>(
    t.ctx.db,
    sql`select distinct entity_id as id from ar_lines where entity_id is not null limit 1`,
  );
  const file = (await agent.get(`/api/v1/customers/${limited.id}`)).body.data as CustomerFile;
  expect(file.limitTotal).toBeGreaterThan(0);
  expect(file.exposureTotal).toBeGreaterThan(0);
  const [parent] = await rows<{ group_limit: string | null }>(
    t.ctx.db,
    sql`select group_limit from customer_entities where parent_id is null and exists (
          select 1 from customer_entities c where c.parent_id = customer_entities.id) limit 1`,
  );
  expect(Number(parent.group_limit)).toBe(150000);
});
