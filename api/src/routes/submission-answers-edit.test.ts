/**
 * Staff edit the customer's answers of an open record (issue 27 item 1; back-office.md §2 details Save, §4 'NEW
 * becomes PENDING on any save', §7 `setApplication` with a blank setType): the console's update call carries
 * `data`, checked like a customer's draft, merged over the stored answers; a formatted-invalid answer is
 * refused with its field's message and nothing stored; READ ONLY users and decided records are refused.
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { APPLICATION_ALREADY_APPROVED, APPLICATION_CHANGE_DENIED } from '@cp/schemas/messages/applications';
import { auditLog, submissions } from '../db/schema';
import type { TestApp } from '../auth/testing';
import { staffAgents, useTestWorld } from '../test/test-world';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';

let t: TestApp;
let w: ApplicationWorld;

const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env, ['reader', 'admin']);
const v1 = '/api/v1/applications';

async function stored(id: string) {
  const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

describe("staff edit the customer's answers of an open application", () => {
  it('an Admin changes an answer of a NEW application: stored, merged over the rest, PENDING, audited', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const res = await agents.admin
      .put(`${v1}/${id}`)
      .send({ data: { companyName: 'Acme Freight Lines' }, paymentTerms: '2% 10' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully updated application.');
    const row = await stored(id);
    expect(row.status).toBe('PENDING');
    expect(row.paymentTerms).toBe('2% 10');
    // Normalised as a customer's draft is (the form's upper-case fields).
    expect(row.data).toMatchObject({
      companyName: 'ACME FREIGHT LINES',
      // The answers not sent are kept.
      companyContact: 'Jane Doe',
      address: expect.objectContaining({ zip: '07105' }),
    });
    // The details answer (what the page re-reads) shows the change.
    const details = await agents.admin.get(`${v1}/${id}`);
    expect(details.body.status).toBe('PENDING');
    expect(details.body.data.companyName).toBe('ACME FREIGHT LINES');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id));
    expect(audit.before).toMatchObject({ status: 'NEW', data: { companyName: 'Acme Freight' } });
    expect(audit.after).toMatchObject({ status: 'PENDING', data: { companyName: 'ACME FREIGHT LINES' } });
  });

  it('a formatted-invalid answer is refused with its field error, and nothing is stored', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const before = await stored(id);
    const res = await agents.admin
      .put(`${v1}/${id}`)
      .send({ data: { companyName: 'Changed Name', companyEmail: 'not-an-email' }, customerCode: 'X1' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toEqual([
      expect.stringMatching(/^(\/companyEmail|companyEmail)$/),
    ]);
    expect(Object.values(res.body.errors)[0]).toEqual(expect.stringMatching(/\S/));
    const after = await stored(id);
    expect(after.status).toBe('NEW');
    expect(after.data).toEqual(before.data);
    expect(after.customerCode).toBe(before.customerCode);
    expect(after.version).toBe(before.version);
  });

  it('a READ ONLY user is refused (403) and nothing changes', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    const res = await agents.reader.put(`${v1}/${id}`).send({ data: { companyName: 'Read Only Edit' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(APPLICATION_CHANGE_DENIED);
    const row = await stored(id);
    expect(row.status).toBe('NEW');
    expect(row.data).toMatchObject({ companyName: 'Acme Freight' });
  });

  it('a decided application is refused and keeps its answers', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    await t.ctx.db.update(submissions).set({ status: 'APPROVED' }).where(eq(submissions.id, id));
    const res = await agents.admin.put(`${v1}/${id}`).send({ data: { companyName: 'Too Late' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APPLICATION_ALREADY_APPROVED);
    const row = await stored(id);
    expect(row.status).toBe('APPROVED');
    expect(row.data).toMatchObject({ companyName: 'Acme Freight' });
  });
});
