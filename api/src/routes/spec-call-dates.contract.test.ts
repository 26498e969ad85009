/**
 * Dates in the spec calls (README 'Dates'): every call that reads a date takes it as an ISO date, an ISO
 * date-time (a JavaScript Date in JSON) or MM/dd/yyyy, stores the one form (YYYY-MM-DD), and refuses a
 * date that is not on the calendar with 'Please enter a valid date' (customer-portal.md §5). The records
 * the calls write are read back through the staff getById calls, which answer the date as the models'
 * other dates are answered, an ISO date-time. Calls that carry a date they do not read (sendInvite re-send,
 * setApplicationReferral, the user and unit saves' addDate) drop it as every unknown field.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormKey } from '@cp/schemas/forms/types';
import { submissions } from '../db/schema';
import type { TestApp } from '../auth/testing';
import { activationRecord } from '../test/activation-world';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { capitalise } from '../test/capitalise';
import { storedRow } from '../test/spec-call-contract';
import { staffAgents, useTestWorld } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const staff = staffAgents(env, ['admin']);

const SHAPES = [
  ['an ISO date', '2001-03-15'],
  ['an ISO date-time (a JavaScript Date)', '2001-03-15T00:00:00.000Z'],
  ['MM/dd/yyyy', '03/15/2001'],
] as const;
const NOT_DATES = ['00/00/0000', '02/30/2001', '2001-03-15T25:00:00Z', 'March 15'];
const VALID_DATE = 'Please enter a valid date';
const CUSTOMER = 'buyer@acme.test';

type Kind = 'activation' | 'application';
const record = (kind: Kind, status: 'SENT' | 'NEW') =>
  kind === 'activation' ? activationRecord(t.ctx.db, w, status) : applicationRecord(t.ctx.db, w, status);
const familyOf = async (id: string) => (await storedRow(t.ctx.db, id)).formFamily as FormKey;
const customer = () => supertest(t.app);
const GET_BY_ID = {
  activation: '/api/CustomerActivation/getById',
  application: '/api/Application/getApplicationById',
};

/** A call that takes the company's established date in its body: the record it needs and how it sends it. */
interface BodyDateCall {
  call: string;
  kind: Kind;
  status: 'SENT' | 'NEW';
  send: (id: string, date: string) => Promise<supertest.Response>;
  /**
   * The activation form's autosave (not a spec call) keeps the stored value of a field that is not valid
   * yet instead of refusing the draft (ARCHITECTURE 'Submissions'): it answers 200 and stores no such date.
   */
  keepsStored?: boolean;
}

const bodyCalls: BodyDateCall[] = [
  {
    call: 'POST /api/CustomerActivation/setInvite (the documented capitalised activation)',
    kind: 'activation',
    status: 'SENT',
    send: async (id, date) =>
      customer()
        .post('/api/CustomerActivation/setInvite')
        .send({
          ...(capitalise(sampleFor(await familyOf(id))) as object),
          _id: id,
          Email: CUSTOMER,
          CompanyEstablishedDate: date,
        }),
  },
  {
    call: 'POST /api/CustomerActivation/setInviteDraft',
    kind: 'activation',
    status: 'SENT',
    send: (id, date) =>
      customer()
        .post('/api/CustomerActivation/setInviteDraft')
        .send({ _id: id, email: CUSTOMER, data: { companyEstablishedDate: date } }),
    keepsStored: true,
  },
  {
    call: 'POST /api/Application/setInviteApplication (a step saved)',
    kind: 'application',
    status: 'SENT',
    send: (id, date) =>
      customer()
        .post('/api/Application/setInviteApplication')
        .send({ _id: id, email: CUSTOMER, data: { companyEstablishedDate: date } }),
  },
  {
    call: 'POST /api/Application/setInviteApplication (the final submit)',
    kind: 'application',
    status: 'SENT',
    send: async (id, date) =>
      customer()
        .post('/api/Application/setInviteApplication')
        .send({
          _id: id,
          email: CUSTOMER,
          submit: true,
          data: { ...sampleFor(await familyOf(id)), companyEstablishedDate: date },
        }),
  },
  {
    call: 'POST /api/CustomerActivation/set (staff save, capitalised)',
    kind: 'activation',
    status: 'NEW',
    send: (id, date) =>
      staff.admin
        .post('/api/CustomerActivation/set')
        .send({ _id: id, Email: CUSTOMER, CompanyEstablishedDate: date }),
  },
  {
    call: 'POST /api/Application/setApplication (staff save)',
    kind: 'application',
    status: 'NEW',
    send: (id, date) =>
      staff.admin.post('/api/Application/setApplication').send({ _id: id, companyEstablishedDate: date }),
  },
];

