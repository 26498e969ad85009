import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { auditLog, emailMessages, submissions } from '../../db/schema';
import { inviteActivation, denyActivation } from './verbs';
import { approveActivation } from './approve-activation';
import { seedActivationWorld, submitAsCustomer, type ActivationWorld } from '../../test/activation-world';

let t: TestDatabase;
let w: ActivationWorld;

beforeAll(async () => {
  t = await createTestDb();
  w = await seedActivationWorld(t.db);
});
afterAll(() => t.close());

async function submitted(): Promise<string> {
  const { id } = await inviteActivation({
    db: t.db,
    actor: w.superAdmin,
    origin: 'https://portal.test',
    invite: { email: 'buyer@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] },
  });
  await submitAsCustomer(t.db, id);
  return id;
}

const approval = () => ({
  approvedAmount: '2,500',
  customerCode: 'ACME01',
  contacts: [w.anna.id, w.bob.id],
  paymentTerms: 'NET 30',
});

describe('approveActivation', () => {
  it('approves once, records who and when, emails customer and contacts, audits', async () => {
    const id = await submitted();
    const updated = await approveActivation({ db: t.db, actor: w.cpgAdmin, id, input: approval() });
    expect(updated).toMatchObject({
      status: 'APPROVED',
      approvedAmount: '2500.00',
      customerCode: 'ACME01',
      approvedBy: w.cpgAdmin.id,
    });
    expect(updated.approvedOrDeniedDate).toBeInstanceOf(Date);
    const mails = await t.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    const byTemplate = Object.fromEntries(
      mails.map((m) => [(m.payload as { template: string }).template, m.toAddress]),
    );
    expect(byTemplate['activation-approved']).toBe('buyer@acme.test');
    expect(byTemplate['activation-status']).toContain('ANNA@CPG.TEST');
    expect(byTemplate['activation-status']).toContain('BOB@CPG.TEST');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'approve')));
    expect(audit).toHaveLength(1);

    await expect(
      approveActivation({ db: t.db, actor: w.cpgAdmin, id, input: approval() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot edit because the activation has already been approved!',
    });
    await expect(
      denyActivation({
        db: t.db,
        actor: w.cpgAdmin,
        id,
        input: { denialCode: 'CR-1', contacts: [w.anna.id] },
      }),
    ).rejects.toMatchObject({ message: 'You cannot edit because the activation has already been approved!' });
  });

  it('checks customer code and contacts with the dialog messages', async () => {
    const id = await submitted();
    await expect(
      approveActivation({ db: t.db, actor: w.cpgAdmin, id, input: { ...approval(), customerCode: ' ' } }),
    ).rejects.toMatchObject({
      message: 'Customer code is required',
      fields: { customerCode: 'Customer code is required' },
    });
    await expect(
      approveActivation({ db: t.db, actor: w.cpgAdmin, id, input: { ...approval(), contacts: [] } }),
    ).rejects.toMatchObject({
      message: 'Contact is required',
    });
    await expect(
      approveActivation({
        db: t.db,
        actor: w.cpgAdmin,
        id,
        input: { ...approval(), contacts: [w.uwlContact.id] },
      }),
    ).rejects.toMatchObject({ message: 'Contact is required' });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row.status).toBe('NEW');
  });

  it('cannot approve a SENT invite; READ ONLY and other units are refused', async () => {
    const { id } = await inviteActivation({
      db: t.db,
      actor: w.superAdmin,
      origin: 'https://portal.test',
      invite: { email: 'b@acme.test', companyId: w.cpg.id, divisionId: w.bri.id, contacts: [w.anna.id] },
    });
    await expect(
      approveActivation({ db: t.db, actor: w.cpgAdmin, id, input: approval() }),
    ).rejects.toMatchObject({
      message: 'The customer has not submitted this activation yet!',
    });
    const other = await submitted();
    await expect(
      approveActivation({ db: t.db, actor: w.cpgReader, id: other, input: approval() }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Access to change the customer activation is denied!',
    });
    await expect(
      approveActivation({ db: t.db, actor: w.uwlAdmin, id: other, input: approval() }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('two concurrent approvals: exactly one wins', async () => {
    const id = await submitted();
    const results = await Promise.allSettled([
      approveActivation({ db: t.db, actor: w.cpgAdmin, id, input: approval() }),
      approveActivation({ db: t.db, actor: w.superAdmin, id, input: approval() }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('denyActivation', () => {
  it('denies with a known code, emails the contacts only, stores notes', async () => {
    const id = await submitted();
    const updated = await denyActivation({
      db: t.db,
      actor: w.briAdmin,
      id,
      input: { denialCode: 'CR-1', notes: 'Too risky', contacts: [w.bob.id] },
    });
    expect(updated).toMatchObject({
      status: 'DENIED',
      denialCode: 'CR-1',
      notes: 'Too risky',
      approvedBy: w.briAdmin.id,
    });
    const mails = await t.db.select().from(emailMessages).where(eq(emailMessages.submissionId, id));
    const templates = mails.map((m) => (m.payload as { template: string }).template);
    expect(templates).toEqual(['activation-invitation', 'activation-status']);
    expect(mails[1].toAddress).toBe('BOB@CPG.TEST');
    await expect(
      approveActivation({ db: t.db, actor: w.briAdmin, id, input: approval() }),
    ).rejects.toMatchObject({ message: 'You cannot edit because the activation has already been denied!' });
  });

  it('needs a denial code of the unit and a contact', async () => {
    const id = await submitted();
    for (const denialCode of ['', 'NOPE'])
      await expect(
        denyActivation({ db: t.db, actor: w.cpgAdmin, id, input: { denialCode, contacts: [w.anna.id] } }),
      ).rejects.toMatchObject({
        message: 'Denial Code is required',
        fields: { denialCode: 'Denial Code is required' },
      });
    await expect(
      denyActivation({ db: t.db, actor: w.cpgAdmin, id, input: { denialCode: 'CR-1', contacts: [] } }),
    ).rejects.toMatchObject({
      message: 'Contact is required',
    });
  });
});
