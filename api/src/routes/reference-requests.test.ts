/**
 * Reference requests, the staff side through HTTP (README 'Reference requests'): a submitted eight-step
 * application with three trade references and a bank makes four requests and four emails (the free-mail one
 * flagged), none twice; the email's link stays out of the Email log; delivery moves a request to 'sent'; resend
 * replaces the link; cancel closes it; a changed email is audited and sent again; and who may do it.
 */
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import {
  auditLog,
  emailMessages,
  referenceAnswers,
  referenceEvents,
  referenceRequests,
  submissions,
} from '../db/schema';
import { hashReferenceToken } from '../references/secrets';
import { activationRecord } from '../test/activation-world';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import {
  publishBankEmailVersion,
  referenceAnswers as answersWith,
  submittedWithReferences,
} from '../test/reference-world';
import { runDueJobs } from '../test/run-due-jobs';

const ORIGIN = 'http://portal.test';
const TRADE = ['ar@pacificdrayage.com', 'owner.friend@gmail.com', 'credit@acmeimports.com'];
const BANK = 'lending@firstharbor.example';
let t: TestApp;
let w: ApplicationWorld;
let version: number;
type Agent = ReturnType<typeof supertest.agent>;
const agents = {} as Record<'reader' | 'admin' | 'otherAdmin', Agent>;

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: ORIGIN });
  w = await seedApplicationWorld(t.ctx.db);
  version = await publishBankEmailVersion(t.ctx.db);
  const users = {
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.cpg.id] }),
    admin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.cpg.id] }),
    otherAdmin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.uwl.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
afterAll(() => t.close());

const worker = async () => {
  const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
  while ((await runDueJobs(ctx, { kinds: ['email-deliver'] })) > 0);
};
const newApplication = () => submittedWithReferences(t.ctx.db, w, version, answersWith(TRADE, BANK));
const requestsOf = (id: string) =>
  t.ctx.db.select().from(referenceRequests).where(eq(referenceRequests.submissionId, id));
const emailsOf = async (id: string, template = 'reference-request') =>
  (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id))).filter(
    (e) => e.template === template,
  );
const tokenIn = (row: { payload: unknown }) => {
  const url = (row.payload as { context: { referenceUrl: string } }).context.referenceUrl;
  return url.slice(url.lastIndexOf('/') + 1);
};
const send = (agent: Agent, id: string, body: Record<string, unknown> = {}) =>
  agent.post(`/api/v1/submissions/${id}/reference-requests`).send(body);

