/**
 * The built-in agreement page (README 'E-signature'): the server's agreement shown, signing held until the
 * customer consents, the Adopt And Sign dialog's name sent with the consent, then the signing-complete page;
 * Decline with a required reason, then the declined notice (also when a declined link is opened again); a
 * dead link says so. The server is a fetch double (the API is tested in api/src/routes/esign.test.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../test-utils';
import DocuSignCompletePage from './DocuSignCompletePage';
import SignAgreementPage from './SignAgreementPage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'Yk3n9Qe2TzW8pVbL1sXf4uJr7cHd0aMg';
const view = {
  division: 'IDS',
  envelopeId: '7e2d0000-0000-4000-8000-000000000001',
  status: 'delivered',
  unitName: 'Industrial Distribution Services',
  signerEmail: 'buyer@acme.test',
  declined: null,
  html: '<section class="agreement"><h1>Payment Terms Agreement</h1><p>Approved Credit Amount $15,000</p></section>',
  css: '.agreement h1 { color: green; }',
  consentText: 'I agree to sign this agreement electronically.',
};
const page = () =>
  renderAt('/Sign/:division/:token', `/Sign/IDS/${TOKEN}`, <SignAgreementPage />, [
    <Route key="done" path="/DocuSignComplete/:division/:envelopeID" element={<DocuSignCompletePage />} />,
  ]);

describe('agreement page', () => {
  it('signs after consent with the adopted name and lands on the signing-complete page', async () => {
    const sent: unknown[] = [];
    mockFetch({
      [`/api/esign/agreement/${TOKEN}/sign`]: (init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return { success: true, data: { redirect: `/DocuSignComplete/IDS/${view.envelopeId}` } };
      },
      [`/api/esign/agreement/${TOKEN}`]: { success: true, data: view },
    });
    page();
    expect(await screen.findByText('Approved Credit Amount $15,000')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign The Agreement' });
    expect(sign).toBeDisabled();
    await userEvent.click(screen.getByLabelText(view.consentText));
    await userEvent.click(sign);
    await userEvent.type(await screen.findByLabelText('Full Name'), 'Pat Signer');
    await userEvent.click(screen.getByRole('button', { name: 'Adopt And Sign' }));
    expect(await screen.findByRole('heading', { name: 'DocuSign Completed!' })).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Pat Signer', consent: true }]);
  });

  it('says when the link no longer works', async () => {
    mockFetch({
      [`/api/esign/agreement/${TOKEN}`]: { success: false, message: 'This signing link is no longer valid.' },
    });
    page();
    await waitFor(() =>
      expect(screen.getByText('This signing link is no longer valid.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Sign The Agreement' })).toBeNull();
  });

  it('declines with a reason, which is required, and then says the agreement was declined', async () => {
    const sent: unknown[] = [];
    const at = '2026-11-22T15:30:00.000Z';
    mockFetch({
      [`/api/esign/agreement/${TOKEN}/decline`]: (init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return {
          success: true,
          message: 'You declined the agreement.',
          data: { declined: { at, reason: 'Net 15 only.' } },
        };
      },
      [`/api/esign/agreement/${TOKEN}`]: { success: true, data: view },
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the agreement' });
    expect(dialog).toHaveTextContent(
      'Tell Industrial Distribution Services why you are declining. They will see your reason and may send you a new agreement.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline Agreement' }));
    expect(await screen.findByText('Enter the reason you are declining.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Reason for declining/), 'Net 15 only.');
    await userEvent.click(screen.getByRole('button', { name: 'Decline Agreement' }));
    expect(
      await screen.findByText(
        /^You declined this agreement on \d{2}\/\d{2}\/2026\. Industrial Distribution Services has your reason and may send you a new agreement\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Net 15 only.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Net 15 only.' }]);
    expect(screen.queryByRole('button', { name: 'Sign The Agreement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it("shows the server's refusal of the reason on the field", async () => {
    mockFetch({
      [`/api/esign/agreement/${TOKEN}/decline`]: {
        success: false,
        message: 'The request is not valid.',
        errors: { reason: 'The reason can be at most 1000 characters.' },
      },
      [`/api/esign/agreement/${TOKEN}`]: { success: true, data: view },
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await userEvent.type(await screen.findByLabelText(/Reason for declining/), 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Decline Agreement' }));
    expect(await screen.findByText('The reason can be at most 1000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opened again after declining, says so with the reason instead of offering the agreement', async () => {
    mockFetch({
      [`/api/esign/agreement/${TOKEN}`]: {
        success: true,
        data: {
          ...view,
          status: 'declined',
          declined: { at: '2026-11-22T15:30:00.000Z', reason: 'Net 15 only.' },
        },
      },
    });
    page();
    expect(await screen.findByText(/^You declined this agreement on/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Terms Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Net 15 only.')).toBeInTheDocument();
    expect(screen.queryByText('Approved Credit Amount $15,000')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign The Agreement' })).toBeNull();
  });
});
