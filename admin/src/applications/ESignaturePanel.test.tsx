/**
 * The details page's e-signature block (README 'E-signature'): a send still pending at the provider shows
 * as pending with the provider's error; the actions follow the CASL rule (READ ONLY sees them disabled);
 * Void calls the API and shows its message. The server is a fetch fake (jsdom has none); the API itself is
 * covered by api/src/routes/esign.test.ts and the flow by e2e/tests/esign.spec.ts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { EsignStateView, EsignStatus } from '@cp/schemas/contracts/esign';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ESignaturePanel } from './ESignaturePanel';

const ADMIN: SessionUser = {
  id: 'u1',
  email: 'admin@demo.test',
  firstName: 'Ada',
  lastName: 'Admin',
  security: 'ADMIN',
  maximumApprovalAmount: 50_000,
  companies: ['cpg'],
  divisions: [],
};
const READ_ONLY: SessionUser = { ...ADMIN, id: 'u2', security: 'READ ONLY', maximumApprovalAmount: 0 };
const ID = '11111111-1111-4111-8111-111111111111';

const state = (status: EsignStatus, job = false) =>
  ({
    provider: 'docusign',
    envelope: {
      id: 'row-1',
      envelopeId: status === 'queued' ? null : 'env-1',
      status,
      signerEmail: 'buyer@customer.test',
      signerName: 'Jane Doe',
      remindersSent: 0,
      createdAt: '2026-11-20T10:00:00.000Z',
      events:
        status === 'queued'
          ? []
          : [{ at: '2026-11-20T10:00:00.000Z', event: 'sent', ip: null, userAgent: null }],
      declined:
        status === 'declined'
          ? { at: '2026-11-22T15:30:00.000Z', reason: 'Net 45 is too long; we need Net 15.' }
          : null,
    },
    job: job
      ? {
          status: 'pending',
          attempts: 2,
          lastError: 'ProviderUnavailableError: DocuSign envelope creation failed: 503',
          nextAttemptAt: '2026-11-20T10:01:00.000Z',
        }
      : null,
  }) satisfies EsignStateView;

function serve(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const body = answers[key] ?? { success: false, message: 'Not found' };
      return new Response(JSON.stringify(body), { status: key in answers ? 200 : 404 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());
// The machine running the suite is shared: give the fake server's answers time to render.
const wait = { timeout: 5000 };

const show = (user: SessionUser) =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <ESignaturePanel
            id={ID}
            status="APPROVED"
            companyId="cpg"
            divisionId={null}
            onChanged={() => undefined}
          />
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('ESignaturePanel', () => {
  it('shows a send pending at the provider with its error, and READ ONLY cannot act', async () => {
    serve({ [`GET /api/v1/applications/${ID}/esign`]: state('queued', true) });
    show(READ_ONLY);
    // No status shows until the state arrives.
    await waitFor(() => expect(screen.getByTestId('esign-status')).toHaveTextContent(/^pending$/), wait);
    expect(screen.getByText(/Sending is pending \(attempt 2\)/)).toHaveTextContent(
      'DocuSign envelope creation failed',
    );
    expect(screen.getByRole('button', { name: 'Void' })).toBeDisabled();
  });

  it('voids an agreement out for signature', async () => {
    const calls = serve({
      [`GET /api/v1/applications/${ID}/esign`]: state('sent'),
      [`POST /api/v1/applications/${ID}/esign/void`]: {
        success: true,
        message: 'DocuSign agreement has been voided.',
      },
    });
    show(ADMIN);
    await waitFor(() => expect(screen.getByTestId('esign-status')).toHaveTextContent(/^sent$/), wait);
    expect(screen.queryByRole('button', { name: 'DocuSign' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('DocuSign agreement has been voided.', {}, wait)).toBeVisible();
    await waitFor(() => expect(calls).toContain(`POST /api/v1/applications/${ID}/esign/void`), wait);
  });

  it("shows the signer's decline with the reason, and DocuSign sends a new agreement", async () => {
    serve({ [`GET /api/v1/applications/${ID}/esign`]: state('declined') });
    show(ADMIN);
    await waitFor(() => expect(screen.getByTestId('esign-status')).toHaveTextContent(/^declined$/), wait);
    const declined = screen.getByTestId('esign-declined');
    expect(declined).toHaveTextContent(
      'Declined by the signer on 11/22/2026. Send a new agreement with DocuSign once the terms are settled.',
    );
    expect(declined).toHaveTextContent('“Net 45 is too long; we need Net 15.”');
    expect(screen.getByRole('button', { name: 'DocuSign' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('shows no status until it is known, then changes its colour at once (never white on a fading grey)', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    show(ADMIN);
    await waitFor(() => expect(fetch).toHaveBeenCalled(), wait);
    expect(screen.queryByTestId('esign-status')).toBeNull();
    answer(new Response(JSON.stringify(state('completed'))));
    await waitFor(() => expect(screen.getByTestId('esign-status')).toHaveTextContent(/^completed$/), wait);
    expect(getComputedStyle(screen.getByTestId('esign-status')).transition).toBe('none');
  });
});
