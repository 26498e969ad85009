/**
 * The Webhooks page (README 'Webhooks'): a Super Admin registers an endpoint, sees the server's refusal on the
 * URL field, then the secret once in a dialog with a copy button; rotates it; reads the delivery log and
 * replays a delivery. The server is a fetch fake; the API is covered by api/src/webhooks/webhooks.test.ts.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { WebhookDeliveryView, WebhookEndpointView } from '@cp/schemas/contracts/webhooks';
import * as M from '@cp/schemas/messages/webhooks';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { WebhooksPage } from './WebhooksPage';

const BOSS: SessionUser = {
  id: 'u1',
  email: 'boss@demo.test',
  firstName: 'Sam',
  lastName: 'Super',
  security: 'SUPER ADMIN',
  maximumApprovalAmount: 1_000_000,
  companies: [],
  divisions: [],
};
const ENDPOINT: WebhookEndpointView = {
  id: 'e1',
  companyId: 'cpg',
  companyName: 'CPG',
  url: 'https://erp.example.com/hooks',
  description: 'ERP',
  events: ['submission.approved', 'submission.denied'],
  active: true,
  sensitive: false,
  secretRotatedAt: '2026-11-20T10:00:00.000Z',
  lastSuccessAt: null,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const DELIVERY: WebhookDeliveryView = {
  id: 'msg_abc',
  eventType: 'submission.approved',
  status: 'failed',
  attempts: 12,
  responseCode: 503,
  durationMs: 42,
  error: 'HTTP 503',
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-23T10:00:00.000Z',
  deliveredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  attemptLog: [],
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function serve(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key] ?? { status: 404, body: { success: false, message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}
const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });
afterEach(() => vi.unstubAllGlobals());
const wait = { timeout: 5000 };
const units = ok([{ id: 'cpg', code: 'CPG', name: 'CPG', kind: 'company', parentId: null }]);

const show = (entry = '/webhooks') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(BOSS)}>
          <WebhooksPage />
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('WebhooksPage', () => {
  it('registers an endpoint: the refusal on the URL field, then the secret once with a copy button', async () => {
    const calls = serve({
      'GET /api/v1/units/selectable': units,
      'GET /api/v1/webhooks/endpoints': ok([]),
      'POST /api/v1/webhooks/endpoints': {
        status: 400,
        body: { success: false, message: M.WEBHOOK_URL_HTTPS, errors: { url: M.WEBHOOK_URL_HTTPS } },
      },
    });
    show();
    const user = userEvent.setup();
    expect(await screen.findByText('No webhook endpoints yet.', {}, wait)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'http://erp.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'customer.limit_changed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.WEBHOOK_URL_HTTPS, {}, wait)).toBeVisible();
    expect(calls.find((c) => c.key === 'POST /api/v1/webhooks/endpoints')?.body).toEqual({
      companyId: 'cpg',
      url: 'http://erp.example.com/hooks',
      events: ['submission.approved', 'submission.denied', 'customer.limit_changed'],
      description: '',
      active: true,
      sensitive: false,
    });

    serve({
      'GET /api/v1/units/selectable': units,
      'POST /api/v1/webhooks/endpoints': ok({ endpoint: ENDPOINT, secret: SECRET }, M.WEBHOOK_CREATED),
      'GET /api/v1/webhooks/endpoints': ok([ENDPOINT]),
      'GET /api/v1/webhooks/endpoints/e1/deliveries?offset=0&limit=50': ok({ rows: [], total: 0 }),
    });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.clear(url);
    await user.type(url, ENDPOINT.url);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' }, wait);
    expect(within(secretDialog).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    expect(within(secretDialog).getByText(/not shown again/)).toBeVisible();
    expect(within(secretDialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('No deliveries yet.', {}, wait)).toBeVisible();
  });

  it('shows the delivery log of the chosen endpoint, replays a delivery and rotates the secret', async () => {
    const calls = serve({
      'GET /api/v1/units/selectable': units,
      'GET /api/v1/webhooks/endpoints': ok([ENDPOINT]),
      'GET /api/v1/webhooks/endpoints/e1/deliveries?offset=0&limit=50': ok({ rows: [DELIVERY], total: 1 }),
      'POST /api/v1/webhooks/deliveries/msg_abc/replay': ok(
        { deliveryId: 'msg_abc' },
        M.WEBHOOK_REPLAY_QUEUED,
      ),
      'POST /api/v1/webhooks/endpoints/e1/rotate': ok(
        { endpoint: ENDPOINT, secret: SECRET },
        M.WEBHOOK_ROTATED,
      ),
    });
    show('/webhooks?id=e1');
    const user = userEvent.setup();
    const log = await screen.findByRole('table', { name: 'Delivery log' }, wait);
    expect(within(log).getByText('msg_abc')).toBeVisible();
    expect(within(log).getByText(/503 · 42 ms · HTTP 503/)).toBeVisible();
    await user.click(within(log).getByRole('button', { name: 'Replay msg_abc' }));
    expect(await screen.findByText(M.WEBHOOK_REPLAY_QUEUED, {}, wait)).toBeVisible();
    expect(calls.some((c) => c.key === 'POST /api/v1/webhooks/deliveries/msg_abc/replay')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' }, wait);
    expect(within(secretDialog).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
  });
});
