/**
 * The Email log names each message's unit (company or division) and the application or activation it belongs
 * to, in the list and on the message's page; the list filters by unit (a company: its divisions' emails too).
 */
import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { enqueueEmail } from '../mail/enqueue';
import { createCompanyWithDivision, createSubmission } from '../test/factories';

let t: TestApp;
let superAdmin: ReturnType<typeof supertest.agent>;
const ids = {} as Record<'company' | 'division' | 'application' | 'activation', string> &
  Record<'applicationEmail' | 'activationEmail' | 'bareEmail', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const { company, division } = await createCompanyWithDivision(db);
  const application = await createSubmission(db, { companyId: company.id, divisionId: division.id });
  const activation = await createSubmission(db, {
    companyId: company.id,
    form: 'customer-activation',
  });
  Object.assign(ids, {
    company: company.id,
    division: division.id,
    application: application.id,
    activation: activation.id,
  });
  const email = (unitId?: string, submissionId?: string) =>
    enqueueEmail(db, {
      template: 'no-such-template',
      to: ['x@to.example'],
      context: {},
      unitId,
      submissionId,
    });
  ids.applicationEmail = await email(division.id, application.id);
  ids.activationEmail = await email(company.id, activation.id);
  ids.bareEmail = await email();
  superAdmin = await signedInAgent(t.app, (await createTestUser(db, { security: 'SUPER ADMIN' })).email);
});
afterAll(async () => {
  await t.close();
});

type Entry = { id: string; unit: unknown; submission: unknown };
const list = async (filter: object = {}) =>
  (
    (await superAdmin.get('/api/v1/email-log').query({ filter: JSON.stringify(filter), range: '[0,24]' }))
      .body as Entry[]
  ).sort((a, b) => a.id.localeCompare(b.id));

describe('Email log: unit and application or activation', () => {
  it('names them in the list and on the message', async () => {
    const byId = new Map((await list()).map((e) => [e.id, e]));
    expect(byId.get(ids.applicationEmail)).toMatchObject({
      unit: { id: ids.division, kind: 'division', name: expect.any(String) },
      submission: { id: ids.application, kind: 'application' },
    });
    expect(byId.get(ids.activationEmail)).toMatchObject({
      unit: { id: ids.company, kind: 'company' },
      submission: { id: ids.activation, kind: 'activation' },
    });
    expect(byId.get(ids.bareEmail)).toMatchObject({ unit: null, submission: null });
    const shown = await superAdmin.get(`/api/v1/email-log/${ids.applicationEmail}`);
    expect(shown.body).toMatchObject({
      unit: { id: ids.division, kind: 'division' },
      submission: { id: ids.application, kind: 'application' },
    });
  });

  it('filters by unit: a division its own, a company its divisions’ too', async () => {
    expect((await list({ unitId: ids.division })).map((e) => e.id)).toEqual([ids.applicationEmail]);
    expect((await list({ unitId: ids.company })).map((e) => e.id)).toEqual(
      [ids.applicationEmail, ids.activationEmail].sort(),
    );
  });
});