describe.each(bodyCalls)('$call', ({ kind, status, send, keepsStored }) => {
  it.each(SHAPES)(
    'takes %s, stores YYYY-MM-DD and getById answers an ISO date-time',
    async (_shape, date) => {
      const id = await record(kind, status);
      const res = await send(id, date);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await storedRow(t.ctx.db, id)).data.companyEstablishedDate).toBe('2001-03-15');
      const answer = await staff.admin.get(GET_BY_ID[kind]).set('id', id);
      expect(answer.body.data.companyEstablishedDate).toBe('2001-03-15T00:00:00.000Z');
    },
  );

  it.each(NOT_DATES)(
    "refuses '%s' with the spec's message on the field (or keeps the stored value) and stores no such date",
    async (date) => {
      const id = await record(kind, status);
      const before = await storedRow(t.ctx.db, id);
      const res = await send(id, date);
      if (keepsStored) expect(res.status).toBe(200);
      else {
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.errors).toMatchObject({ '/companyEstablishedDate': VALID_DATE });
      }
      const after = await storedRow(t.ctx.db, id);
      expect(after.data).toEqual(before.data);
      expect(after.status).toBe(before.status);
    },
  );
});

/** The list calls' startDate and endDate headers (back-office.md §7 'startDate (ISO), endDate (ISO)'). */
const listCalls = [
  {
    call: 'GET /api/CustomerActivation/getList',
    kind: 'activation' as const,
    path: '/api/CustomerActivation/getList',
  },
  {
    call: 'GET /api/Application/getApplicationList',
    kind: 'application' as const,
    path: '/api/Application/getApplicationList',
  },
];

describe.each(listCalls)('$call', ({ kind, path }) => {
  /** A NEW record received at noon on 15 March 2001: its list filters by that day (sent or signed). */
  const received = async () => {
    const id = await record(kind, 'NEW');
    const noon = new Date('2001-03-15T12:00:00.000Z');
    await t.ctx.db
      .update(submissions)
      .set({ addDate: noon, signatureDate: noon })
      .where(eq(submissions.id, id));
    return id;
  };
  const list = (startDate: string, endDate: string, page = 1) =>
    staff.admin.get(path).set({
      status: 'NEW',
      page: String(page),
      selectedCompanies: w.cpg.id,
      selectedDivisions: '',
      startDate,
      endDate,
    });

  it.each(SHAPES)('takes %s as the day it names, both ends included', async (_shape, date) => {
    const id = await received();
    const res = await list(date, date);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r: { _id: string }) => r._id)).toContain(id);
    const dayAfter = await list('2001-03-16', '');
    expect(dayAfter.body.data.map((r: { _id: string }) => r._id)).not.toContain(id);
  });

  it.each(NOT_DATES)("refuses '%s' in startDate or endDate with the spec's message", async (date) => {
    for (const [startDate, endDate, field] of [
      [date, '', 'startdate'],
      ['', date, 'enddate'],
    ]) {
      const res = await list(startDate, endDate);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toEqual({ [field]: VALID_DATE });
      expect(res.body.message).toContain(VALID_DATE);
    }
  });

  it('lists everything with the documented empty dates', async () => {
    const id = await received();
    // Records of the same day tie on the list's date and then follow their random ids: read every page.
    const ids: string[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const res = await list('', '', page);
      expect(res.status).toBe(200);
      if (!res.body.data.length) break;
      ids.push(...res.body.data.map((r: { _id: string }) => r._id));
    }
    expect(ids).toContain(id);
  });
});
