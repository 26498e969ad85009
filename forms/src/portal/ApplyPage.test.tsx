import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { STEP_SAVE_FAILED } from '@cp/schemas/messages/portal';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormKey } from '@cp/schemas/forms/types';
import { mockFetch, renderAt, wireDefinition } from '../test-utils';
import ActivationPage from './ActivationPage';
import ApplyPage from './ApplyPage';

afterEach(() => vi.unstubAllGlobals());

// The wizard and the forms engine are a lazily loaded chunk: the first render waits for it.
const slow = { timeout: 20_000 };

const unit = {
  name: 'World Distribution Services',
  code: 'WDS',
  theme: { primary: '#0a3d62' },
  onboardingEmail: 'onboarding@wds.test',
  termsUrl: 'https://wds.test/terms',
  websiteUrl: 'https://wds.test',
};
const record = (formKey: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    _id: 'r1',
    email: 'buyer@acme.test',
    status: 'SENT',
    applicationNumber: null,
    formKey,
    definition: wireDefinition(formKey as FormKey),
    data,
    submitted: false,
    unit,
    ...extra,
  },
});
const openApply = () =>
  renderAt('/Apply/:division/:email/:applicationID', '/Apply/WDS/buyer%40acme.test/r1', <ApplyPage />);

describe('application page', { timeout: 60_000 }, () => {
  it('greets a new eight-step applicant, then opens the first step', async () => {
    const fetch = mockFetch({ '/api/Application/getInviteApplication': record('application-eight', {}) });
    openApply();
    expect(
      await screen.findByText(/partnering with World Distribution Services/, {}, slow),
    ).toBeInTheDocument();
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({
      id: 'r1',
      email: 'buyer@acme.test',
      division: 'WDS',
    });
    expect(document.title).toBe('Credit application | World Distribution Services');
    await userEvent.click(screen.getByRole('button', { name: 'GO TO THE FORM' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Company Information' }, slow),
    ).toBeInTheDocument();
  });

  it('resumes at the first incomplete step derived from the saved data', async () => {
    const sample = sampleFor('application-eight');
    const { companyName, address, companyWebsite, companyEstablishedDate, accountsPayableEmail } = sample;
    const { companyContact, companyPhone, companyEmail, billingAddress, chb } = sample;
    const saved = { companyName, address, companyWebsite, companyEstablishedDate, accountsPayableEmail };
    Object.assign(saved, { companyContact, companyPhone, companyEmail, billingAddress, chb });
    mockFetch({ '/api/Application/getInviteApplication': record('application-eight', saved) });
    openApply();
    expect(await screen.findByText('Step 4 of 8', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Credit Request' })).toBeInTheDocument();
    // Where am I (issue 15 item 5): the form and brand, and a named progress bar.
    expect(
      screen.getByRole('heading', { level: 1, name: 'World Distribution Services credit application' }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 4 of 8: Credit Request');
    expect(progress).toHaveAttribute('aria-valuenow', '50');
  });

  it('shows the submitted view, read-only, for a submitted application', async () => {
    mockFetch({
      '/api/Application/getInviteApplication': record(
        'application-six',
        {},
        { submitted: true, applicationNumber: 'IDS12' },
      ),
    });
    openApply();
    expect(await screen.findByRole('heading', { name: 'Application Submitted!' })).toBeInTheDocument();
    expect(screen.getByText('Application # IDS12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
  });

  it('says so when the application cannot be saved', async () => {
    // Every step filled and signed: the wizard opens on the signing step, ready to submit.
    mockFetch({
      '/api/Application/getInviteApplication': record('application-six', sampleFor('application-six')),
      '/api/Application/setInviteApplication': new TypeError('offline'),
    });
    openApply();
    await userEvent.click(await screen.findByRole('button', { name: 'SUBMIT APPLICATION' }, slow));
    // Beside the button, with a retry: no advice to refresh, which would throw the answers away.
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(STEP_SAVE_FAILED);
    expect(alert).not.toHaveTextContent(/refresh/i);
    expect(alert.nextElementSibling).toContainElement(
      screen.getByRole('button', { name: 'SUBMIT APPLICATION' }),
    );
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
  });

  it('shows the expired page with the onboarding address when the link is refused', async () => {
    mockFetch({
      '/api/Application/getInviteApplication': {
        success: false,
        message: 'x',
        data: { reason: 'link-invalid', onboardingEmail: 'ob@wds.test', unit },
      },
    });
    openApply();
    expect(await screen.findByText(/to request a new credit application\./)).toHaveTextContent(
      'Please reach out to ob@wds.test to request a new credit application.',
    );
    expect(screen.getByRole('link', { name: 'ob@wds.test' })).toHaveAttribute('href', 'mailto:ob@wds.test');
  });

  it.each([
    ['the server fails (500 envelope)', { success: false, message: GENERAL_ERROR, data: null }],
    ['the connection drops', new TypeError('Failed to fetch')],
  ])('offers a retry, not the expired page, when %s', async (_label, failure) => {
    let calls = 0;
    mockFetch({
      '/api/Application/getInviteApplication': () =>
        ++calls === 1 ? failure : record('application-eight', {}),
    });
    openApply();
    expect(
      await screen.findByRole('heading', {
        name: "We couldn't load your form. Check your connection and try again",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Authentication Invalid/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(/partnering with World Distribution Services/, {}, slow),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('activation page', { timeout: 30_000 }, () => {
  it('asks for a new activation form when the activation link is refused', async () => {
    mockFetch({
      '/api/CustomerActivation/getInvite': {
        success: false,
        message: 'x',
        data: { reason: 'link-invalid', onboardingEmail: 'ob@wds.test', unit },
      },
    });
    renderAt(
      '/Activation/:division/:email/:applicationID',
      '/Activation/WDS/buyer%40acme.test/r1',
      <ActivationPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Invalid' })).toBeInTheDocument();
    expect(screen.getByText(/to request a new activation form\.$/)).toBeInTheDocument();
  });

  it('shows the form number and FINISH to the website once submitted', async () => {
    mockFetch({
      '/api/CustomerActivation/getInvite': record(
        'activation-uwl',
        {},
        { submitted: true, applicationNumber: 'WDS7' },
      ),
    });
    renderAt(
      '/Activation/:division/:email/:applicationID',
      '/Activation/WDS/buyer%40acme.test/r1',
      <ActivationPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Activation Form Submitted' })).toBeInTheDocument();
    expect(screen.getByText('Form #: WDS7')).toBeInTheDocument();
    expect(
      screen.getByText('A PDF Version Of Your Activation Form Has Been Emailed To You'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FINISH' })).toHaveAttribute('href', 'https://wds.test');
  });
});
