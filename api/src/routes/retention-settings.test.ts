/**
 * The per-unit retention window and counsel's Regulation B setting (README 'Regulation B'), set on the unit's
 * information card and read by the denial.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RETENTION_MONTHS_INVALID } from '@cp/schemas/messages/retention';
import type { TestApp } from '../auth/testing';
import { decisionNotices, emailMessages, units } from '../db/schema';
import type { EmailMessage } from '../mail/enqueue';
import { retentionMonths } from '../regb/unit-settings';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { denyOf } from '../test/submission-matrix';
import { staffAgents, useTestWorld } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env);

const put = (body: Record<string, unknown>) =>
  agents.superAdmin.put(`/api/v1/companies/${w.cpg.id}`).send(body);

describe('retention months on the unit', () => {
  it('accepts 12–120, refuses others on the field; a division’s empty value is its company’s, else 12', async () => {
    const ids = { companyId: w.cpg.id, divisionId: w.bri.id };
    expect(await retentionMonths(t.ctx.db, ids)).toBe(12);
    for (const bad of [11, 121, 12.5]) {
      const res = await put({ decisionRetentionMonths: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ decisionRetentionMonths: RETENTION_MONTHS_INVALID });
    }
    await put({ decisionRetentionMonths: 24 }).expect(200);
    const shown = await agents.superAdmin.get(`/api/v1/companies/${w.cpg.id}`).expect(200);
    expect(shown.body.data ?? shown.body).toMatchObject({
      decisionRetentionMonths: 24,
      regbDutyAdvancesCredit: null,
    });
    expect(await retentionMonths(t.ctx.db, ids)).toBe(24);
    await t.ctx.db.update(units).set({ decisionRetentionMonths: 36 }).where(eq(units.id, w.bri.id));
    expect(await retentionMonths(t.ctx.db, ids)).toBe(36);
    await t.ctx.db.update(units).set({ decisionRetentionMonths: null }).where(eq(units.id, w.bri.id));
    await put({ decisionRetentionMonths: null }).expect(200);
  });
});

const denialMail = async (id: string) =>
  (
    await t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.submissionId, id), eq(emailMessages.template, 'application-denied')))
  ).map((m) => m.payload as unknown as EmailMessage)[0];
const noticeOf = async (id: string) =>
  (await t.ctx.db.select().from(decisionNotices).where(eq(decisionNotices.submissionId, id)))[0];

describe('counsel’s setting: duty advances are credit', () => {
  it('by default a denial records the notice and the email carries the reasons link', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await agents.admin.post(`/api/v1/applications/${id}/deny`).send(denyOf(w)).expect(200);
    expect(await noticeOf(id)).toMatchObject({ denialCode: 'CR-1' });
    expect(String((await denialMail(id)).context?.reasonsUrl)).toMatch(/\/Reasons\//);
  });

  it('when the company says no, its division’s denial records no notice and the email no link', async () => {
    await put({ regbDutyAdvancesCredit: false }).expect(200);
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await agents.admin.post(`/api/v1/applications/${id}/deny`).send(denyOf(w)).expect(200);
    expect(await noticeOf(id)).toBeUndefined();
    const mail = await denialMail(id);
    expect(mail).toBeDefined();
    expect(mail.context?.reasonsUrl).toBeUndefined();
    // The division may read it otherwise than its company.
    await t.ctx.db.update(units).set({ regbDutyAdvancesCredit: true }).where(eq(units.id, w.bri.id));
    const other = await applicationRecord(t.ctx.db, w, 'NEW');
    await agents.admin.post(`/api/v1/applications/${other}/deny`).send(denyOf(w)).expect(200);
    expect(await noticeOf(other)).toBeDefined();
    await t.ctx.db.update(units).set({ regbDutyAdvancesCredit: null }).where(eq(units.id, w.bri.id));
    await put({ regbDutyAdvancesCredit: null }).expect(200);
  });
});
