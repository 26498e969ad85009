/**
 * Reference reminders and the request at submit (README 'Reference requests'), on a controllable clock: a
 * request waiting for an answer is reminded every N days at most M times (here 2 and 2) with its link and code,
 * then never again; an answered one is not reminded; the unit's settings fall back from the division to the
 * company; a customer's submit asks the references when, and only when, the unit's switch is on; and the
 * information card saves the settings and previews the two emails' wording.
 */
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { emailMessages, referenceAnswers, referenceEvents, referenceRequests, units } from '../db/schema';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { createSubmission } from '../test/factories';
import {
  publishBankEmailVersion,
  referenceAnswers as answersWith,
  submittedWithReferences,
} from '../test/reference-world';
import { runDueJobs } from '../test/run-due-jobs';
import { testClock } from '../test/clock';
import { hashAccessCode, hashReferenceToken } from './secrets';
import { referenceSettingsOf } from './unit-settings';

const DAY = 86_400_000;
let t: TestApp;
let w: ApplicationWorld;
let version: number;
let admin: ReturnType<typeof supertest.agent>;
let superAdmin: ReturnType<typeof supertest.agent>;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'http://portal.test' });
  w = await seedApplicationWorld(t.ctx.db);
  version = await publishBankEmailVersion(t.ctx.db);
  const user = await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] });
  admin = await signedInAgent(t.app, user.email);
  const boss = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  superAdmin = await signedInAgent(t.app, boss.email);
});
afterAll(() => t.close());

const worker = async () => {
  const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
  while ((await runDueJobs(ctx, { now: clock.now, kinds: ['email-deliver', 'reference-reminder'] })) > 0);
};
const requestsOf = (id: string) =>
  t.ctx.db.select().from(referenceRequests).where(eq(referenceRequests.submissionId, id));
const remindersOf = async (id: string) =>
  (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id))).filter(
    (e) => e.template === 'reference-reminder',
  );
const setUnit = (id: string, values: Partial<typeof units.$inferInsert>) =>
  t.ctx.db.update(units).set(values).where(eq(units.id, id));

