/**
 * Periodic credit reviews (issue 29 item 7): an approval schedules the customer's next review with its unit's
 * interval, the list of reviews due, 'Review done' (note, optional new limit, audit row, next date), an AR
 * import's utilisation bringing a review forward, and the daily digest to each unit's contacts, sent once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
import type { CustomerReview, ReviewList } from '@cp/schemas/contracts/reviews';
import { CUSTOMER_CHANGE_DENIED } from '@cp/schemas/messages/customers';
import {
  REVIEW_LIMIT_OVER_GROUP,
  REVIEW_NOTE_REQUIRED,
  REVIEW_NOT_SCHEDULED,
} from '@cp/schemas/messages/reviews';
import { createTestApp, type TestApp } from '../auth/testing';
import { APPLICATION } from '../services/applications/kind';
import { invitedRecord, playCustomerSubmit } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { staffAgents } from '../test/staff-agents';
import type { Agent } from '../test/test-world';
import { rows } from './db';
import { linkToCustomer } from './match';
import { sendReviewDigests } from './review-digest';
import { bringReviewsForward, utcDay } from './reviews';

let t: TestApp;
let w: ApplicationWorld;
let superAgent: Agent;
let briAgent: Agent;
let uwlAgent: Agent;
let readerAgent: Agent;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  ({ superAgent, briAgent, uwlAgent, readerAgent } = await staffAgents(t, w));
});
afterAll(() => t.close());

const nine = () => String(400000000 + ++seq * 7919 + Math.floor(Math.random() * 1000));

/** A credit application of a new customer, submitted and linked to its entity; answers [submission, entity]. */
async function submitted(
  name: string,
  unit: 'bri' | 'uwl' = 'bri',
  taxId = nine(),
): Promise<[string, string]> {
  const id = await invitedRecord(t.ctx.db, w, APPLICATION, 'SENT', {
    uwl: unit === 'uwl',
    submit: async () => undefined,
  });
  await playCustomerSubmit(t.ctx.db, id, `R${nine()}`, {
    data: {
      companyName: `${name} ${seq}`,
      companyContact: 'Jane Doe',
      address: { city: 'Austin', state: 'TX', zip: '78701' },
      bankInfo: { federalTaxNumber: taxId },
    },
  });
  const entity = await t.ctx.db.transaction((tx) => linkToCustomer(tx, id));
  return [id, entity as string];
}

