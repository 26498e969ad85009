/**
 * Regulation B through HTTP (README 'Regulation B'): the reasons offered when denying a record, and the one
 * to four specific reasons a denial records on its notice.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import supertest from 'supertest';
import * as M from '@cp/schemas/messages/regb';
import { topNegativeReasons } from '@cp/schemas/scorecards/score';
import { STANDARD_REASONS } from '@cp/schemas/regb/reasons';
import type { TestApp } from '../auth/testing';
import { ECOA_NOTICE } from '@cp/schemas/regb/notice';
import { decisionNotices, denialCodes, emailMessages, files } from '../db/schema';
import { getFile } from '../files/get-file';
import { execFileSync } from 'node:child_process';
import type { EmailMessage } from '../mail/enqueue';
import { renderOutboxMessage } from '../mail/render-message';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { denyOf } from '../test/submission-matrix';
import { staffAgents, useTestWorld } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env);
const v1 = '/api/v1/applications';

const noticeOf = async (id: string) =>
  (await t.ctx.db.select().from(decisionNotices).where(eq(decisionNotices.submissionId, id)))[0];

describe('denial reasons', () => {
  it('offers the unit’s code statements (the description while a code has none) and the catalogue', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const before = await agents.admin.get(`/api/v1/submissions/${id}/denial-reasons`).expect(200);
    expect(before.body.data[0]).toEqual({ source: 'denial-code', code: 'CR-1', text: 'Credit risk' });
    // Then the statements of the factors that lowered the record's score most (README 'Scorecard').
    const card = await agents.admin.get(`/api/v1/submissions/${id}/scorecard`).expect(200);
    const fromCard = before.body.data
      .filter((r: { source: string }) => r.source === 'scorecard')
      .map((r: { text: string }) => r.text);
    expect(fromCard.length).toBeGreaterThan(0);
    expect(fromCard).toEqual(topNegativeReasons(card.body.data));
    // The catalogue offers the rest, each text once.
    const catalogue = before.body.data
      .filter((r: { source: string }) => r.source === 'catalogue')
      .map((r: { text: string }) => r.text);
    expect(catalogue).toEqual(STANDARD_REASONS.filter((text) => !fromCard.includes(text)));
    await t.ctx.db
      .update(denialCodes)
      .set({ reasonStatement: 'Excessive obligations' })
      .where(and(eq(denialCodes.unitId, w.bri.id), eq(denialCodes.code, 'CR-1')));
    const after = await agents.admin.get(`/api/v1/submissions/${id}/denial-reasons`).expect(200);
    expect(after.body.data[0]).toEqual({
      source: 'denial-code',
      code: 'CR-1',
      text: 'Excessive obligations',
    });
    // The statement is the code's; the catalogue still offers the same words for other codes.
    expect(after.body.data.map((r: { text: string }) => r.text)).toContain('Excessive obligations');
    await agents.reader.get(`/api/v1/submissions/${id}/denial-reasons`).expect(403);
    await t.ctx.db
      .update(denialCodes)
      .set({ reasonStatement: '' })
      .where(and(eq(denialCodes.unitId, w.bri.id), eq(denialCodes.code, 'CR-1')));
  });

  it.each([
    ['none', [], M.REASONS_COUNT],
    ['five', ['One a', 'Two b', 'Three', 'Four d', 'Five e'], M.REASONS_COUNT],
    ['too short', ['ab'], M.REASONS_LENGTH],
    ['too long', ['x'.repeat(201)], M.REASONS_LENGTH],
  ])('refuses a denial with %s reasons, on the field', async (_name, reasons, message) => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const res = await agents.admin
      .post(`${v1}/${id}/deny`)
      .send({ ...denyOf(w), reasons })
      .expect(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { reasons: message } });
    expect(await noticeOf(id)).toBeUndefined();
  });

  it('records the chosen reasons with the notice date', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const reasons = ['Unable to verify credit references', 'Length of time in business'];
    await agents.admin
      .post(`${v1}/${id}/deny`)
      .send({ ...denyOf(w), reasons })
      .expect(200);
    const notice = await noticeOf(id);
    expect(notice).toMatchObject({ denialCode: 'CR-1', reasons });
    expect(Date.now() - notice.noticeDate.getTime()).toBeLessThan(60_000);
    // The details page shows them to whoever reads the record.
    const shown = await agents.reader.get(`/api/v1/submissions/${id}/decision-notice`).expect(200);
    expect(shown.body.data).toMatchObject({ denialCode: 'CR-1', reasons, requestedAt: null, sentAt: null });
  });

  it('records the code’s statement when a caller sends no reasons (the spec’s calls)', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await agents.admin.post(`${v1}/${id}/deny`).send(denyOf(w)).expect(200);
    expect(await noticeOf(id)).toMatchObject({ denialCode: 'CR-1', reasons: ['Credit risk'] });
  });
});

const mailOf = async (id: string, template: string) =>
  (
    await t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.submissionId, id), eq(emailMessages.template, template)))
  ).map((m) => m.payload as unknown as EmailMessage);

/** A denied application and the private link its denial email carries. */
async function deniedWithLink(): Promise<{ id: string; token: string }> {
  const id = await applicationRecord(t.ctx.db, w, 'NEW');
  await agents.admin
    .post(`${v1}/${id}/deny`)
    .send({ ...denyOf(w), reasons: ['Length of time in business'] })
    .expect(200);
  const [mail] = await mailOf(id, 'application-denied');
  const url = String(mail.context?.reasonsUrl ?? '');
  expect(url).toMatch(/\/Reasons\/[\w-]{43}$/);
  return { id, token: url.split('/Reasons/')[1] };
}

