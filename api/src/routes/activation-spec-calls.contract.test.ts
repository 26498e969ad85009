/**
 * Contract of the activation spec calls (back-office.md §7 `/api/CustomerActivation/*`, and the customer's
 * `setInvite` of customer-portal.md §3): one table of path, method, headers, body and the answer expected,
 * the answer checked field by field against the spec's names.
 */
import { expect } from 'vitest';
import { sampleFor } from '@cp/schemas/forms/samples';
import { specActivationSchema } from '@cp/schemas/contracts/activations';
import type { TestApp } from '../auth/testing';
import { capitalise } from '../test/capitalise';
import { staffAgents, useTestWorld } from '../test/test-world';
import { activationRecord, seedActivationWorld, type ActivationWorld } from '../test/activation-world';
import {
  describeContract,
  sharedContractRows,
  storedRow,
  type ContractRow,
} from '../test/spec-call-contract';

let t: TestApp;
let w: ActivationWorld;
const env = useTestWorld(seedActivationWorld, (e) => ({ t, w } = e));
const staff = staffAgents(env, ['admin']);

const record = (status: 'SENT' | 'NEW') => activationRecord(t.ctx.db, w, status, 'Contract Freight');

type Row = ContractRow<'SENT' | 'NEW'>;
const rowOf = (id: string) => storedRow(t.ctx.db, id);

const table: Row[] = [
  ...sharedContractRows(
    env,
    'activation',
    {
      messages: {
        invited: 'Successfully updated the customer activation',
        resent: 'Successfully updated the customer activation',
        copied: 'Successfully copied application.',
        deleted: 'Customer Activation invite has been deleted',
        saved: 'Successfully updated the customer activation.',
        approved: 'Successfully updated the customer activation.',
        denied: 'Successfully updated the customer activation.',
      },
      list: {
        headers: () => ({ selectedCompanies: w.cpg.id, selectedDivisions: '' }),
        count: (applicationCount, rows) => expect(applicationCount).toBeGreaterThanOrEqual(rows.length),
      },
      resend: (id) => ({ _id: id, Email: 'buyer@acme.test', Status: 'SENT' }),
      byId: {
        schema: specActivationSchema,
        fields: { companyContact: 'Jane Doe' },
        also: (a) => expect(a).toHaveProperty('docuSign', { envelope_id: '', completed: false }),
      },
      set: {
        save: (id) => ({ _id: id, notes: 'Checked', paymentTerms: 'NET 30', companyPhone: '5551234567' }),
        saved: { notes: 'Checked', paymentTerms: 'NET 30' },
        approve: (id) => ({ _id: id, companyCode: 'ACME1', approvedAmount: 2500, contacts: [w.anna.id] }),
        approved: { customerCode: 'ACME1', approvedAmount: '2500.00' },
        deny: (id) => ({ _id: id, denialCode: 'CR-1', contacts: [w.anna.id] }),
      },
    },
    { sent: 'SENT', submitted: 'NEW' },
  ),
  {
    call: 'sendInvite (capitalised activation)',
    method: 'post',
    path: '/api/CustomerActivation/sendInvite',
    body: () => ({
      _id: '',
      Email: 'caps@acme.test',
      Company_id: w.cpg.id,
      Division_id: w.bri.id,
      Contacts: [w.anna.id],
    }),
    message: 'Successfully updated the customer activation',
    answer: async ({ id }) =>
      expect(await rowOf(id!)).toMatchObject({ status: 'SENT', email: 'caps@acme.test' }),
  },
  {
    call: 'setInvite (customer, today’s { _id, email, data })',
    method: 'post',
    path: '/api/CustomerActivation/setInvite',
    record: 'SENT',
    customer: true,
    body: (id) => ({ _id: id, email: 'buyer@acme.test', data: sampleFor('activation-cpg') }),
    message: 'Activation Form Submitted',
    answer: async ({ data }, id) => {
      expect(data).toMatchObject({ _id: id, status: 'NEW', submitted: true });
      expect((await rowOf(id)).applicationNumber).toMatch(/^BRI\d+$/);
    },
  },
  {
    call: 'setInvite (customer, capitalised activation of customer-portal §3)',
    method: 'post',
    path: '/api/CustomerActivation/setInvite',
    record: 'SENT',
    customer: true,
    body: (id) => ({
      ...(capitalise(sampleFor('activation-cpg')) as object),
      _id: id,
      Email: 'buyer@acme.test',
    }),
    message: 'Activation Form Submitted',
    answer: async (_b, id) => {
      const row = await rowOf(id);
      expect(row.status).toBe('NEW');
      expect(row.data).toMatchObject({ companyName: sampleFor('activation-cpg').companyName });
      expect(row.data).not.toHaveProperty('CompanyName');
    },
  },
];

describeContract(table, { app: () => t, staff: () => staff.admin, record });
