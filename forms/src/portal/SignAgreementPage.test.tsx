/**
 * The built-in agreement page (README 'E-signature'): the server's agreement shown, signing held until the
 * customer consents, the Adopt And Sign dialog's name sent with the consent, then the signing-complete page;
 * a dead link says so. The server is a fetch double (the API is tested in api/src/routes/esign.test.ts).
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
  signerEmail: 'buyer@acme.test',
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
});
