/**
 * Regulation B through HTTP (README 'Regulation B'): the reasons offered when denying a record, and the one
 * to four specific reasons a denial records on its notice.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/regb';
import { STANDARD_REASONS } from '@cp/schemas/regb/reasons';
import type { TestApp } from '../auth/testing';
import { decisionNotices, denialCodes } from '../db/schema';
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
    expect(before.body.data.filter((r: { source: string }) => r.source === 'catalogue')).toHaveLength(
      STANDARD_REASONS.length,
    );
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
  });

  it('records the code’s statement when a caller sends no reasons (the spec’s calls)', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await agents.admin.post(`${v1}/${id}/deny`).send(denyOf(w)).expect(200);
    expect(await noticeOf(id)).toMatchObject({ denialCode: 'CR-1', reasons: ['Credit risk'] });
  });
});
