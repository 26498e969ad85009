/**
 * Reference answers through HTTP (README 'Reference requests'): the page's view (the applicant's name and
 * nothing else of the application; the first open recorded), the answer with the access code (once; the score;
 * the evidence), 'We cannot give references', the code lock, refusals that cannot be told apart, the 30 days,
 * and the staff's list and phone answer with who may use them.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { files, referenceAnswers, referenceEvents, referenceRequests } from '../db/schema';
import { linkToCustomer } from '../customers/match';
import { storeReferenceAnswerPdf } from '../references/answer-pdf';
import { runDueJobs } from '../test/run-due-jobs';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { insertReferenceRequest, type MadeRequest } from '../test/reference-answer-world';
import {
  publishBankEmailVersion,
  referenceAnswers as applicationAnswers,
  submittedWithReferences,
} from '../test/reference-world';

const TRADE = ['ar@pacificdrayage.com', 'owner.friend@gmail.com', 'credit@acmeimports.com'];
const BANK = 'lending@firstharbor.example';
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
let t: TestApp;
let w: ApplicationWorld;
let version: number;
type Agent = ReturnType<typeof supertest.agent>;
const agents = {} as Record<'reader' | 'admin' | 'otherAdmin', Agent>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  version = await publishBankEmailVersion(t.ctx.db);
  const users = {
    reader: await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.cpg.id] }),
    admin: await createTestUser(t.ctx.db, {
      security: 'ADMIN',
      unitIds: [w.cpg.id],
      firstName: 'Dana',
      lastName: 'Credit',
    }),
    otherAdmin: await createTestUser(t.ctx.db, { security: 'ADMIN', unitIds: [w.uwl.id] }),
  };
  for (const [k, u] of Object.entries(users))
    agents[k as keyof typeof agents] = await signedInAgent(t.app, u.email);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const newApplication = () => submittedWithReferences(t.ctx.db, w, version, applicationAnswers(TRADE, BANK));
const view = (token: string) => supertest(t.app).get(`/api/reference/${token}`).set('division', 'BRI');
const answer = (r: MadeRequest, body: Record<string, unknown> = {}) =>
  supertest(t.app)
    .post('/api/reference/answer')
    .set('user-agent', UA)
    .set('division', 'BRI')
    .send({ token: r.token, code: r.code.toLowerCase(), answers: sampleFor('trade-reference'), ...body });
const requestRow = async (id: string) =>
  (await t.ctx.db.select().from(referenceRequests).where(eq(referenceRequests.id, id)))[0];
const answerRow = async (id: string) =>
  (await t.ctx.db.select().from(referenceAnswers).where(eq(referenceAnswers.requestId, id)))[0];
const eventsOf = async (id: string) =>
  (await t.ctx.db.select().from(referenceEvents).where(eq(referenceEvents.requestId, id))).map(
    (e) => e.event,
  );
/** What a refusal shows, without the request's own timing. */
const shown = (res: supertest.Response) => ({ status: res.status, body: res.body as unknown });

describe('the answer page’s view', () => {
  it('shows the unit, the applicant’s name and the answer form, nothing else of the application, and records the first open', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id);
    const res = await view(r.token).set('user-agent', UA);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'trade',
      applicantName: expect.any(String),
      referenceCompany: 'Pacific Drayage',
      unit: { code: 'BRI' },
      definition: { family: 'trade-reference', form: 'reference' },
    });
    const { applicantName, definition: _form, ...rest } = res.body.data as Record<string, unknown>;
    expect(applicantName).not.toBe('');
    // Nothing the applicant typed but its name: no address, phone, tax id, bank, other reference or email.
    const application = applicationAnswers(TRADE, BANK) as Record<string, unknown>;
    const text = JSON.stringify(rest);
    for (const value of [
      ...TRADE.slice(1),
      BANK,
      'buyer@acme.test',
      String((application.bankInfo as Record<string, unknown>).accountNumber ?? 'no-account'),
      String(application.companyPhone ?? 'no-phone'),
      String(application.fedTaxId ?? 'no-tax-id'),
    ])
      expect(text).not.toContain(value);
    expect(JSON.stringify(res.body)).not.toContain(id);

    expect(await requestRow(r.id)).toMatchObject({ status: 'opened', openedAt: expect.any(Date) });
    await view(r.token);
    const opened = await t.ctx.db.select().from(referenceEvents).where(eq(referenceEvents.requestId, r.id));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ event: 'opened', detail: { userAgent: UA } });
  });

  it('answers an unknown token and a cancelled one alike, as an expired customer link', async () => {
    const id = await newApplication();
    const cancelled = await insertReferenceRequest(t.ctx.db, id, { status: 'cancelled' });
    const guessed = { ...cancelled, token: 'x'.repeat(43) };
    const [a, b] = [await view(cancelled.token), await view(guessed.token)];
    expect(a.status).toBe(404);
    expect(a.body).toMatchObject({ success: false, data: { reason: 'link-invalid', unit: { code: 'BRI' } } });
    expect(shown(a)).toEqual(shown(b));
    const [c, d] = [await answer(cancelled), await answer(guessed)];
    expect(c.status).toBe(404);
    expect(shown(c)).toEqual(shown(d));
    expect(shown(c)).toEqual(shown(a));
  });

  it('refuses a request past its 30 days', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await view(r.token)).body.data).toMatchObject({ reason: 'link-invalid' });
    expect((await answer(r)).status).toBe(404);
    vi.useRealTimers();
    expect((await answer(r)).status).toBe(200);
  });
});

