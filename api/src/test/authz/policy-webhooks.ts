/**
 * The authorisation rows (policy.ts explains a row) of the ERP's webhook routes (README 'Webhooks'): super
 * admins only. The matrix's target id names no endpoint nor delivery, so allowed callers get 404; a create
 * registers a public https address (no DNS lookup), so it succeeds.
 */
import type { Row } from './policy';

export const WEBHOOKS_POLICY: Record<string, Row> = {
  'GET /api/v1/webhooks/endpoints': 'read WebhookEndpoint',
  'POST /api/v1/webhooks/endpoints': [
    'create WebhookEndpoint',
    {
      body: (c) => ({
        companyId: c.unitBody.company_id,
        url: 'https://93.184.216.34/erp/hooks',
        events: ['submission.approved'],
      }),
    },
  ],
  'GET /api/v1/webhooks/endpoints/:id': ['read WebhookEndpoint', { ok: [404] }],
  'PUT /api/v1/webhooks/endpoints/:id': [
    'update WebhookEndpoint',
    { body: () => ({ description: 'Matrix check' }), ok: [404] },
  ],
  'DELETE /api/v1/webhooks/endpoints/:id': ['delete WebhookEndpoint', { ok: [404] }],
  'POST /api/v1/webhooks/endpoints/:id/rotate': ['update WebhookEndpoint', { ok: [404] }],
  'GET /api/v1/webhooks/endpoints/:id/deliveries': ['read WebhookEndpoint', { ok: [404] }],
  'POST /api/v1/webhooks/deliveries/:id/replay': ['update WebhookEndpoint', { ok: [404] }],
};
