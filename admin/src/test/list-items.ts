/**
 * A submission as the list API sends it (schemas contracts/submissions.ts `SubmissionListItem`), for the console's
 * tests: a NEW application of CPG's Bristol division with nothing decided, and the fields a test cares about.
 */
import type { SubmissionListItem } from '@cp/schemas/contracts/submissions';

export function listItem<T extends Partial<SubmissionListItem>>(fields: T): SubmissionListItem & T {
  return {
    id: 'sub-1',
    applicationNumber: 'BRI2001',
    status: 'NEW',
    email: 'buyer@customer.test',
    companyName: 'Harbor Freight',
    contactName: 'Jane Doe',
    unit: {
      companyId: 'cpg',
      companyCode: 'CPG',
      companyName: 'Container Port Group',
      divisionId: 'bri',
      divisionCode: 'BRI',
      divisionName: 'Bristol',
    },
    customerCode: '',
    addDate: '2026-11-01T00:00:00.000Z',
    signatureDate: null,
    approvedOrDeniedDate: null,
    approvedAmount: null,
    amountReq: null,
    paymentTerms: '',
    denialCode: '',
    notes: '',
    contactNames: [],
    sentChip: null,
    possibleDuplicates: [],
    quickCreditAmount: 0,
    ...fields,
  };
}
