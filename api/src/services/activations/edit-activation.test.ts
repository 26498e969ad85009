import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { auditLog, emailMessages, submissions } from '../../db/schema';
import {
  inviteActivation,
  setActivationNotes,
  updateActivation,
  updateCustomerCode,
  changeActivationEmail,
  resendActivation,
  deleteActivation,
  getActivation,
} from './verbs';
import { approveActivation } from './approve-activation';
import { seedActivationWorld, submitAsCustomer, type ActivationWorld } from '../../test/activation-world';

let t: TestDatabase;
let w: ActivationWorld;
const origin = 'https://portal.test';

beforeAll(async () => {
  t = await createTestDb();
  w = await seedActivationWorld(t.db);
});
afterAll(() => t.close());

async function sent(): Promise<string> {
  const { id } = await inviteActivation({
    db: t.db,
    actor: w.superAdmin,
    origin,
    invite: { email: 'buyer@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] },
  });
  return id;
}
const statusOf = async (id: string) =>
  (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe('staff edits move NEW to PENDING (§4)', () => {
  it('a note moves NEW to PENDING and is audited; READ ONLY gets the notes message', async () => {
    const id = await sent();
    await submitAsCustomer(t.db, id);
    await expect(setActivationNotes({ db: t.db, actor: w.cpgReader, id, notes: 'x' })).rejects.toMatchObject({
      message: 'Access to set notes is denied!',
    });
    await setActivationNotes({ db: t.db, actor: w.cpgAdmin, id, notes: 'Called the customer' });
    expect(await statusOf(id)).toMatchObject({ status: 'PENDING', notes: 'Called the customer' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const notes = audit.find((a) => a.action === 'notes');
    expect(notes?.before).toMatchObject({ status: 'NEW', notes: '' });
    expect(notes?.after).toMatchObject({ status: 'PENDING', notes: 'Called the customer' });
  });

  it('a save edits the customer data but never workflow columns; decided records are read-only', async () => {
    const id = await sent();
    await submitAsCustomer(t.db, id);
    await updateActivation({
      db: t.db,
      actor: w.cpgAdmin,
      id,
      input: {
        data: { companyPhone: '5551234567', status: 'APPROVED', approvedAmount: 1 },
        paymentTerms: 'NET 15',
      },
    });
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'PENDING', paymentTerms: 'NET 15', approvedAmount: null });
    expect(row.data).toMatchObject({ companyPhone: '5551234567', companyName: 'Acme Freight' });
    expect(row.data).not.toHaveProperty('status');
    await approveActivation({
      db: t.db,
      actor: w.cpgAdmin,
      id,
      input: { customerCode: 'C1', contacts: [w.anna.id] },
    });
    await expect(
      updateActivation({ db: t.db, actor: w.cpgAdmin, id, input: { notes: 'x' } }),
    ).rejects.toMatchObject({
      message: 'You cannot edit because the activation has already been approved!',
    });
    await expect(
      updateCustomerCode({ db: t.db, actor: w.cpgAdmin, id, customerCode: 'X' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('updates the customer code of a SENT invite', async () => {
    const id = await sent();
    await updateCustomerCode({ db: t.db, actor: w.cpgAdmin, id, customerCode: ' ACME9 ' });
    expect(await statusOf(id)).toMatchObject({ status: 'SENT', customerCode: 'ACME9' });
  });
});

describe('SENT invite actions', () => {
  it('change email checks the address and re-sends the invitation to the new one', async () => {
    const id = await sent();
    await expect(
      changeActivationEmail({ db: t.db, actor: w.cpgAdmin, id, email: 'nope', origin }),
    ).rejects.toMatchObject({
      message: 'Please enter a valid email',
    });
    await changeActivationEmail({ db: t.db, actor: w.cpgAdmin, id, email: 'new@acme.test', origin });
    expect((await statusOf(id)).email).toBe('new@acme.test');
    const mails = await t.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    expect(mails.map((m) => m.toAddress)).toEqual(['buyer@acme.test', 'new@acme.test']);
    expect(JSON.stringify(mails[1].payload)).toContain(`/Activation/Bristol/new%40acme.test/${id}`);
  });

  it('resend resets addDate to now and queues the invitation again', async () => {
    const id = await sent();
    const old = new Date('2020-01-01T00:00:00Z');
    await t.db.update(submissions).set({ addDate: old }).where(eq(submissions.id, id));
    expect((await getActivation({ db: t.db, actor: w.cpgAdmin, id })).sentChip).toBe('Expired');
    await resendActivation({ db: t.db, actor: w.cpgAdmin, id, origin });
    const row = await statusOf(id);
    expect(Date.now() - row.addDate.getTime()).toBeLessThan(60_000);
    expect((await getActivation({ db: t.db, actor: w.cpgAdmin, id })).sentChip).toBe('Sent');
    const mails = await t.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    expect(mails).toHaveLength(2);
  });

  it('resend and change email only apply to SENT invites', async () => {
    const id = await sent();
    await submitAsCustomer(t.db, id);
    await expect(resendActivation({ db: t.db, actor: w.cpgAdmin, id, origin })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      changeActivationEmail({ db: t.db, actor: w.cpgAdmin, id, email: 'a@b.com', origin }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('delete answers by kind; READ ONLY gets the delete messages; deleted records are gone', async () => {
    const invite = await sent();
    await expect(deleteActivation({ db: t.db, actor: w.cpgReader, id: invite })).rejects.toMatchObject({
      message: 'Access to delete a Customer Activation invite is denied!',
    });
    expect(await deleteActivation({ db: t.db, actor: w.cpgAdmin, id: invite })).toEqual({
      message: 'Customer Activation invite has been deleted',
    });
    await expect(getActivation({ db: t.db, actor: w.superAdmin, id: invite })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const submitted = await sent();
    await submitAsCustomer(t.db, submitted);
    await expect(deleteActivation({ db: t.db, actor: w.cpgReader, id: submitted })).rejects.toMatchObject({
      message: 'Access to delete the application is denied!',
    });
    expect(await deleteActivation({ db: t.db, actor: w.superAdmin, id: submitted })).toEqual({
      message: 'Activation deleted successfully!',
    });
  });
});
