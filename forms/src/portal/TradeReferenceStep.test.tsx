import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@cp/schemas/messages/forms';
import { TRADE_REFERENCES } from '@cp/schemas/messages/renderer';
import type { FormKey } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { mockFetch, renderAt, wireDefinition } from '../test-utils';
import ApplyPage from './ApplyPage';

afterEach(() => vi.unstubAllGlobals());

// The wizard and the forms engine are a lazily loaded chunk: the first render waits for it.
const slow = { timeout: 20_000 };

const unit = {
  name: 'Inland Distribution Services',
  code: 'IDS',
  theme: { primary: '#0a3d62' },
  onboardingEmail: 'onboarding@ids.test',
  termsUrl: 'https://ids.test/terms',
  websiteUrl: 'https://ids.test',
};

/** A draft saved through the bank step: the wizard opens on Trade References. */
function draftBeforeReferences(formKey: FormKey) {
  const { tradeRefInfo: _refs, signature: _sig, signatureTitle: _title, ...rest } = sampleFor(formKey);
  return rest;
}
const record = (formKey: FormKey, data: Record<string, unknown>) => ({
  _id: 'r1',
  email: 'buyer@acme.test',
  status: 'SENT',
  applicationNumber: null,
  formKey,
  definition: wireDefinition(formKey),
  data,
  submitted: false,
  unit,
});

function openOnReferences(formKey: FormKey) {
  const data = draftBeforeReferences(formKey);
  const fetch = mockFetch({
    '/api/Application/getInviteApplication': { success: true, data: record(formKey, data) },
    '/api/Application/setInviteApplication': (init: RequestInit) => ({
      success: true,
      message: 'Saved',
      data: record(formKey, JSON.parse(String(init.body)).data),
    }),
  });
  renderAt('/Apply/:division/:email/:applicationID', '/Apply/IDS/buyer%40acme.test/r1', <ApplyPage />);
  return fetch;
}

describe('the trade-reference step words its minimum as its own form does', { timeout: 60_000 }, () => {
  it.each([
    ['application-six', FORM_MESSAGES.minRefsSix, FORM_MESSAGES.minRefsEight],
    ['application-eight', FORM_MESSAGES.minRefsEight, FORM_MESSAGES.minRefsSix],
  ] as const)('%s', async (formKey, own, other) => {
    openOnReferences(formKey);
    expect(await screen.findByRole('heading', { level: 2, name: 'Trade References' }, slow)).toBeVisible();
    // The eight-step form offers three options first; the six-step one shows the list at once.
    const enter = screen.queryByRole('button', { name: 'ENTER TRADE REFERENCES' });
    if (enter) await userEvent.click(enter);
    expect(await screen.findByText(own)).toBeInTheDocument();
    expect(screen.queryByText(other)).not.toBeInTheDocument();
    // NEXT with the references empty says the same, once.
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findAllByText(own)).not.toHaveLength(0);
    expect(screen.queryByText(other)).not.toBeInTheDocument();
  });
});

describe(
  'the trade-reference options: one UPLOAD button, and NEXT names what is missing',
  { timeout: 60_000 },
  () => {
    it('NEXT with no option chosen, then with UPLOAD chosen and no file, says what is missing', async () => {
      const fetch = openOnReferences('application-eight');
      expect(await screen.findByRole('heading', { level: 2, name: 'Trade References' }, slow)).toBeVisible();
      expect(screen.getAllByRole('button', { name: /upload/i })).toHaveLength(1);

      await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(TRADE_REFERENCES.chooseOption);
      expect(screen.getByRole('button', { name: 'ENTER TRADE REFERENCES' })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'UPLOAD TRADE REFERENCES' }));
      // Still one UPLOAD button once the option is chosen (it opens the file picker).
      expect(screen.getAllByRole('button', { name: /upload/i })).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(TRADE_REFERENCES.chooseFile);
      expect(screen.getByRole('heading', { level: 2, name: 'Trade References' })).toBeInTheDocument();
      expect(fetch.mock.calls.filter(([url]) => String(url).includes('setInviteApplication'))).toHaveLength(
        0,
      );
    });
  },
);
