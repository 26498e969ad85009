import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@cp/schemas/messages/forms';
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

/** A six-step draft saved through the bank step, its account number a legacy value with dashes. */
function legacyDraft() {
  const {
    tradeRefInfo: _refs,
    signature: _sig,
    signatureTitle: _title,
    ...rest
  } = sampleFor('application-six');
  return { ...rest, bankInfo: { ...(rest.bankInfo as object), accountNumber: '12-34' } };
}
const record = (data: Record<string, unknown>) => ({
  _id: 'r1',
  email: 'buyer@acme.test',
  status: 'SENT',
  applicationNumber: null,
  formKey: 'application-six',
  definition: wireDefinition('application-six'),
  data,
  submitted: false,
  unit,
});
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, slow);
const accountNumber = () => screen.getByLabelText(/Bank Account Number/) as HTMLInputElement;
/** The saves of Next (not the draft the autosave writes after a pause in typing, which a slow run may reach). */
const savedBodies = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).split('?')[0] === '/api/Application/setInviteApplication')
    .map(([, init]) => JSON.parse(String(init?.body)) as { data: Record<string, unknown> });

describe(
  'an existing account number skips its validation until edited (customer-portal.md §4)',
  {
    timeout: 60_000,
  },
  () => {
    it('opens past the bank step, lets Next save the legacy value, and validates it once edited', async () => {
      const data = legacyDraft();
      const fetch = mockFetch({
        '/api/Application/getInviteApplication': { success: true, data: record(data) },
        '/api/Application/setInviteApplication': (init: RequestInit) => ({
          success: true,
          message: 'Saved',
          data: record(JSON.parse(String(init.body)).data),
        }),
      });
      renderAt('/Apply/:division/:email/:applicationID', '/Apply/IDS/buyer%40acme.test/r1', <ApplyPage />);

      // The derived start step is past the bank step: the legacy value does not make it incomplete.
      expect(await heading('Trade References')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
      expect(await heading('Banking Information')).toBeInTheDocument();
      expect(accountNumber()).toHaveValue('12-34');
      expect(screen.queryByText(FORM_MESSAGES.noAlpha)).not.toBeInTheDocument();

      // Next validates the step, saves the draft with the value untouched and moves on.
      await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
      expect(await heading('Trade References')).toBeInTheDocument();
      const saves = savedBodies(fetch);
      expect(saves).toHaveLength(1);
      expect(saves[0].data.bankInfo).toMatchObject({ accountNumber: '12-34' });

      // Edited, it is validated like any other value: the error shows and Next stays on the step.
      await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
      expect(await heading('Banking Information')).toBeInTheDocument();
      await userEvent.type(accountNumber(), '5');
      await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
      expect(await screen.findByText(FORM_MESSAGES.noAlpha)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Banking Information' })).toBeInTheDocument();
      expect(savedBodies(fetch)).toHaveLength(1);
    });
  },
);

describe(
  'the wizard saves its draft as the customer types, as the activation form does',
  { timeout: 60_000 },
  () => {
    it('saves mid-step after a pause, says so, and saves what is pending when the page is left', async () => {
      const data = legacyDraft();
      const fetch = mockFetch({
        '/api/Application/getInviteApplication': { success: true, data: record(data) },
        '/api/Application/setInviteApplicationDraft': { success: true, message: 'Saved', data: record(data) },
      });
      const drafts = () =>
        fetch.mock.calls
          .filter(([url]) => String(url).startsWith('/api/Application/setInviteApplicationDraft'))
          .map(([, init]) => ({
            body: JSON.parse(String(init?.body)) as { data: Record<string, unknown> },
            keepalive: Boolean(init?.keepalive),
          }));
      renderAt('/Apply/:division/:email/:applicationID', '/Apply/IDS/buyer%40acme.test/r1', <ApplyPage />);
      expect(await heading('Trade References')).toBeInTheDocument();
      expect(screen.getByText(/Your answers are saved as you type/)).toBeInTheDocument();
      await userEvent.type(screen.getAllByLabelText(/^Company/)[0], 'Harbor Supply');
      expect(drafts()).toEqual([]);
      await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 5000 });
      const refs = drafts()[0].body.data.tradeRefInfo as Array<{ company?: string }>;
      expect(refs[0].company).toMatch(/harbor supply/i);
      expect(await screen.findByText('All changes saved')).toBeInTheDocument();

      // Leaving mid-step sends what is pending at once, in a request that outlives the page.
      await userEvent.type(screen.getAllByLabelText(/^Company/)[0], ' Co');
      window.dispatchEvent(new Event('pagehide'));
      expect(drafts()).toHaveLength(2);
      expect(drafts()[1].keepalive).toBe(true);
      expect((drafts()[1].body.data.tradeRefInfo as Array<{ company?: string }>)[0].company).toMatch(/co$/i);
    });
  },
);

describe(
  "'Your answers' before signing reads like the form, not like stored data",
  { timeout: 60_000 },
  () => {
    it('shows display formats, the form order and the account number masked to its last four digits', async () => {
      const { signature: _sig, signatureTitle: _title, ...data } = sampleFor('application-six');
      // The address as a draft stores it (country first, as its default was set), not as the form orders it.
      const stored = data.address as Record<string, unknown>;
      const { country, zip, city, state, ...rest } = stored;
      mockFetch({
        '/api/Application/getInviteApplication': {
          success: true,
          data: record({ ...data, address: { country, zip, city, state, ...rest } }),
        },
      });
      renderAt('/Apply/:division/:email/:applicationID', '/Apply/IDS/buyer%40acme.test/r1', <ApplyPage />);
      expect(await heading('E-Sign')).toBeInTheDocument();
      const summary = screen.getByRole('region', { name: 'Your answers' });
      const rows = new Map(
        [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
      const valueOf = (label: RegExp) => [...rows].find(([k]) => label.test(k ?? ''))?.[1];
      expect(valueOf(/Established/)).toBe('04/15/2011');
      expect(valueOf(/^Company Phone|^Phone/)).toBe('562-555-0100');
      expect(valueOf(/Amount/)).toBe('$50,000');
      expect(valueOf(/Account Number/)).toBe('••••6789');
      expect(summary).not.toHaveTextContent('000123456789');
      // The company address in the form's order: Address 1, Address 2, City, State, Zip, Country.
      const address = [...rows.keys()].filter((k) => k?.startsWith('Company Address · '));
      expect(address.map((k) => k?.slice('Company Address · '.length))).toEqual([
        'Address 1',
        'Address 2',
        'City',
        'State',
        'Zip',
        'Country',
      ]);
    });
  },
);