describe('sending the requests', () => {
  it('asks the three trade references and the bank once each, flags the free-mail and same-domain ones', async () => {
    const id = await newApplication();
    const first = await send(agents.admin, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      data: { sent: 4 },
      message: '4 reference requests are being sent.',
    });
    const requests = await requestsOf(id);
    expect(requests.map((r) => [r.kind, r.position, r.email, r.flags, r.status, r.sendCount]).sort()).toEqual(
      [
        ['bank', null, BANK, [], 'queued', 1],
        ['trade', 0, TRADE[0], [], 'queued', 1],
        ['trade', 1, TRADE[1], ['free-mail'], 'queued', 1],
        ['trade', 2, TRADE[2], ['same-domain'], 'queued', 1],
      ].sort(),
    );
    expect(requests.find((r) => r.kind === 'bank')?.company).toBe('First Harbor Bank');
    const emails = await emailsOf(id);
    expect(emails.map((e) => e.toAddress).sort()).toEqual([...TRADE, BANK].sort());
    // Each request's token is the one its email carries (only its hash is stored).
    for (const email of emails) {
      const request = requests.find((r) => r.emailId === email.id);
      expect(request?.tokenHash).toBe(hashReferenceToken(tokenIn(email)));
      expect(tokenIn(email)).toMatch(/^[\w-]{40,}$/);
    }

    const again = await send(agents.admin, id);
    expect(again.body).toMatchObject({ data: { sent: 0 } });
    expect(await requestsOf(id)).toHaveLength(4);
    expect(await emailsOf(id)).toHaveLength(4);
    const events = await t.ctx.db.select().from(referenceEvents);
    expect(events.filter((e) => requests.some((r) => r.id === e.requestId)).map((e) => e.event)).toEqual(
      Array(4).fill('requested'),
    );
  });

  it('sends each request once when two calls race', async () => {
    const id = await newApplication();
    const [a, b] = await Promise.all([send(agents.admin, id), send(agents.admin, id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.sent + b.body.data.sent).toBe(4);
    expect(await emailsOf(id)).toHaveLength(4);
    expect((await requestsOf(id)).map((r) => r.sendCount)).toEqual([1, 1, 1, 1]);
  });

  it('delivers the emails in the unit’s brand, keeps the link out of the Email log, and marks the requests sent', async () => {
    const id = await newApplication();
    await send(agents.admin, id);
    const before = await emailsOf(id);
    const tokens = before.map(tokenIn);
    await worker();
    const after = await emailsOf(id);
    expect(after.map((e) => e.status)).toEqual(Array(4).fill('sent'));
    for (const email of after) {
      expect(email.html).toContain('Answer The Reference Request');
      expect(email.html).toContain('ACME IMPORTS');
      for (const token of tokens) {
        expect(email.html).not.toContain(token);
        expect(JSON.stringify(email.payload)).not.toContain(token);
      }
    }
    const requests = await requestsOf(id);
    expect(requests.map((r) => r.status)).toEqual(Array(4).fill('sent'));
    expect(requests.every((r) => r.sentAt !== null)).toBe(true);
  });

  it('marks a request bounced when its email is refused for good', async () => {
    const id = await newApplication();
    await send(agents.admin, id);
    const [request] = await requestsOf(id);
    // No recipient left: the delivery's permanent error (mail/render-message.ts), as a refused address ends.
    const [email] = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, request.emailId ?? ''));
    await t.ctx.db
      .update(emailMessages)
      .set({ payload: { ...(email.payload as object), to: [] } })
      .where(eq(emailMessages.id, email.id));
    await worker();
    const [after] = await t.ctx.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    expect(after.status).toBe('bounced');
    const events = await t.ctx.db
      .select()
      .from(referenceEvents)
      .where(eq(referenceEvents.requestId, request.id));
    expect(events.map((e) => e.event)).toEqual(['requested', 'bounced']);
    expect((await requestsOf(id)).filter((r) => r.status === 'sent')).toHaveLength(3);
  });

  it('resends the named request with a new link, and refuses an answered one', async () => {
    const id = await newApplication();
    await send(agents.admin, id);
    await worker();
    const [one, answered] = await requestsOf(id);
    const resent = await send(agents.admin, id, { requestIds: [one.id] });
    expect(resent.body).toMatchObject({ data: { sent: 1 } });
    const [after] = await t.ctx.db.select().from(referenceRequests).where(eq(referenceRequests.id, one.id));
    expect(after).toMatchObject({ status: 'queued', sendCount: 2, remindersSent: 0 });
    expect(after.tokenHash).not.toBe(one.tokenHash);
    const old = await t.ctx.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.tokenHash, one.tokenHash ?? ''));
    expect(old).toHaveLength(0);
    expect(await emailsOf(id)).toHaveLength(5);

    await t.ctx.db
      .update(referenceRequests)
      .set({ status: 'answered' })
      .where(eq(referenceRequests.id, answered.id));
    const refused = await send(agents.admin, id, { requestIds: [answered.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This reference has already answered; its request cannot be sent again, cancelled or changed.',
    );
  });

  it('refuses an application not submitted yet', async () => {
    const id = await submittedWithReferences(t.ctx.db, w, version, answersWith(TRADE, BANK));
    await t.ctx.db.update(submissions).set({ status: 'SENT' }).where(eq(submissions.id, id));
    const res = await send(agents.admin, id);
    expect(res.status).toBe(400);
    expect(await requestsOf(id)).toHaveLength(0);
  });
});