describe('the reasons link', () => {
  it('the denial email carries the ECOA notice and the private link', async () => {
    const { id } = await deniedWithLink();
    const [mail] = await mailOf(id, 'application-denied');
    const rendered = await renderOutboxMessage(t.ctx.db, mail);
    expect(rendered.text).toContain(ECOA_NOTICE);
    expect(rendered.text).toContain('Request the statement of reasons: http');
    expect(rendered.html).toContain('/Reasons/');
  });

  it('a request starts the 30-day clock and tells the unit’s contacts; a second is told it was received', async () => {
    const { id, token } = await deniedWithLink();
    const api = supertest(t.app);
    const page = await api.get(`/api/reasons/${token}`).expect(200);
    expect(page.body.data).toMatchObject({ state: 'open', requestedAt: null });
    expect(page.body.data.applicationNumber).not.toBe('');
    const res = await api.post('/api/reasons/request').send({ token, note: 'Please post it' }).expect(200);
    expect(res.body.message).toBe(M.REASONS_REQUEST_RECEIVED);
    const notice = await noticeOf(id);
    expect(notice.reasonsNote).toBe('Please post it');
    expect(notice.reasonsDue!.getTime() - notice.reasonsRequestedAt!.getTime()).toBe(30 * 24 * 3600 * 1000);
    const [told] = await mailOf(id, 'plain');
    expect(told.to).toEqual(expect.arrayContaining(['ANNA@CPG.TEST', 'BOB@CPG.TEST']));
    expect(told.subject).toContain('Statement of reasons requested');
    expect((await api.get(`/api/reasons/${token}`).expect(200)).body.data.state).toBe('requested');
    const again = await api.post('/api/reasons/request').send({ token }).expect(409);
    expect(again.body.message).toBe(M.REASONS_ALREADY_REQUESTED);
  });

  it('after 60 days the link says the window has closed; an unknown link is not found', async () => {
    const { id, token } = await deniedWithLink();
    await t.ctx.db
      .update(decisionNotices)
      .set({ noticeDate: new Date(Date.now() - 61 * 24 * 3600 * 1000) })
      .where(eq(decisionNotices.submissionId, id));
    const api = supertest(t.app);
    expect((await api.get(`/api/reasons/${token}`).expect(200)).body.data.state).toBe('closed');
    const late = await api.post('/api/reasons/request').send({ token }).expect(409);
    expect(late.body.message).toBe(M.REASONS_WINDOW_CLOSED);
    expect((await noticeOf(id)).reasonsRequestedAt).toBeNull();
    const unknown = await api.get('/api/reasons/not-a-token').expect(404);
    expect(unknown.body.message).toBe(M.REASONS_LINK_UNKNOWN);
  });
});

describe('Reasons requested', () => {
  it('lists an open request with its clock; Send statement prints, stores, emails and closes it', async () => {
    const { id, token } = await deniedWithLink();
    await supertest(t.app).post('/api/reasons/request').send({ token }).expect(200);
    const open = await agents.admin
      .get('/api/v1/reasons-requests')
      .query({ filter: '{"state":"open"}' })
      .expect(200);
    const item = open.body.find((r: { id: string }) => r.id === id);
    expect(item).toMatchObject({
      resource: 'applications',
      reasons: ['Length of time in business'],
      sentAt: null,
    });
    expect(open.headers['content-range']).toMatch(/^reasons-requests 0-\d+\/\d+$/);
    // Another unit's admin does not see it, nor may send it.
    const other = await agents.otherAdmin.get('/api/v1/reasons-requests').expect(200);
    expect(other.body.map((r: { id: string }) => r.id)).not.toContain(id);
    await agents.reader.post(`/api/v1/reasons-requests/${id}/send`).expect(403);

    const sent = await agents.admin.post(`/api/v1/reasons-requests/${id}/send`).expect(200);
    expect(sent.body.message).toBe(M.STATEMENT_SENT);
    const [file] = await t.ctx.db.select().from(files).where(eq(files.ownerId, id));
    expect(file).toMatchObject({ kind: 'reasons-statement', contentType: 'application/pdf' });
    const pdf = (await getFile(t.ctx.db, file.id))!.data;
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    expect(text).toContain('Statement of specific reasons');
    expect(text).toContain('Length of time in business');
    const [mail] = await mailOf(id, 'reasons-statement');
    expect(mail.attachments).toEqual([{ kind: 'file', fileId: file.id, filename: file.name }]);
    expect((await noticeOf(id)).statementSentAt).not.toBeNull();
    const closed = await agents.admin
      .get('/api/v1/reasons-requests')
      .query({ filter: '{"state":"sent"}' })
      .expect(200);
    expect(closed.body.map((r: { id: string }) => r.id)).toContain(id);
    const again = await agents.admin.post(`/api/v1/reasons-requests/${id}/send`).expect(409);
    expect(again.body.message).toBe(M.STATEMENT_NOT_REQUESTED);
  });
});
