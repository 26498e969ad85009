/**
 * The authorisation rows (policy.ts explains a row) of the credit file: customers, their links, merges and
 * groups, the approve dialog's summary, periodic reviews and the AR import.
 */
import { AR_COLUMNS } from '@cp/schemas/contracts/ar-imports';
import { AR_IMPORT_DENIED, CUSTOMER_CHANGE_DENIED } from '@cp/schemas/messages/customers';
import type { Row } from './policy';
import type { MatrixCall } from './world';

const refused = (refusal: string, call: MatrixCall = {}): MatrixCall => ({ ...call, refusal });

export const CREDIT_FILE_POLICY: Record<string, Row> = {
  // The credit file (issue 29): any staff member lists the customers they may see; the target is a
  // submission, not an entity, so opening it as a customer is not found for everyone. Link and unlink check
  // the submission they move first (read, then save), then the entity (not found / not in it); merge and
  // parent refuse a user who may save no submission (Read Only) before reading anything.
  'GET /api/v1/customers': 'signed-in',
  'GET /api/v1/customers/:id': ['signed-in', { ok: [404] }],
  // The approve dialog's summary of a submission's credit file: whoever may read the submission.
  'GET /api/v1/customers/summary': ['read Application@record', { query: (c) => ({ submissionId: c.id }) }],
  'POST /api/v1/customers/:id/link': [
    'save Application@record',
    refused(CUSTOMER_CHANGE_DENIED, { body: (c) => ({ submissionId: c.id, reason: 'r' }), ok: [404] }),
  ],
  'POST /api/v1/customers/:id/unlink': [
    'save Application@record',
    refused(CUSTOMER_CHANGE_DENIED, { body: (c) => ({ submissionId: c.id, reason: 'r' }), ok: [404] }),
  ],
  'POST /api/v1/customers/:id/merge': [
    'save Application',
    refused(CUSTOMER_CHANGE_DENIED, { body: (c) => ({ otherId: c.id, reason: 'r' }), ok: [404] }),
  ],
  'POST /api/v1/customers/:id/parent': [
    'save Application',
    refused(CUSTOMER_CHANGE_DENIED, { body: () => ({ parentId: null, reason: 'r' }), ok: [404] }),
  ],
  'POST /api/v1/customers/:id/dismiss': [
    'save Application',
    refused(CUSTOMER_CHANGE_DENIED, { body: (c) => ({ otherId: c.id, reason: 'r' }), ok: [404] }),
  ],

  // Periodic credit reviews (issue 29 item 7): any staff member lists the reviews of the customers they may
  // see and opens one's review; 'Review done' refuses a user who may save no submission (Read Only) before
  // reading anything; the target is a submission, not an entity, so it is not found for everyone else.
  'GET /api/v1/reviews': 'signed-in',
  'GET /api/v1/customers/:id/review': ['signed-in', { ok: [404] }],
  'POST /api/v1/customers/:id/review': [
    'save Application',
    refused(CUSTOMER_CHANGE_DENIED, { body: () => ({ note: 'Checked' }), ok: [404] }),
  ],

  // AR import (issue 29 item 4): a Super Admin or an Admin who may save the unit's submissions; the target
  // is the unit (a header-only file imports nothing). A line to match is found only in the user's units.
  'GET /api/v1/ar-imports/template': 'signed-in',
  'POST /api/v1/ar-imports': [
    'save Application@unit',
    refused(AR_IMPORT_DENIED, {
      unit: 'division',
      upload: { field: 'file', fileName: 'ar.csv', data: Buffer.from(`${AR_COLUMNS.join(',')}\n`) },
      body: (c) => ({ unitId: c.id }),
    }),
  ],
  'GET /api/v1/ar-imports/unmatched': 'signed-in',
  'POST /api/v1/ar-imports/lines/:id/match': [
    'signed-in',
    { body: (c) => ({ entityId: c.id, reason: 'r' }), ok: [404] },
  ],
  'GET /api/v1/ar-imports/mapping/:id': [
    'save Application@unit',
    refused(AR_IMPORT_DENIED, { unit: 'division' }),
  ],
  'PUT /api/v1/ar-imports/mapping/:id': [
    'save Application@unit',
    refused(AR_IMPORT_DENIED, { unit: 'division', body: () => ({ mapping: {} }) }),
  ],
  'POST /api/v1/customers/:id/group-limit': [
    'save Application',
    refused(CUSTOMER_CHANGE_DENIED, { body: () => ({ groupLimit: null, reason: 'r' }), ok: [404] }),
  ],
};