describe('cancel and change email', () => {
  it('cancels a request: its link stops working and it is closed', async () => {
    const id = await newApplication();
    await send(agents.admin, id);
    const [request] = await requestsOf(id);
    const res = await agents.admin
      .post(`/api/v1/submissions/${id}/references/${request.id}/cancel`)
      .send({ reason: 'Listed by mistake' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Reference request cancelled.');
    const [after] = await t.ctx.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    expect(after).toMatchObject({ status: 'cancelled', tokenHash: null, codeHash: null });
    expect(after.closedAt).not.toBeNull();
    const events = await t.ctx.db
      .select()
      .from(referenceEvents)
      .where(eq(referenceEvents.requestId, request.id));
    expect(events.map((e) => [e.event, e.detail])).toContainEqual([
      'cancelled',
      { reason: 'Listed by mistake' },
    ]);
  });

  it('changes a reference’s email with an audit row and sends the request to the new address', async () => {
    const id = await newApplication();
    await send(agents.admin, id);
    await worker();
    const request = (await requestsOf(id)).find((r) => r.flags.includes('free-mail'));
    if (!request) throw new Error('no free-mail request');
    const noReason = await agents.admin
      .post(`/api/v1/submissions/${id}/references/${request.id}/email`)
      .send({ email: 'ap@realvendor.example', reason: '' });
    expect(noReason.status).toBe(400);
    const res = await agents.admin
      .post(`/api/v1/submissions/${id}/references/${request.id}/email`)
      .send({ email: 'AP@RealVendor.example', reason: 'The applicant gave a personal address' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { resent: true } });
    const [after] = await t.ctx.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    expect(after).toMatchObject({
      email: 'ap@realvendor.example',
      flags: [],
      status: 'queued',
      sendCount: 2,
    });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'reference-email-change')));
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toEqual({ email: TRADE[1] });
    expect(audit[0].after).toMatchObject({
      email: 'ap@realvendor.example',
      reason: 'The applicant gave a personal address',
    });
    expect((await emailsOf(id)).map((e) => e.toAddress)).toContain('ap@realvendor.example');

    await t.ctx.db
      .insert(referenceAnswers)
      .values({ requestId: request.id, formFamily: 'trade-reference', formVersion: 1 });
    await t.ctx.db
      .update(referenceRequests)
      .set({ status: 'answered' })
      .where(eq(referenceRequests.id, request.id));
    const late = await agents.admin
      .post(`/api/v1/submissions/${id}/references/${request.id}/cancel`)
      .send({});
    expect(late.status).toBe(409);
  });
});

describe('who may request references', () => {
  it('refuses Read Only (403) and another unit’s admin (404); an activation has no references (404)', async () => {
    const id = await newApplication();
    const read = await send(agents.reader, id);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('Access to request references is denied!');
    expect((await send(agents.otherAdmin, id)).status).toBe(404);
    const [request] = await (async () => {
      await send(agents.admin, id);
      return requestsOf(id);
    })();
    const cancel = (agent: Agent) =>
      agent.post(`/api/v1/submissions/${id}/references/${request.id}/cancel`).send({});
    expect((await cancel(agents.reader)).status).toBe(403);
    expect((await cancel(agents.otherAdmin)).status).toBe(404);
    const email = (agent: Agent) =>
      agent
        .post(`/api/v1/submissions/${id}/references/${request.id}/email`)
        .send({ email: 'x@y.example', reason: 'r' });
    expect((await email(agents.reader)).status).toBe(403);
    expect((await email(agents.otherAdmin)).status).toBe(404);
    // A request of another application is not found through this one.
    const other = await newApplication();
    const wrong = await agents.admin
      .post(`/api/v1/submissions/${other}/references/${request.id}/cancel`)
      .send({});
    expect(wrong.status).toBe(404);
    const activation = await activationRecord(t.ctx.db, w, 'NEW');
    expect((await send(agents.admin, activation)).status).toBe(404);
  });
});
