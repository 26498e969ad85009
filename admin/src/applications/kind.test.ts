import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { SubmissionRef } from '../submissions/types';
import { applicationKind } from './kind';

const ADMIN = { security: 'ADMIN', maximumApprovalAmount: 50_000 } as SessionUser;
const record = (applicationNumber: string): SubmissionRef => ({
  id: 'a1',
  status: 'PENDING',
  email: 'buyer@customer.test',
  applicationNumber,
  companyId: 'cpg',
  divisionId: null,
  quickCreditAmount: 0,
  notes: '',
  customerCode: '',
});
const ok = { amount: 25_000, customerCode: '', contacts: ['c1'], netTerms: 'NET 30' };

/** back-office.md §5 'Application approval', one row per rule, checked client-side before the call. */
describe('Application Approval rules (§5, §8 wording)', () => {
  it.each([
    ['a valid approval', 'IDS1001', ok, {}],
    ['UWL needs a customer code', 'UWL1001', ok, { customerCode: 'You must enter a customer code!' }],
    ['WDS needs a customer code', 'WDS1001', ok, { customerCode: 'You must enter a customer code!' }],
    ['UWL with a customer code', 'UWL1001', { ...ok, customerCode: 'ACME01' }, {}],
    ['amount zero', 'IDS1001', { ...ok, amount: 0 }, { amount: 'You must enter an approved amount!' }],
    [
      'amount above the cap',
      'IDS1001',
      { ...ok, amount: 50_001 },
      { amount: 'Access to approve the application amount is denied! Maximum allowed is: $50,000' },
    ],
    ['amount at the cap', 'IDS1001', { ...ok, amount: 50_000 }, {}],
    ['no net terms', 'IDS1001', { ...ok, netTerms: ' ' }, { netTerms: 'You must enter the net terms!' }],
    ['no contact', 'IDS1001', { ...ok, contacts: [] }, { contacts: 'You must select at least one contact!' }],
  ])('%s', (_, number, values, errors) => {
    const found = applicationKind.approval.validate(values, record(number), ADMIN);
    const shown = Object.fromEntries(Object.entries(found).filter(([, v]) => v));
    expect(shown).toEqual(errors);
  });
});