describe('answering', () => {
  it('takes the answer with the code (any case), scores it, keeps the evidence, and only once', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id);
    const res = await answer(r);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Thank you: your answer was sent.' });
    expect(await requestRow(r.id)).toMatchObject({ status: 'answered', closedAt: expect.any(Date) });
    expect(await answerRow(r.id)).toMatchObject({
      declined: false,
      score: 77,
      formFamily: 'trade-reference',
      formVersion: 1,
      byPhone: false,
      respondentName: 'Maria Lopez',
      respondentTitle: 'Credit Manager',
      respondentPhone: '5625550142',
      userAgent: UA,
      ip: expect.any(String),
    });
    expect(await eventsOf(r.id)).toEqual(['answered']);

    const again = await answer(r);
    const unknown = await answer({ ...r, token: 'y'.repeat(43) });
    expect(again.status).toBe(404);
    expect(shown(again)).toEqual(shown(unknown));
    expect(shown(await view(r.token))).toEqual(shown(unknown));
  });

  it('counts ‘We cannot give references’ as the answer', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id, { kind: 'bank' });
    const res = await answer(r, { declined: true, answers: {} });
    expect(res.status).toBe(200);
    expect(await requestRow(r.id)).toMatchObject({ status: 'declined' });
    expect(await answerRow(r.id)).toMatchObject({
      declined: true,
      score: null,
      formFamily: 'bank-reference',
    });
    expect((await answer(r, { declined: true })).status).toBe(404);
  });

  it('checks the answers with the form’s rules, on their fields', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id);
    const { respondentName: _name, ...answers } = sampleFor('trade-reference');
    const res = await answer(r, { answers });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ '/respondentName': 'Enter your name' });
    expect(await requestRow(r.id)).toMatchObject({ status: 'sent' });
  });

  it('locks the request after five wrong codes, with Retry-After, even for the right code', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id);
    const wrong = { ...r, code: r.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' };
    for (let i = 0; i < 4; i++) {
      const res = await answer(wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'That access code is not right. Check the code in the email and try again.',
      );
    }
    const locked = await answer(wrong);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.body.message).toBe('Too many wrong access codes.');
    expect((await answer(r)).status).toBe(429);
    expect(await eventsOf(r.id)).toEqual(['code-locked']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect((await answer(r)).status).toBe(200);
  });
});