async function approve(id: string, unit: 'bri' | 'uwl' = 'bri') {
  const res = await superAgent.post(`/api/v1/applications/${id}/approve`).send({
    approvedAmount: 5000,
    netTerms: 'NET 30',
    customerCode: `C${seq}`,
    contacts: [unit === 'uwl' ? w.uwlContact.id : w.anna.id],
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

const reviewOf = async (entity: string) =>
  (
    await rows<{ next_review_on: string | Date | null; review_reason: string | null }>(
      t.ctx.db,
      sql`select to_char(next_review_on, 'YYYY-MM-DD') as next_review_on, review_reason
          from customer_entities where id = ${entity}::uuid`,
    )
  )[0];

const setReview = (entity: string, on: string) =>
  t.ctx.db.execute(sql`update customer_entities set next_review_on = ${on}::date, review_reason = 'approval'
      where id = ${entity}::uuid`);

/** today + n months as the database computes it (calendar months, end of month clamped). */
const monthsFrom = async (from: string, n: number) =>
  (
    await rows<{ d: string }>(
      t.ctx.db,
      sql`select to_char((${from}::date + make_interval(months => ${n}))::date, 'YYYY-MM-DD') as d`,
    )
  )[0].d;

const daysFrom = (n: number) => utcDay(new Date(Date.now() + n * 86_400_000));

describe('the review date', () => {
  it('is set at approval: the approving unit’s interval, else its company’s, else 12 months', async () => {
    const [a, ea] = await submitted('Review Default Freight');
    expect((await reviewOf(ea)).next_review_on).toBeNull();
    await approve(a);
    expect(await reviewOf(ea)).toEqual({
      next_review_on: await monthsFrom(utcDay(), 12),
      review_reason: 'approval',
    });

    // The company's interval applies to its division with none of its own; the division's own wins.
    await t.ctx.db.execute(sql`update units set review_months = 6 where id = ${w.cpg.id}::uuid`);
    const [b, eb] = await submitted('Review Company Interval');
    await approve(b);
    expect((await reviewOf(eb)).next_review_on).toBe(await monthsFrom(utcDay(), 6));
    await t.ctx.db.execute(sql`update units set review_months = 3 where id = ${w.bri.id}::uuid`);
    const [c, ec] = await submitted('Review Division Interval');
    await approve(c);
    expect((await reviewOf(ec)).next_review_on).toBe(await monthsFrom(utcDay(), 3));
    await t.ctx.db.execute(
      sql`update units set review_months = null where id in (${w.cpg.id}::uuid, ${w.bri.id}::uuid)`,
    );
  });

  it('is brought forward to today when an AR import takes utilisation past 85 %, never pushed back', async () => {
    const [a, ea] = await submitted('Review Utilised Freight');
    await approve(a);
    const [b, eb] = await submitted('Review Already Due Freight');
    await approve(b);
    await setReview(eb, daysFrom(-10));
    expect(await bringReviewsForward(t.ctx.db, [ea, eb])).toBe(1);
    expect(await reviewOf(ea)).toEqual({ next_review_on: utcDay(), review_reason: 'utilisation' });
    expect((await reviewOf(eb)).next_review_on).toBe(daysFrom(-10));
  });
});

describe('GET /api/v1/reviews', () => {
  it('lists the reviews due (overdue first) to the users who may see the customer', async () => {
    const [a, ea] = await submitted('Overdue Review Lines');
    const [b, eb] = await submitted('Due Today Review Lines', 'uwl');
    const [c, ec] = await submitted('Not Yet Due Review Lines');
    await Promise.all([approve(a), approve(b, 'uwl'), approve(c)]);
    await setReview(ea, daysFrom(-30));
    await setReview(eb, utcDay());
    await setReview(ec, daysFrom(20));

    const due = (await superAgent.get('/api/v1/reviews?due=true&perPage=100')).body.data as ReviewList;
    const mine = due.rows.filter((r) => [ea, eb, ec].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([ea, eb]);
    expect(mine[0]).toMatchObject({
      nextReviewOn: daysFrom(-30),
      overdueDays: 30,
      reason: 'approval',
      units: ['Bristol'],
      lastApprovedOn: utcDay(),
    });
    expect(mine[1]).toMatchObject({ overdueDays: 0, units: ['UWL'] });

    // All scheduled: the one not yet due too, with its days to go as a negative overdue.
    const all = (await superAgent.get('/api/v1/reviews?due=false&perPage=100')).body.data as ReviewList;
    expect(all.rows.find((r) => r.id === ec)).toMatchObject({ overdueDays: -20 });

    // An Admin of UWL sees only the UWL customer; an Admin of Bristol only Bristol's.
    const uwl = (await uwlAgent.get('/api/v1/reviews?perPage=100')).body.data as ReviewList;
    expect(uwl.rows.map((r) => r.id)).toContain(eb);
    expect(uwl.rows.map((r) => r.id)).not.toContain(ea);
    const bri = (await briAgent.get('/api/v1/reviews?perPage=100')).body.data as ReviewList;
    expect(bri.rows.map((r) => r.id)).toContain(ea);
    expect(bri.rows.map((r) => r.id)).not.toContain(eb);

    // Paged with its total.
    const page = (await superAgent.get('/api/v1/reviews?due=true&perPage=1&page=2')).body.data as ReviewList;
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBe(due.total);
    expect((await superAgent.get('/api/v1/reviews?due=maybe')).status).toBe(400);
  });
});

describe('Review done', () => {
  it('needs a note, records it with the new limit, and sets the next review from today', async () => {
    const [a, ea] = await submitted('Reviewed Freight');
    await approve(a);
    await setReview(ea, daysFrom(-3));

    const empty = await briAgent.post(`/api/v1/customers/${ea}/review`).send({ note: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(REVIEW_NOTE_REQUIRED);
    expect((await reviewOf(ea)).next_review_on).toBe(daysFrom(-3));

    const reader = await readerAgent.post(`/api/v1/customers/${ea}/review`).send({ note: 'Looked' });
    expect(reader.status).toBe(403);
    expect(reader.body.message).toBe(CUSTOMER_CHANGE_DENIED);
    // An Admin of another unit does not see the customer at all.
    expect((await uwlAgent.post(`/api/v1/customers/${ea}/review`).send({ note: 'Looked' })).status).toBe(404);
    expect((await uwlAgent.get(`/api/v1/customers/${ea}/review`)).status).toBe(404);

    const before = (await briAgent.get(`/api/v1/customers/${ea}/review`)).body.data as CustomerReview;
    expect(before).toMatchObject({ due: true, overdueDays: 3, mayReview: true, history: [] });
    expect((await readerAgent.get(`/api/v1/customers/${ea}/review`)).body.data.mayReview).toBe(false);

    const done = await briAgent
      .post(`/api/v1/customers/${ea}/review`)
      .send({ note: 'Paying on time; AR current.', newLimit: 7500 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const next = await monthsFrom(utcDay(), 12);
    expect(done.body.data).toEqual({ nextReviewOn: next });
    expect(done.body.message).toBe(
      `Review recorded. The next review is due ${next.slice(5, 7)}/${next.slice(8)}/${next.slice(0, 4)}.`,
    );
    expect(await reviewOf(ea)).toEqual({ next_review_on: next, review_reason: 'review' });
    // The new limit replaces the limit at the unit of the approval (Bristol).
    const [limit] = await rows<{ amount: string }>(
      t.ctx.db,
      sql`select amount from customer_limits where entity_id = ${ea}::uuid and unit_id = ${w.bri.id}::uuid`,
    );
    expect(Number(limit.amount)).toBe(7500);

    // A new limit above the customer's group limit is refused like an approval's, and nothing is saved.
    await t.ctx.db.execute(sql`update customer_entities set group_limit = 8000 where id = ${ea}::uuid`);
    const over = await briAgent
      .post(`/api/v1/customers/${ea}/review`)
      .send({ note: 'Raise it', newLimit: 9000 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(REVIEW_LIMIT_OVER_GROUP);
    const [kept] = await rows<{ amount: string }>(
      t.ctx.db,
      sql`select amount from customer_limits where entity_id = ${ea}::uuid and unit_id = ${w.bri.id}::uuid`,
    );
    expect(Number(kept.amount)).toBe(7500);

    const after = (await briAgent.get(`/api/v1/customers/${ea}/review`)).body.data as CustomerReview;
    expect(after).toMatchObject({ due: false, reason: 'review', nextReviewOn: next });
    expect(after.history).toEqual([
      expect.objectContaining({ note: 'Paying on time; AR current.', newLimit: 7500, nextReviewOn: next }),
    ]);
    // The credit file's timeline shows it with its note.
    const file = (await briAgent.get(`/api/v1/customers/${ea}`)).body.data as CustomerFile;
    expect(file.timeline.find((e) => e.action === 'customer-review')?.reason).toBe(
      'Paying on time; AR current.',
    );
    const [audit] = await rows<{ before: Record<string, unknown> }>(
      t.ctx.db,
      sql`select before from audit_log where entity = 'customer' and entity_id = ${ea}::uuid
          and action = 'customer-review'`,
    );
    expect(audit.before).toEqual({ nextReviewOn: daysFrom(-3), reviewReason: 'approval' });
  });

  it('is refused for a customer without an approval: there is no review to do', async () => {
    const [, ea] = await submitted('Never Approved Freight');
    const res = await briAgent.post(`/api/v1/customers/${ea}/review`).send({ note: 'Looked' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REVIEW_NOT_SCHEDULED);
  });
});

describe('the daily digest', () => {
  it('emails each unit’s active contacts the reviews due in it, once per day', async () => {
    const [a, ea] = await submitted('Digest Overdue Co');
    const [b, eb] = await submitted('Digest Later Co');
    const [c, ec] = await submitted('Digest Uwl Co', 'uwl');
    await Promise.all([approve(a), approve(b), approve(c, 'uwl')]);
    const today = daysFrom(400); // past every other test's dates: every approved customer here is due
    await setReview(ea, daysFrom(380));
    await setReview(eb, daysFrom(420));
    await setReview(ec, daysFrom(400));

    const first = await sendReviewDigests(t.ctx.db, { today, origin: 'https://credit.example.test' });
    expect(first.sent).toBe(2); // Bristol and UWL
    const emails = await rows<{
      unit_id: string;
      to_address: string;
      payload: { context: Record<string, unknown> };
    }>(
      t.ctx.db,
      sql`select unit_id, to_address, payload from email_messages where template = 'reviews-due-digest'
          order by to_address`,
    );
    expect(emails.map((e) => [e.unit_id, e.to_address])).toEqual([
      [w.bri.id, 'ANNA@CPG.TEST, BOB@CPG.TEST'],
      [w.uwl.id, 'URSULA@UWL.TEST'],
    ]);
    const bristol = emails[0].payload.context as unknown as {
      count: number;
      customers: { name: string; url: string; overdueDays: number }[];
    };
    const names = bristol.customers.map((x) => x.name);
    expect(names.some((n) => n.startsWith('Digest Overdue Co'))).toBe(true);
    expect(names.some((n) => n.startsWith('Digest Later Co'))).toBe(false);
    expect(names.some((n) => n.startsWith('Digest Uwl Co'))).toBe(false);
    expect(bristol.customers.find((x) => x.name.startsWith('Digest Overdue Co'))).toMatchObject({
      overdueDays: 20,
      url: `https://credit.example.test/customers/${ea}`,
    });

    // The job running again the same day (a second worker, a retry) sends nothing more.
    const again = await sendReviewDigests(t.ctx.db, { today });
    expect(again).toMatchObject({ sent: 0, alreadySent: 2 });
    const [count] = await rows<{ n: number | string }>(
      t.ctx.db,
      sql`select count(*) as n from email_messages where template = 'reviews-due-digest'`,
    );
    expect(Number(count.n)).toBe(2);

    // A unit without an active contact is counted, not emailed.
    await t.ctx.db.execute(sql`update contacts set active = false where unit_id = ${w.uwl.id}::uuid`);
    const next = await sendReviewDigests(t.ctx.db, { today: daysFrom(401) });
    expect(next).toMatchObject({ sent: 1, noContacts: 1 });
    await t.ctx.db.execute(sql`update contacts set active = true where id = ${w.uwlContact.id}::uuid`);
  });
});

describe('the review interval on a unit', () => {
  it('is saved on the information card from 1 to 60 months, or empty', async () => {
    const bad = await superAgent.put(`/api/v1/divisions/${w.bri.id}`).send({ reviewMonths: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Review every must be a whole number of months');
    const good = await superAgent.put(`/api/v1/divisions/${w.bri.id}`).send({ reviewMonths: 18 });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await superAgent.get(`/api/v1/divisions/${w.bri.id}`)).body.reviewMonths).toBe(18);
    const cleared = await superAgent.put(`/api/v1/divisions/${w.bri.id}`).send({ reviewMonths: null });
    expect(cleared.status).toBe(200);
  });
});
