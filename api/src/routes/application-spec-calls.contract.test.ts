/**
 * Contract of the credit application spec calls (back-office.md §7 `/api/Application/*`): one table of
 * path, method, headers, body and the answer expected, checked against the spec's names.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { specApplicationSchema } from '@cp/schemas/contracts/applications';
import { submissions } from '../db/schema';
import type { TestApp } from '../auth/testing';
import { staffAgents, useTestWorld } from '../test/test-world';
import { uploadStaffTradeReferences } from '../services/applications/trade-references';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { samplePdf } from '../test/documents';
import { describeContract, sharedContractRows, type ContractRow } from '../test/spec-call-contract';

let t: TestApp;
let w: ApplicationWorld;
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const staff = staffAgents(env, ['admin']);

type Made = 'SENT' | 'NEW' | 'APPROVED' | 'FILE';

async function record(made: Made): Promise<string> {
  const db = t.ctx.db;
  const business = { companyName: 'Contract Freight' };
  const id = await applicationRecord(db, w, made === 'SENT' ? 'SENT' : 'NEW', { business });
  if (made === 'APPROVED')
    await db
      .update(submissions)
      .set({
        status: 'APPROVED',
        approvedOrDeniedDate: new Date(),
        approvedAmount: '1000',
        netTerms: 'NET 30',
      })
      .where(eq(submissions.id, id));
  if (made === 'FILE')
    await uploadStaffTradeReferences({
      db,
      actor: w.superAdmin,
      id,
      fileName: 'refs.pdf',
      content: samplePdf(),
    });
  return id;
}

type Row = ContractRow<Made>;
const listHeaders = (status: string) => ({
  status,
  page: '1',
  filter: 'contract',
  applicationStatus: 'ALL',
  startDate: '',
  endDate: '',
  selectedCompanies: w.cpg.id,
  selectedDivisions: '',
});

const table: Row[] = [
  ...sharedContractRows<Made>(
    env,
    'application',
    {
      messages: {
        invited: 'Application invite has been sent out',
        resent: 'Application invite has been resent',
        copied: 'Successfully copied application. ',
        deleted: 'Application invite has been deleted',
        saved: 'Successfully updated application.',
        approved: 'Successfully approved application.',
        denied: 'Successfully denied application.',
      },
      list: {
        headers: () => listHeaders('NEW'),
        count: (applicationCount) =>
          expect(applicationCount).toEqual([{ item1: 10, item2: expect.any(Number) }]),
      },
      resend: (id) => ({ _id: id, email: 'buyer@acme.test', status: 'SENT' }),
      byId: {
        schema: specApplicationSchema,
        fields: { code: '', isCOD: false },
        also: (a) => expect(a).toHaveProperty('bankInfo'),
      },
      set: {
        save: (id) => ({ _id: id, notes: 'Checked', netTerms: 'NET 45', companyCode: 'ACME9' }),
        saved: { notes: 'Checked', netTerms: 'NET 45', customerCode: 'ACME9' },
        approve: (id) => ({
          _id: id,
          companyCode: 'ACME1',
          approvedAmount: 2500,
          netTerms: 'NET 30',
          isCOD: true,
          contacts: [w.anna.id],
        }),
        approved: { customerCode: 'ACME1', approvedAmount: '2500.00', isCod: true },
        deny: (id) => ({ _id: id, code: 'CR-1', contacts: [w.anna.id] }),
      },
    },
    { sent: 'SENT', submitted: 'NEW' },
  ),
  {
    call: 'getApplicationList (Reviewed: page count = item2 / item1 of the first entry)',
    method: 'get',
    path: '/api/Application/getApplicationList',
    record: 'APPROVED',
    headers: () => ({ ...listHeaders('REVIEWED'), applicationStatus: 'APPROVED' }),
    message: '',
    answer: ({ data, applicationCount }, id) => {
      const rows = specApplicationSchema.array().parse(data);
      expect(rows.find((r) => r._id === id)).toMatchObject({ status: 'APPROVED', netTerms: 'NET 30' });
      const [first] = applicationCount as { item1: number; item2: number }[];
      expect(first.item1).toBe(10);
      expect(first.item2).toBeGreaterThanOrEqual(rows.length);
      expect(rows.every((r) => r.status === 'APPROVED')).toBe(true);
    },
  },
  {
    call: 'setApplication APPROVED over the cap',
    method: 'post',
    path: '/api/Application/setApplication',
    record: 'NEW',
    headers: () => ({ setType: 'APPROVED' }),
    body: (id) => ({ _id: id, approvedAmount: 250000, netTerms: 'NET 30', contacts: [w.anna.id] }),
    status: 403,
    success: false,
    message: 'Access to approve the application amount is denied! Maximum allowed is: $100,000',
  },
  {
    call: 'getDocuSignPdf (not approved)',
    method: 'get',
    path: '/api/Application/getDocuSignPdf',
    record: 'NEW',
    headers: (id) => ({ id }),
    status: 400,
    success: false,
    message: 'Application is not approved!',
  },
  {
    call: 'getDocuSignPdf (approved, no DocuSign envelope yet)',
    method: 'get',
    path: '/api/Application/getDocuSignPdf',
    record: 'APPROVED',
    headers: (id) => ({ id }),
    status: 400,
    success: false,
    message: 'DocuSign PDF is unavailable for this application!',
  },
  {
    call: 'setTradeReferences',
    method: 'post',
    path: '/api/Application/setTradeReferences',
    record: 'NEW',
    upload: (id) => ({ Application_id: id, FileName: 'Trade refs.pdf' }),
    message: 'Successfully Uploaded Trade References.',
    answer: ({ data }, id) => expect(data).toEqual({ tradeReferencesFileName: `Trade refs_${id}.pdf` }),
  },
  {
    call: 'getTradeReferencesFile',
    method: 'get',
    path: '/api/Application/getTradeReferencesFile',
    record: 'FILE',
    headers: (id) => ({ id }),
    message: '',
    file: 'application/pdf',
  },
  {
    call: 'getTradeReferencesFile (none uploaded)',
    method: 'get',
    path: '/api/Application/getTradeReferencesFile',
    record: 'NEW',
    headers: (id) => ({ id }),
    status: 404,
    success: false,
    message: 'Error loading Trade References PDF. Please contact your administrator for assistance!',
  },
  {
    call: 'getTradeReferencesLastModifiedDate',
    method: 'get',
    path: '/api/Application/getTradeReferencesLastModifiedDate',
    record: 'FILE',
    headers: (id) => ({ id }),
    message: '',
    answer: ({ data }) => expect(Date.parse(String(data))).toBeGreaterThan(Date.now() - 600_000),
  },
];

describeContract(table, { app: () => t, staff: () => staff.admin, record });
