/**
 * Contract of the company and division spec calls (back-office.md §7 `/api/Company/*`, `/api/Division/*`):
 * each call at its path with its headers and body, the answer in the envelope with §3's field names.
 */
import supertest from 'supertest';
import * as M from '@cp/schemas/messages/units-admin';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { onePagePdf } from '../services/units-admin/family-packets';
import { createCompanyWithDivision, createContact, createSubmission } from '../test/factories';

let t: TestApp;
let agent: ReturnType<typeof supertest.agent>;
let company: { id: string };
let division: { id: string };

const COMPANY_FIELDS = [
  '_id',
  'code',
  'name',
  'managers',
  'active',
  'prefix',
  'counter',
  'addDate',
  'deleteDate',
  'invitationBody',
  'invitationTopNote',
  'emailTemplate',
  'docuSignTemplateId',
  'receiptFirstParagraph',
  'receiptSecondParagraph',
  'deniedFirstParagraph',
  'deniedSecondParagraph',
  'approvedFirstParagraph',
  'approvedSecondParagraph',
  'approvedBoldParagraph',
  'contactApprovedBody',
  'contactDeniedBody',
  'duplicationNotification',
  'contactDuplicationNotification',
  'denialCodes',
  'contacts',
  'quickCreditAmount',
  'customerActivationEmailTemplate',
];
const ACTIVATION_TEMPLATE_FIELDS = [
  'invitationBody',
  'invitationTopNote',
  'receiptFirstParagraph',
  'receiptSecondParagraph',
  'approvedFirstParagraph',
  'approvedSecondParagraph',
  'statusParagraph',
];

beforeAll(async () => {
  t = await createTestApp();
  ({ company, division } = await createCompanyWithDivision(
    t.ctx.db,
    { code: 'SPC', name: 'Spec Co', emailTemplate: 'CPG' },
    { code: 'SPD', name: 'Spec Division', emailTemplate: 'BRISTOL' },
  ));
  await createContact(t.ctx.db, company.id, { name: 'SPEC CONTACT', email: 'SPEC@SPC.TEST' });
  for (const status of ['NEW', 'APPROVED', 'SENT'] as const)
    await createSubmission(t.ctx.db, { companyId: company.id, divisionId: division.id, status });
  const user = await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' });
  agent = await signedInAgent(t.app, user.email);
});
afterAll(() => t.close());

describe('GET /api/Company/getCompanyList and /api/Division/getDivisionList', () => {
  it('answers the list with §3 fields and, when asked, the applicationCount pairs', async () => {
    const res = await agent.get('/api/Company/getCompanyList').set('getApplicationCount', 'true').expect(200);
    expect(res.body.success).toBe(true);
    const spc = res.body.data.find((c: { code: string }) => c.code === 'SPC');
    expect(Object.keys(spc)).toEqual(expect.arrayContaining(COMPANY_FIELDS));
    expect(Object.keys(spc.customerActivationEmailTemplate).sort()).toEqual(
      [...ACTIVATION_TEMPLATE_FIELDS].sort(),
    );
    expect(spc.contacts[0]).toMatchObject({ _id: expect.any(String), name: 'SPEC CONTACT', active: true });
    expect(res.body.applicationCount).toContainEqual({ item1: company.id, item2: 2 });
    const plain = await agent
      .get('/api/Company/getCompanyList')
      .set('getApplicationCount', 'false')
      .expect(200);
    expect(plain.body.applicationCount).toBeUndefined();
    const divs = await agent
      .get('/api/Division/getDivisionList')
      .set('getApplicationCount', 'true')
      .expect(200);
    const spd = divs.body.data.find((d: { code: string }) => d.code === 'SPD');
    expect(spd).toMatchObject({ company_id: company.id, emailTemplate: 'BRISTOL' });
    expect(divs.body.applicationCount).toContainEqual({ item1: division.id, item2: 2 });
  });
});

describe('getCompanyById / getDivisionById', () => {
  it('answers data and applicationCount by the id header', async () => {
    const res = await agent
      .get('/api/Division/getDivisionById')
      .set({ id: division.id, getApplicationCount: 'true' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { _id: division.id, code: 'SPD', company_id: company.id },
      applicationCount: [{ item1: division.id, item2: 2 }],
    });
    await agent.get('/api/Company/getCompanyById').set({ id: 'nope' }).expect(404);
  });
});

describe('setCompany / setDivision', () => {
  it('adds with an empty _id and saves with one, answering §8 messages', async () => {
    const add = await agent
      .post('/api/Company/setCompany')
      .send({ _id: '', name: 'Posted Co', code: 'pst', emailTemplate: 'WDS' })
      .expect(200);
    expect(add.body).toMatchObject({ success: true, message: M.COMPANY_CREATED, id: expect.any(String) });
    const save = await agent
      .post('/api/Company/setCompany')
      .send({
        _id: add.body.id,
        name: 'Posted Co',
        code: 'PST',
        prefix: 'PST',
        emailTemplate: 'WDS',
        invitationBody: 'Spec body',
        customerActivationEmailTemplate: { statusParagraph: 'Spec status' },
        quickCreditAmount: 250,
      })
      .expect(200);
    expect(save.body).toMatchObject({ success: true, message: M.COMPANY_UPDATED });
    const got = await agent.get('/api/Company/getCompanyById').set({ id: add.body.id }).expect(200);
    expect(got.body.data).toMatchObject({
      invitationBody: 'Spec body',
      quickCreditAmount: 250,
      customerActivationEmailTemplate: { statusParagraph: 'Spec status' },
    });
    const div = await agent
      .post('/api/Division/setDivision')
      .send({ _id: '', name: 'Posted Div', code: 'PSD', emailTemplate: 'UWL', company_id: add.body.id })
      .expect(200);
    expect(div.body).toMatchObject({ success: true, message: M.DIVISION_CREATED });
    const dup = await agent
      .post('/api/Division/setDivision')
      .send({ _id: div.body.id, code: 'SPD' })
      .expect(400);
    expect(dup.body).toMatchObject({ success: false, message: M.DIVISION_CODE_UNIQUE });
  });
});

describe('setOnboardingPacket / getPacketLastModifiedDate', () => {
  it('takes the multipart OnboardingDocument with Division_id or the company id, then answers its date', async () => {
    const pdf = onePagePdf(['Spec packet']);
    const none = await agent
      .get('/api/Division/getPacketLastModifiedDate')
      .set('DivisionId', division.id)
      .expect(200);
    expect(none.body).toMatchObject({ success: true, data: null });
    const up = await agent
      .post('/api/Division/setOnboardingPacket')
      .field('Division_id', division.id)
      .attach('OnboardingDocument', pdf, 'spec.pdf')
      .expect(200);
    expect(up.body).toMatchObject({ success: true, message: M.PACKET_UPLOADED });
    const date = await agent
      .get('/api/Division/getPacketLastModifiedDate')
      .set('DivisionId', division.id)
      .expect(200);
    expect(Date.parse(date.body.data)).toBeGreaterThan(Date.now() - 60_000);
    const co = await agent
      .post('/api/Company/setOnboardingPacket')
      .field('company_id', company.id)
      .attach('OnboardingDocument', pdf, 'co.pdf')
      .expect(200);
    expect(co.body.message).toBe(M.PACKET_UPLOADED);
    const coDate = await agent
      .get('/api/Company/getPacketLastModifiedDate')
      .set('CompanyId', company.id)
      .expect(200);
    expect(typeof coDate.body.data).toBe('string');
  });
});