describe('the staff’s view and phone answers', () => {
  it('lists the requests with their answers as shown, the score and the bank’s line', async () => {
    const id = await newApplication();
    const fast = await insertReferenceRequest(t.ctx.db, id, { position: 0 });
    const slow = await insertReferenceRequest(t.ctx.db, id, { position: 1, company: 'Slow Co' });
    const bank = await insertReferenceRequest(t.ctx.db, id, { kind: 'bank' });
    await answer(fast);
    const slowAnswers = { ...sampleFor('trade-reference'), daysBeyondTerms: 30, highCreditAmount: 16000 };
    await answer(slow, { answers: slowAnswers });
    await answer(bank, { answers: sampleFor('bank-reference') });

    const res = await agents.reader.get(`/api/v1/submissions/${id}/references`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ autoRequest: false, askable: 4 });
    // (77 × 48,000 + 50 × 16,000) / 64,000 = 70.25
    expect(data.score).toEqual({
      weightedScore: 70,
      answers: 2,
      declined: 0,
      oldestRelationship: '2014-03-01',
      bankSummary: 'Open since 2012 · average balance $10,000–$99,999 · 0 NSF · satisfactory',
    });
    const first = data.requests.find((x: { id: string }) => x.id === fast.id);
    expect(first).toMatchObject({ status: 'answered', answer: { score: 77, byPhone: false } });
    expect(first.answer.summary).toContainEqual(['High credit in the last 12 months', '$48,000']);
    expect(first.answer.summary).toContainEqual(['Payment habit', 'Prompt']);
    expect(first.events.map((e: { event: string }) => e.event)).toEqual(['answered']);

    // The credit file shows the same picture on the application's row, with how many were asked.
    const entity = await t.ctx.db.transaction((tx) => linkToCustomer(tx, id));
    const file = await agents.reader.get(`/api/v1/customers/${entity}`);
    expect(file.status).toBe(200);
    expect(file.body.data.submissions.find((s: { id: string }) => s.id === id).references).toEqual({
      ...data.score,
      requested: 3,
    });

    // The answer as a PDF (printed by Chromium), for anyone who may read the application; none before an answer.
    const pdf = await agents.reader
      .get(`/api/v1/submissions/${id}/references/${fast.id}/pdf`)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Reference-');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // A worker stores it among the application's documents (the job enqueued with the answer, once); the
    // download is then that document, and a run again stores nothing more.
    const ctx = { db: t.ctx.db, config: t.ctx.config, logger: pino({ level: 'silent' }) };
    expect(await runDueJobs(ctx, { kinds: ['reference-answer-pdf'] })).toBeGreaterThanOrEqual(1);
    const fileId = (await answerRow(fast.id)).fileId;
    expect(fileId).toBeTruthy();
    const [stored] = await t.ctx.db.select().from(files).where(eq(files.id, fileId!));
    expect(stored).toMatchObject({ kind: 'reference-answer', ownerId: id, contentType: 'application/pdf' });
    expect(
      await storeReferenceAnswerPdf(t.ctx.db, fast.id, () => Promise.reject(new Error('printed again'))),
    ).toBe(fileId);
    const again = await agents.reader
      .get(`/api/v1/submissions/${id}/references/${fast.id}/pdf`)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(again.status).toBe(200);
    expect(
      createHash('sha256')
        .update(again.body as Buffer)
        .digest('hex'),
    ).toBe(stored.sha256);

    const open = await insertReferenceRequest(t.ctx.db, id, { position: 2 });
    expect((await agents.reader.get(`/api/v1/submissions/${id}/references/${open.id}/pdf`)).status).toBe(404);
    expect((await agents.otherAdmin.get(`/api/v1/submissions/${id}/references/${fast.id}/pdf`)).status).toBe(
      404,
    );
  }, 60_000);

  it('records an answer taken by phone with the staff member’s name; Read Only may not; another unit sees nothing', async () => {
    const id = await newApplication();
    const r = await insertReferenceRequest(t.ctx.db, id, { status: 'bounced' });
    const url = `/api/v1/submissions/${id}/references/${r.id}/phone-answer`;
    const body = { answers: { ...sampleFor('trade-reference'), paymentHabit: 'collections' } };

    // The form staff fill in on the phone: the published answer form of the request's kind.
    const formUrl = `/api/v1/submissions/${id}/references/${r.id}/answer-form`;
    expect((await agents.reader.get(formUrl)).status).toBe(403);
    expect((await agents.otherAdmin.get(formUrl)).status).toBe(404);
    const form = await agents.admin.get(formUrl);
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({
      kind: 'trade',
      status: 'bounced',
      definition: { form: 'reference', family: 'trade-reference' },
    });
    expect(form.body.data.definition.schema.properties).toHaveProperty('paymentHabit');

    expect((await agents.reader.post(url).send(body)).status).toBe(403);
    expect((await agents.otherAdmin.post(url).send(body)).status).toBe(404);
    expect((await agents.otherAdmin.get(`/api/v1/submissions/${id}/references`)).status).toBe(404);

    const res = await agents.admin.post(url).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status: 'answered', score: 20 } });
    const listed = await agents.admin.get(`/api/v1/submissions/${id}/references`);
    expect(listed.body.data.requests[0].answer).toMatchObject({
      byPhone: true,
      recordedBy: 'Dana Credit',
      score: 20,
    });
    expect(listed.body.data.requests[0].events[0]).toMatchObject({ event: 'answered', by: 'Dana Credit' });
    // Answered once: the link answers as expired, a second phone answer is refused.
    expect((await answer(r)).status).toBe(404);
    expect((await agents.admin.post(url).send(body)).status).toBe(409);
  });
});
