/** POST setInviteApplication (draft and submit) and setApplicationReferral. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  ALREADY_SUBMITTED,
  APPLICATION_SUBMITTED,
  FILL_REQUIRED_FIELDS,
  SURVEY_EMPTY,
  SURVEY_INVALID,
  SURVEY_SAVED,
} from '@cp/schemas/messages/portal';
import { submissions } from '../db/schema';
import { createCompanyWithDivision, createSubmission, daysAgo } from '../test/factories';
import { outboxEmailsOf } from '../test/outbox-rows';
import { STAFF_CONTACTS, TEST_ORIGIN, usePortalWorld, type PortalWorld } from '../test/portal-app';
import { sampleFor } from '@cp/schemas/forms/samples';
import { FORM_MESSAGES } from '@cp/schemas/messages/forms';

let t: PortalWorld['t'];
let app: PortalWorld['app'];
let units_: PortalWorld['units'];
let contactIds: string[];

const SET = '/api/Application/setInviteApplication';
const REFERRAL = '/api/Application/setApplicationReferral';
const EMAIL = 'ap@example.test';
const KEY = 'application-eight';

usePortalWorld({ company: 'UWX', division: 'UWD', counter: 9000, contacts: STAFF_CONTACTS }, (world) => {
  ({ t, app, units: units_ } = world);
  contactIds = world.contacts.map((c) => c.id);
});

const newApplication = (data: Record<string, unknown> = {}) =>
  createSubmission(t.db, {
    formFamily: KEY,
    companyId: units_.company.id,
    divisionId: units_.division.id,
    email: EMAIL,
    contacts: contactIds,
    data,
  });
const rowOf = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const save = (body: Record<string, unknown>) =>
  request(app)
    .post(SET)
    .send({ email: EMAIL, ...body });

describe('drafts', () => {
  it('stores the draft, bumps the version and leaves the status alone', async () => {
    const s = await newApplication({ ownership: 'Corporation' });
    const res = await save({ _id: s.id, data: { companyName: 'Acme' } }).expect(200);
    expect(res.body).toMatchObject({ success: true, data: { _id: s.id, submitted: false, status: 'SENT' } });
    const row = await rowOf(s.id);
    expect(row).toMatchObject({ status: 'SENT', applicationNumber: null, version: 2, signatureDate: null });
    // Fields not sent are kept; sent ones are stored normalised.
    expect(row.data).toMatchObject({ ownership: 'Corporation', companyName: 'ACME' });
    expect(await outboxEmailsOf(t.db, s.id)).toEqual([]);
  });

  it('drops fields the form does not declare', async () => {
    const s = await newApplication();
    await save({ _id: s.id, data: { companyName: 'Acme', status: 'APPROVED', approvedAmount: 1e9 } }).expect(
      200,
    );
    const row = await rowOf(s.id);
    expect(row.data).toEqual({ companyName: 'ACME' });
    expect(row.status).toBe('SENT');
  });

  it('refuses a format error with its field message, but not a missing required field', async () => {
    const s = await newApplication();
    const bad = await save({ _id: s.id, data: { companyPhone: '12ab' } }).expect(400);
    expect(bad.body.message).toBe(FILL_REQUIRED_FIELDS);
    expect(bad.body.errors['/companyPhone']).toEqual(expect.any(String));
    await save({ _id: s.id, data: {} }).expect(200);
  });

  it('follows the chosen country for phone and postcode, on the server as in the browser (issue 27 item 16)', async () => {
    const s = await newApplication();
    const uk = { country: 'United Kingdom', zip: 'SW1A 1AA' };
    await save({ _id: s.id, data: { address: uk, companyPhone: '020 7946 0958' } }).expect(200);
    expect((await rowOf(s.id)).data).toMatchObject({ companyPhone: '+442079460958', address: uk });
    // A UK postcode under United States and a US number under United Kingdom are refused with their messages.
    const zip = await save({ _id: s.id, data: { address: { ...uk, country: 'United States' } } }).expect(400);
    expect(zip.body.errors['/address/zip']).toBe(FORM_MESSAGES.postcodeCountry);
    const phone = await save({ _id: s.id, data: { address: uk, companyPhone: '+15625550100' } }).expect(400);
    expect(phone.body.errors['/companyPhone']).toBe(FORM_MESSAGES.phoneCountry);
    // The UK number under United States: the spec's 10-digit rule and message.
    const us = await save({
      _id: s.id,
      data: { address: { country: 'United States' }, companyPhone: '442079460958' },
    }).expect(400);
    expect(us.body.errors['/companyPhone']).toBe(FORM_MESSAGES.phoneValid);
  });

  it('does not let a draft point the trade-reference file name at something it did not upload', async () => {
    const s = await newApplication();
    await save({ _id: s.id, data: { tradeReferencesFileName: 'other_secret.pdf' } }).expect(200);
    expect((await rowOf(s.id)).data.tradeReferencesFileName).toBeUndefined();
  });
});

describe('submit', () => {
  it('refuses an incomplete application and keeps it a draft', async () => {
    const s = await newApplication();
    const res = await save({ _id: s.id, data: {}, submit: true }).expect(400);
    expect(res.body.message).toBe(FILL_REQUIRED_FIELDS);
    expect((await rowOf(s.id)).status).toBe('SENT');
  });

  it('submits in one transaction: number, NEW, receipt with PDF, details link to each contact', async () => {
    const s = await newApplication();
    const res = await save({ _id: s.id, data: sampleFor(KEY), submit: true }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: APPLICATION_SUBMITTED,
      data: { _id: s.id, applicationNumber: 'UWD9000', status: 'NEW', submitted: true },
    });
    expect((await rowOf(s.id)).signatureDate).toBeInstanceOf(Date);

    const emails = await outboxEmailsOf(t.db, s.id);
    const receipt = emails.filter((e) => e.template === 'application-receipt');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({
      to: [EMAIL],
      unitId: units_.division.id,
      attachments: [{ kind: 'submission-pdf', submissionId: s.id }],
    });
    const links = emails.filter((e) => e.template === 'details-link');
    expect(links.map((e) => e.to[0]).sort()).toEqual(['ann@staff.test', 'bob@staff.test']);
    expect(links[0].context).toEqual(
      expect.objectContaining({
        detailsUrl: `${TEST_ORIGIN}/applications/details/${s.id}`,
        applicationNumber: 'UWD9000',
      }),
    );
  });

  it('is read-only once submitted: a draft answers 409, a second submit the same number', async () => {
    const s = await newApplication();
    const first = await save({ _id: s.id, data: sampleFor(KEY), submit: true }).expect(200);
    const draft = await save({ _id: s.id, data: { companyName: 'Changed' } }).expect(409);
    expect(draft.body).toMatchObject({ success: false, message: ALREADY_SUBMITTED });
    const again = await save({ _id: s.id, data: { companyName: 'Changed' }, submit: true }).expect(200);
    expect(again.body.data.applicationNumber).toBe(first.body.data.applicationNumber);
    expect(again.body.data.data.companyName).not.toBe('CHANGED');
    const receipts = (await outboxEmailsOf(t.db, s.id)).filter((e) => e.template === 'application-receipt');
    expect(receipts).toHaveLength(1);
  });

  it('refuses writes to an expired invite or a deleted record', async () => {
    const expired = await newApplication();
    await t.db
      .update(submissions)
      .set({ addDate: daysAgo(31) })
      .where(eq(submissions.id, expired.id));
    await save({ _id: expired.id, data: {} }).expect(404);
    await save({ _id: expired.id, data: sampleFor(KEY), submit: true }).expect(404);
    const deleted = await newApplication();
    await t.db.update(submissions).set({ deleteDate: new Date() }).where(eq(submissions.id, deleted.id));
    await save({ _id: deleted.id, data: sampleFor(KEY), submit: true }).expect(404);
    expect((await rowOf(deleted.id)).status).toBe('SENT');
  });

  it('answers its paths in any letter case', async () => {
    const s = await newApplication();
    await request(app)
      .post('/api/application/setinviteapplication')
      .send({ _id: s.id, email: EMAIL, data: {} })
      .expect(200);
    await request(app)
      .get('/API/APPLICATION/GETINVITEAPPLICATION')
      .set({ id: s.id, email: EMAIL })
      .expect(200);
  });

  it('refuses a write with a wrong email or through an activation link', async () => {
    const s = await newApplication();
    await request(app).post(SET).send({ _id: s.id, email: 'x@y.test', data: {} }).expect(404);
    const act = await createSubmission(t.db, {
      form: 'customer-activation',
      companyId: units_.company.id,
      email: EMAIL,
    });
    await save({ _id: act.id, data: {} }).expect(404);
    expect((await rowOf(s.id)).version).toBe(1);
  });

  it('gives 50 parallel submits of distinct applications of one division 50 distinct consecutive numbers', async () => {
    const { division } = await createCompanyWithDivision(
      t.db,
      {},
      { code: 'PAR', prefix: 'PAR', counter: 1 },
    );
    const apps = await Promise.all(
      Array.from({ length: 50 }, () =>
        createSubmission(t.db, {
          formFamily: KEY,
          companyId: division.parentId!,
          divisionId: division.id,
          email: EMAIL,
        }),
      ),
    );
    const answers = await Promise.all(
      apps.map((a) => save({ _id: a.id, data: sampleFor(KEY), submit: true })),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const numbers = answers.map((r) => Number(String(r.body.data.applicationNumber).replace('PAR', '')));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe('POST /api/Application/setApplicationReferral', () => {
  it('saves the survey before and after submission, only the referral column', async () => {
    const s = await newApplication();
    const res = await request(app)
      .post(REFERRAL)
      .send({ _id: s.id, email: EMAIL, referral: ['Website', 'Referral', 'Website'] })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, message: SURVEY_SAVED });
    expect((await rowOf(s.id)).referral).toEqual(['Referral', 'Website']);

    await save({ _id: s.id, data: sampleFor(KEY), submit: true }).expect(200);
    await request(app)
      .post(REFERRAL)
      .send({ _id: s.id, email: EMAIL, referral: ['Trade Show/Conference'] })
      .expect(200);
    const row = await rowOf(s.id);
    expect(row).toMatchObject({ referral: ['Trade Show/Conference'], status: 'NEW' });
  });

  it.each([
    ['nothing ticked', [], SURVEY_EMPTY],
    ['no list', undefined, SURVEY_EMPTY],
    ['an unknown source', ['Billboard'], SURVEY_INVALID],
    ['a non-string', [1], SURVEY_INVALID],
  ])('refuses %s', async (_label, referral, message) => {
    const s = await newApplication();
    const res = await request(app).post(REFERRAL).send({ _id: s.id, email: EMAIL, referral }).expect(400);
    expect(res.body.message).toBe(message);
    expect((await rowOf(s.id)).referral).toEqual([]);
  });

  it('refuses a wrong email', async () => {
    const s = await newApplication();
    await request(app)
      .post(REFERRAL)
      .send({ _id: s.id, email: 'x@y.test', referral: ['Website'] })
      .expect(404);
  });
});
