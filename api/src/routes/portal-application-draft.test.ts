/** POST /api/Application/setInviteApplicationDraft: a wizard's draft as the customer types, restored on load. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { APPLICATION_SAVED } from '@cp/schemas/messages/portal';
import { submissions } from '../db/schema';
import { createSubmission } from '../test/factories';
import { usePortalWorld, type PortalWorld } from '../test/portal-app';

let t: PortalWorld['t'];
let app: PortalWorld['app'];
let units_: PortalWorld['units'];

const DRAFT = '/api/Application/setInviteApplicationDraft';
const EMAIL = 'buyer@example.test';

usePortalWorld({ company: 'CPD', division: 'BRD', counter: 100 }, (world) => {
  ({ t, app, units: units_ } = world);
});

const newApplication = () =>
  createSubmission(t.db, {
    form: 'credit-application',
    formFamily: 'application-eight',
    companyId: units_.company.id,
    divisionId: units_.division.id,
    email: EMAIL,
  });
const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe('POST /api/Application/setInviteApplicationDraft', () => {
  it('keeps what was typed mid-step, half-typed values aside, and getInviteApplication gives it back', async () => {
    const s = await newApplication();
    const send = (data: unknown) => request(app).post(DRAFT).send({ _id: s.id, email: EMAIL, data });
    await send({ companyEmail: 'ap@acme.test' }).expect(200);
    const res = await send({ companyName: 'Acme Imports', companyEmail: 'ap@' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: APPLICATION_SAVED, data: { submitted: false } });
    const row = await rowOf(s.id);
    expect(row).toMatchObject({ status: 'SENT', applicationNumber: null });
    // The eight-step form stores the company name in capitals, as its Next save does.
    expect(row.data).toMatchObject({ companyName: 'ACME IMPORTS', companyEmail: 'ap@acme.test' });
    const loaded = await request(app)
      .get('/api/Application/getInviteApplication')
      .set('id', s.id)
      .set('email', EMAIL)
      .expect(200);
    expect(loaded.body.data.data).toMatchObject({ companyName: 'ACME IMPORTS' });
  });

  it('is refused through an activation link (404)', async () => {
    const a = await createSubmission(t.db, {
      form: 'customer-activation',
      formFamily: 'activation-cpg',
      companyId: units_.company.id,
      divisionId: units_.division.id,
      email: EMAIL,
    });
    await request(app)
      .post(DRAFT)
      .send({ _id: a.id, email: EMAIL, data: { companyName: 'X' } })
      .expect(404);
  });
});
