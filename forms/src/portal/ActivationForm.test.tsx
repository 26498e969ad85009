/** Issue 15 item 3: the customs-broker section of the UWL / WDS activation, as a WDS customer sees it. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkRecord } from '../api/portal';
import { wireDefinition } from '../test-utils';
import ActivationForm from './ActivationForm';
import { loadForm } from './form-catalog';
import { loadPrecompiledForm } from './precompiled-validator';

vi.setConfig({ testTimeout: 60_000 });

const record = (data: Record<string, unknown> = {}): LinkRecord => ({
  _id: 'r1',
  email: 'buyer@acme.test',
  status: 'SENT',
  applicationNumber: null,
  formKey: 'activation-uwl',
  definition: wireDefinition('activation-uwl'),
  data,
  submitted: false,
  unit: {
    name: 'World Distribution Services',
    code: 'WDS',
    kind: 'division',
    theme: {},
    onboardingEmail: 'ob@wds.test',
    termsUrl: '',
    websiteUrl: '',
  },
});

const BROKER = [
  'Broker Company Name',
  'Broker Contact',
  'Broker Phone',
  'Broker Email',
  'Broker Address 1',
  'Broker Address 2',
  'Broker City',
  'Broker State',
  'Broker Zip',
  'Broker Country',
];
const REQUIRED_ON_NO = BROKER.filter((l) => l !== 'Broker Address 2');

const question = () => screen.getByRole('group', { name: /handle your customs brokerage/ });
const answer = async (choice: RegExp) => userEvent.click(within(question()).getByLabelText(choice));
const achChoices = () => {
  const control = screen.getByText('Are you an ACH importer?').closest('.MuiFormControl-root');
  return within(control as HTMLElement).getAllByRole('radio');
};
/**
 * The form, once all its fields are mounted (the engine mounts a few per task, RootTemplate.tsx): its last section's
 * note is there. jsdom renders a field slowly, so the pace is one field a task; with the suite's workers busy the
 * 39 fields took more than the 5 s default wait (a hang is what this wait catches; speed is bench:lighthouse's).
 */
async function renderForm(data?: Record<string, unknown>) {
  render(<ActivationForm record={record(data)} onSubmitted={() => {}} />);
  await screen.findByText(/must be signed by a member of the company's management/, undefined, {
    timeout: 30_000,
  });
}
/** The broker inputs by their labels ('*' added when required). */
const brokerInputs = () => BROKER.map((name) => screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`)));

describe('customs broker section (activation, UWL / WDS)', () => {
  // The form waits (suspends) for its precompiled validators; loaded once here, each render is immediate.
  beforeAll(() => loadPrecompiledForm(loadForm(wireDefinition('activation-uwl')).definition));

  it("names the customer's own unit and spells out customs brokerage once", async () => {
    await renderForm();
    expect(question()).toHaveAccessibleName(
      'Will World Distribution Services handle your customs brokerage (CHB)?',
    );
    // Required: the legend shows the '*' (MUI hides it from screen readers, the radios say it instead).
    expect(question().querySelector('legend')).toHaveTextContent(/\(CHB\)\? \*$/);
    expect(screen.queryByText(/Will UWL handle/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/customs brokerage/)).toHaveLength(1);
  });

  it('shows the broker fields in address order with labels of their own', async () => {
    await renderForm();
    const inputs = brokerInputs();
    for (let i = 1; i < inputs.length; i++)
      expect(
        inputs[i - 1].compareDocumentPosition(inputs[i]) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    // The company address keeps its own labels: no two inputs share an accessible name.
    expect(screen.getAllByLabelText(/^Address 1/)).toHaveLength(1);
  });

  it("'no': the broker fields are required (*) and the ACH-importer choice is disabled", async () => {
    await renderForm({ chb: {} });
    await answer(/^no$/i);
    for (const name of REQUIRED_ON_NO)
      expect(screen.getByText(name, { selector: 'label, legend' })).toHaveTextContent(`${name} *`);
    expect(screen.getByText('Broker Address 2', { selector: 'label' })).not.toHaveTextContent('*');
    for (const input of brokerInputs()) expect(input).toBeEnabled();
    for (const radio of achChoices()) expect(radio).toBeDisabled();
  });

  it("'n/a': the ACH-importer choice and the broker fields are disabled", async () => {
    await renderForm({ chb: {} });
    await answer(/^n\/a$/i);
    for (const radio of achChoices()) expect(radio).toBeDisabled();
    for (const input of brokerInputs()) expect(input).toBeDisabled();
  });

  it("'yes': the ACH-importer choice is open and required, the broker fields optional", async () => {
    await renderForm({ chb: {} });
    await answer(/^yes$/i);
    for (const radio of achChoices()) expect(radio).toBeEnabled();
    expect(screen.getByText('Are you an ACH importer?')).toHaveTextContent(/\? \*$/);
    expect(screen.getByText('Broker Company Name', { selector: 'label' })).not.toHaveTextContent('*');
  });

  it('says the signer must be a member of company management', async () => {
    await renderForm();
    expect(screen.getByText(/must be signed by a member of the company's management/)).toBeInTheDocument();
  });
});

describe('draft saved as the customer goes (issue 15 item 4)', () => {
  const ok = () =>
    new Response(JSON.stringify({ success: true }), { headers: { 'Content-Type': 'application/json' } });
  const drafts = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls
      .filter(([path]) => path === '/api/CustomerActivation/setInviteDraft')
      .map(([, init]) => ({ body: JSON.parse(init.body as string), keepalive: Boolean(init.keepalive) }));

  it('saves after a pause in typing, says so, and saves what is pending when the page is left', async () => {
    const fetch = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetch);
    try {
      await renderForm();
      expect(screen.getByText(/Your answers are saved as you type/)).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/^Company Name/), 'Acme');
      expect(drafts(fetch)).toEqual([]);
      await waitFor(() => expect(drafts(fetch)).toHaveLength(1), { timeout: 5000 });
      expect(drafts(fetch)[0]).toMatchObject({ body: { _id: 'r1', data: { companyName: 'Acme' } } });
      expect(await screen.findByText('All changes saved')).toBeInTheDocument();

      await userEvent.type(screen.getByLabelText(/^Company Name/), ' Imports');
      window.dispatchEvent(new Event('pagehide'));
      expect(drafts(fetch)).toHaveLength(2);
      expect(drafts(fetch)[1]).toMatchObject({
        keepalive: true,
        body: { data: { companyName: 'Acme Imports' } },
      });
      // Nothing changed since: leaving again sends nothing.
      window.dispatchEvent(new Event('pagehide'));
      expect(drafts(fetch)).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('short fields side by side from 600 px (issue 15 item 5)', () => {
  it('puts the company name and contact in halves, date / phone / email in thirds', async () => {
    await renderForm();
    const cell = (label: RegExp) =>
      screen.getByLabelText(label).closest('[data-cell]')?.getAttribute('data-cell');
    expect(cell(/^Company Name/)).toBe('half');
    expect(cell(/^Company Contact/)).toBe('half');
    expect(cell(/^Company Phone/)).toBe('third');
    expect(cell(/^Contact Email/)).toBe('third');
    expect(cell(/^Accounts Payable Email/)).toBe('half');
  });
});
