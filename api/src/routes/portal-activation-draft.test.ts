/** POST /api/CustomerActivation/setInviteDraft: the activation form's draft, restored by getInvite. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { ACTIVATION_SAVED, ALREADY_SUBMITTED } from '@cp/schemas/messages/portal';
import { auditLog, submissions } from '../db/schema';
import { createSubmission } from '../test/factories';
import { outboxEmailsOf } from '../test/outbox-rows';
import { usePortalWorld, type PortalWorld } from '../test/portal-app';
import { sampleFor } from '@cp/schemas/forms/samples';

let t: PortalWorld['t'];
let app: PortalWorld['app'];
let units_: PortalWorld['units'];

const DRAFT = '/api/CustomerActivation/setInviteDraft';
const EMAIL = 'buyer@example.test';

usePortalWorld({ company: 'CPD', division: 'BRD', counter: 100 }, (world) => {
  ({ t, app, units: units_ } = world);
});

const newActivation = (form: 'customer-activation' | 'credit-application' = 'customer-activation') =>
  createSubmission(t.db, {
    form,
    formFamily: form === 'customer-activation' ? 'activation-cpg' : 'application-eight',
    companyId: units_.company.id,
    divisionId: units_.division.id,
    email: EMAIL,
  });

const draft = (id: string, data: unknown, email = EMAIL) =>
  request(app).post(DRAFT).send({ _id: id, email, data });
const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const load = (id: string) =>
  request(app).get('/api/CustomerActivation/getInvite').set('id', id).set('email', EMAIL).expect(200);

describe('POST /api/CustomerActivation/setInviteDraft', () => {
  it('stores a partial form without submitting it, and getInvite gives it back', async () => {
    const s = await newActivation();
    const res = await draft(s.id, { companyName: 'Acme Imports', companyPhone: '310-555-0100' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: ACTIVATION_SAVED, data: { submitted: false } });
    const row = await rowOf(s.id);
    expect(row).toMatchObject({ status: 'SENT', applicationNumber: null, version: 2, signatureDate: null });
    expect(row.data).toMatchObject({ companyName: 'Acme Imports', companyPhone: '3105550100' });
    expect(await outboxEmailsOf(t.db, s.id)).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, s.id));
    expect(audit.map((a) => a.action)).toEqual(['save-draft']);
    expect((await load(s.id)).body.data.data).toMatchObject({ companyName: 'Acme Imports' });
  });

  it('keeps the rest when a half-typed value fails its format: that field keeps its stored value', async () => {
    const s = await newActivation();
    await draft(s.id, { companyEmail: 'ap@acme.test' }).expect(200);
    await draft(s.id, { companyName: 'Acme', companyEmail: 'ap@', companyPhone: '12ab' }).expect(200);
    const data = (await rowOf(s.id)).data;
    expect(data).toMatchObject({ companyName: 'Acme', companyEmail: 'ap@acme.test' });
    expect(data.companyPhone).toBeUndefined();
  });

  it('keeps a valid nested value and drops an invalid one inside the same object', async () => {
    const s = await newActivation();
    const bankInfo = { ...(sampleFor('activation-cpg').bankInfo as Record<string, unknown>), phone: '12' };
    await draft(s.id, { bankInfo }).expect(200);
    const stored = (await rowOf(s.id)).data.bankInfo as Record<string, unknown>;
    expect(stored).toMatchObject({ bankName: 'First Harbor Bank', city: 'Long Beach' });
    expect(stored.phone).toBeUndefined();
  });

  it('drops fields the form does not declare', async () => {
    const s = await newActivation();
    await draft(s.id, { companyName: 'Acme', status: 'APPROVED', approvedAmount: 1e9 }).expect(200);
    const row = await rowOf(s.id);
    expect(row.data).toEqual({ companyName: 'Acme' });
    expect(row.status).toBe('SENT');
  });

  it('is refused once submitted (409), through a wrong email or an application link (404)', async () => {
    const s = await newActivation();
    const submitted = await request(app)
      .post('/api/CustomerActivation/setInvite')
      .send({ _id: s.id, email: EMAIL, data: sampleFor('activation-cpg') })
      .expect(200);
    expect(submitted.body.success).toBe(true);
    const late = await draft(s.id, { companyName: 'Changed' }).expect(409);
    expect(late.body).toMatchObject({ success: false, message: ALREADY_SUBMITTED });
    expect((await rowOf(s.id)).data.companyName).not.toBe('CHANGED');

    const open = await newActivation();
    await draft(open.id, { companyName: 'X' }, 'other@example.test').expect(404);
    const application = await newActivation('credit-application');
    await draft(application.id, { companyName: 'X' }).expect(404);
    expect((await rowOf(application.id)).data).toEqual({});
  });

  it('answers 400, not 500, without a data object', async () => {
    const s = await newActivation();
    await draft(s.id, 'x').expect(400);
    await request(app).post(DRAFT).send('not json').expect(400);
  });
});
