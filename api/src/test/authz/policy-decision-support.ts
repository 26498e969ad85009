/**
 * The authorisation rows (policy.ts explains a row) of the routes that support a credit decision: sanctions
 * screening, carrier checks, scorecards, Regulation B notices and retention, evidence bundles and CSV exports.
 */
import { DEFAULT_SCORECARD } from '@cp/schemas/scorecards/default';
import type { Row } from './policy';

export const DECISION_SUPPORT_POLICY: Record<string, Row> = {
  // Sanctions screening (README 'Sanctions screening'). The matrix's world imports no list: screening again
  // answers 409 once allowed; a hit of another id is not found.
  'GET /api/v1/submissions/:id/screening': 'read Application@record',
  'POST /api/v1/submissions/:id/screening': ['approve Application@record', { ok: [409] }],
  'POST /api/v1/submissions/:id/screening/hits/:hitId/clear': [
    'approve Application@record',
    { body: () => ({ reason: 'Matrix check' }), ok: [404] },
  ],
  'POST /api/v1/submissions/:id/screening/hits/:hitId/confirm': [
    'approve Application@record',
    { body: () => ({ reason: 'Matrix check', denialCode: 'CR-1' }), ok: [404] },
  ],
  'GET /api/v1/sanctions/lists': 'read SanctionsList',
  // Evidence bundle (README 'Evidence bundle'): the matrix's record is not decided, so allowed callers get 404.
  'GET /api/v1/submissions/:id/evidence': ['read Application@record', { ok: [404] }],
  // Regulation B (README 'Regulation B'): the reasons offered to whoever may deny the record.
  'GET /api/v1/submissions/:id/denial-reasons': 'deny Application@record',
  // The notice's token is the credential: an unknown one is not found, for everyone alike.
  'GET /api/reasons/:token': ['public', { ok: [404] }],
  'GET /api/v1/reasons-requests': 'signed-in',
  'GET /api/v1/submissions/:id/decision-notice': 'read Application@record',
  // The matrix's record has no request: allowed callers get 409.
  'POST /api/v1/reasons-requests/:id/send': ['deny Application@record', { ok: [409] }],
  'POST /api/reasons/request': ['public', { ok: [404] }],
  // Retention (README 'Regulation B'): a hold is set and released by who may deny the record; the matrix's
  // record is not decided (set: 409) and has no hold (release: 409).
  'GET /api/v1/submissions/:id/retention': 'read Application@record',
  'POST /api/v1/submissions/:id/legal-hold': [
    'deny Application@record',
    { body: () => ({ reason: 'Matrix check' }), ok: [409] },
  ],
  'DELETE /api/v1/submissions/:id/legal-hold': [
    'deny Application@record',
    { body: () => ({ reason: 'Matrix check' }), ok: [409] },
  ],
  'GET /api/v1/retention/runs': 'read RetentionRun',
  // Without a file the import is refused on its input once allowed.
  'POST /api/v1/sanctions/import': ['create SanctionsList', { ok: [400] }],
  // Scorecards (README 'Scorecard'): the matrix's target id names no scorecard; the group default has its
  // draft made by the first allowed create, so the next ones answer 409.
  'GET /api/v1/scorecards': 'read Scorecard',
  'GET /api/v1/scorecards/:id': ['read Scorecard', { ok: [404] }],
  'POST /api/v1/scorecards': ['create Scorecard', { body: () => ({ unitId: null }), ok: [200, 409] }],
  'PUT /api/v1/scorecards/:id': [
    'update Scorecard',
    { body: () => ({ definition: DEFAULT_SCORECARD }), ok: [404] },
  ],
  'POST /api/v1/scorecards/:id/publish': ['update Scorecard', { ok: [404] }],
  'GET /api/v1/submissions/:id/scorecard': 'read Application@record',
  // Carrier checks (README 'Carrier checks'): the built-in provider answers the typed USDOT number.
  'GET /api/v1/submissions/:id/carrier-checks': 'read Application@record',
  'POST /api/v1/submissions/:id/carrier-checks': [
    'approve Application@record',
    { body: () => ({ usdotNumber: '1000001' }) },
  ],
  // CSV exports (README 'Exports'): each list's own access; the rows follow the list's scope (exports.test.ts).
  'GET /api/v1/exports/applications.csv': 'signed-in',
  'GET /api/v1/exports/activations.csv': 'signed-in',
  'GET /api/v1/exports/users.csv': 'read User',
  'GET /api/v1/exports/companies.csv': 'signed-in',
  'GET /api/v1/exports/divisions.csv': 'signed-in',
  'GET /api/v1/exports/email-log.csv': 'read EmailLog',
  'GET /api/v1/exports/customers.csv': 'signed-in',
  'GET /api/v1/exports/reviews.csv': 'signed-in',
  'GET /api/v1/exports/references.csv': [
    'read Application@record',
    { query: (c) => ({ submissionId: c.id }) },
  ],
  'GET /api/v1/exports/:file': ['signed-in', { ok: [404] }],
};