describe('reminders', () => {
  it('reminds a waiting reference twice, then stops; never one that answered', async () => {
    await setUnit(w.bri.id, { referenceReminderDays: 2, referenceReminderMax: 2 });
    const id = await submittedWithReferences(
      t.ctx.db,
      w,
      version,
      answersWith(['a@one.example', 'b@two.example', 'c@three.example'], 'bank@four.example'),
    );
    expect((await admin.post(`/api/v1/submissions/${id}/reference-requests`).send({})).body.data.sent).toBe(
      4,
    );
    // The reminders' jobs carry the link and code of the request email: read them before it is delivered.
    const sentEmails = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    // The clock from now on (the emails' jobs are due at once).
    clock.advance(Date.now() + 1000 - clock.now().getTime());
    await worker();
    const [answered, ...waiting] = await requestsOf(id);
    expect([answered, ...waiting].map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    // The answer arrives (the answer side's writes, played here).
    await t.ctx.db
      .insert(referenceAnswers)
      .values({ requestId: answered.id, formFamily: 'trade-reference', formVersion: 1 });
    await t.ctx.db
      .update(referenceRequests)
      .set({ status: 'answered', closedAt: new Date() })
      .where(eq(referenceRequests.id, answered.id));

    clock.advance(1 * DAY);
    await worker();
    expect(await remindersOf(id)).toHaveLength(0);
    clock.advance(1 * DAY + 60_000);
    await worker();
    expect(await remindersOf(id)).toHaveLength(3);
    for (let day = 0; day < 10; day++) {
      clock.advance(DAY);
      await worker();
    }
    const reminders = await remindersOf(id);
    expect(reminders).toHaveLength(6);
    expect(reminders.every((r) => r.status === 'sent')).toBe(true);
    const after = await requestsOf(id);
    expect(after.find((r) => r.id === answered.id)?.remindersSent).toBe(0);
    for (const request of after.filter((r) => r.id !== answered.id)) {
      expect(request.remindersSent).toBe(2);
      expect(request.status).toBe('sent');
      const events = await t.ctx.db
        .select()
        .from(referenceEvents)
        .where(eq(referenceEvents.requestId, request.id));
      expect(events.filter((e) => e.event === 'reminded').map((e) => e.detail)).toEqual([
        { reminder: 1 },
        { reminder: 2 },
      ]);
      expect(reminders.filter((r) => r.toAddress === request.email)).toHaveLength(2);
    }
    expect(reminders.map((r) => r.toAddress)).not.toContain(answered.email);
    // The reminder's code is the request's current one (the hash of the code the request email gave).
    const job = (await t.ctx.db.execute(
      sql`select data from pgboss.job where name = 'reference-reminder' and data->>'requestId' = ${waiting[0].id} limit 1`,
    )) as unknown as { rows: Array<{ data: { token: string; code: string } }> };
    const { token, code } = job.rows[0].data;
    expect(hashReferenceToken(token)).toBe(waiting[0].tokenHash);
    expect(hashAccessCode(waiting[0].id, code)).toBe(waiting[0].codeHash);
    expect(sentEmails.some((e) => JSON.stringify(e.payload).includes(code))).toBe(true);

    // A reminder's job run again (its worker died before completing it) sends nothing twice.
    await t.ctx.db.execute(
      sql`update pgboss.job set state = 'created', start_after = now() - interval '1 minute'
           where name = 'reference-reminder' and state = 'completed' and data->>'requestId' = ${waiting[0].id}`,
    );
    await worker();
    expect(await remindersOf(id)).toHaveLength(6);
  });

  it('takes a division’s empty settings from its company, else the defaults', async () => {
    await setUnit(w.bri.id, {
      referenceReminderDays: null,
      referenceReminderMax: null,
      referenceAutoRequest: null,
    });
    await setUnit(w.cpg.id, {
      referenceReminderDays: 5,
      referenceReminderMax: null,
      referenceAutoRequest: true,
    });
    const settings = await referenceSettingsOf(t.ctx.db, { companyId: w.cpg.id, divisionId: w.bri.id });
    expect(settings).toMatchObject({ autoRequest: true, reminderDays: 5, reminderMax: 3 });
    expect(settings?.unit.id).toBe(w.bri.id);
    await setUnit(w.bri.id, { referenceAutoRequest: false });
    expect(await referenceSettingsOf(t.ctx.db, { companyId: w.cpg.id, divisionId: w.bri.id })).toMatchObject({
      autoRequest: false,
    });
    await setUnit(w.cpg.id, { referenceReminderDays: null, referenceAutoRequest: null });
  });
});

describe('at submit', () => {
  const submit = async () => {
    const s = await createSubmission(t.ctx.db, {
      formFamily: 'application-eight',
      companyId: w.cpg.id,
      divisionId: w.bri.id,
      email: 'ap@customer.example',
      contacts: [w.anna.id],
    });
    const res = await supertest(t.app)
      .post('/api/Application/setInviteApplication')
      .send({ _id: s.id, email: 'ap@customer.example', data: sampleFor('application-eight'), submit: true });
    expect(res.status).toBe(200);
    return s.id;
  };

  it('asks the references when the unit’s switch is on, in the submit’s transaction', async () => {
    await setUnit(w.bri.id, { referenceAutoRequest: true });
    const id = await submit();
    const requests = await requestsOf(id);
    // The three trade references and the bank (the eight-step sample's Bank Contact Email) are asked.
    expect(requests.map((r) => [r.kind, r.email, r.status]).sort()).toEqual([
      ['bank', 'lpark@firstharborbank.com', 'queued'],
      ['trade', 'ar@pacificdrayage.com', 'queued'],
      ['trade', 'billing@gulfpallet.com', 'queued'],
      ['trade', 'credit@midwestpack.com', 'queued'],
    ]);
    const events = await t.ctx.db
      .select()
      .from(referenceEvents)
      .where(eq(referenceEvents.requestId, requests[0].id));
    expect(events.map((e) => [e.event, e.userId])).toEqual([['requested', null]]);
  });

  it('asks nothing when the switch is off', async () => {
    await setUnit(w.bri.id, { referenceAutoRequest: false });
    expect(await requestsOf(await submit())).toHaveLength(0);
  });
});

describe('the unit’s reference settings and wording', () => {
  it('saves the switch, the reminder days (1–30) and the reminders at most (0–10) on the information card', async () => {
    const put = (body: Record<string, unknown>) => superAdmin.put(`/api/v1/divisions/${w.bri.id}`).send(body);
    const days = await put({ referenceReminderDays: 31 });
    expect(days.status).toBe(400);
    expect(JSON.stringify(days.body)).toContain('Remind after must be a whole number of days from 1 to 30');
    const max = await put({ referenceReminderMax: 11 });
    expect(max.status).toBe(400);
    expect(JSON.stringify(max.body)).toContain('Reminders at most must be a whole number from 0 to 10');
    const good = await put({ referenceAutoRequest: true, referenceReminderDays: 4, referenceReminderMax: 0 });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await superAdmin.get(`/api/v1/divisions/${w.bri.id}`)).body).toMatchObject({
      referenceAutoRequest: true,
      referenceReminderDays: 4,
      referenceReminderMax: 0,
    });
    // Left out of a save, they stay; null hands them back to the company.
    await put({ name: 'Bristol' });
    expect((await superAdmin.get(`/api/v1/divisions/${w.bri.id}`)).body.referenceReminderDays).toBe(4);
    await put({ referenceAutoRequest: null, referenceReminderDays: null, referenceReminderMax: null });
    expect((await superAdmin.get(`/api/v1/divisions/${w.bri.id}`)).body.referenceAutoRequest).toBeNull();
  });

  it('previews the request and reminder emails with the unsaved wording', async () => {
    for (const [template, field] of [
      ['reference-request', 'referenceRequestBody'],
      ['reference-reminder', 'referenceReminderBody'],
    ]) {
      const res = await superAdmin.post('/api/v1/companies/preview').send({
        template,
        name: 'Quay Freight',
        emailTemplate: 'CPG',
        wording: { [field]: 'Our own words here.' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.html).toContain('Our own words here.');
      expect(res.body.data.text).toContain('We cannot give references');
    }
  });
});
