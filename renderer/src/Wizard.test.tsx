import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Wizard, { type WizardProps } from './Wizard';
import { validator } from './test/harness';
import { wizardDefinition, wizardUi } from './test/wizardFixture';
import type { FormData } from './types';

const complete = { companyName: 'ACME', companyPhone: '5551234567' };

function renderWizard(props: Partial<WizardProps> = {}) {
  const saves: [FormData, number][] = [];
  const utils = render(
    <Wizard
      definition={wizardDefinition}
      uiSchema={wizardUi}
      validator={validator}
      onSaveDraft={async (data, step) => {
        saves.push([data, step]);
      }}
      {...props}
    />,
  );
  return { ...utils, saves };
}
const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => userEvent.click(screen.getByRole('button', { name: 'NEXT' }));

describe('Wizard', () => {
  it('opens at the first incomplete step and shows no errors before Next', () => {
    renderWizard({ initialData: {} });
    expect(heading()).toHaveTextContent('Company Information');
    expect(screen.queryByText('Please enter the company name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BACK' })).not.toBeInTheDocument();
  });

  it('derives the start step from the data, or honours startStep', () => {
    const { unmount } = renderWizard({ initialData: complete });
    expect(heading()).toHaveTextContent('Credit Request');
    unmount();
    renderWizard({ initialData: complete, startStep: 0 });
    expect(heading()).toHaveTextContent('Company Information');
  });

  it('shows a read-only summary of the answers on the signing step only (issue 15 item 5)', async () => {
    renderWizard({ initialData: { ...complete, numberEmployees: 12 }, startStep: 1 });
    expect(screen.queryByRole('region', { name: 'Your answers' })).not.toBeInTheDocument();
    await next();
    await waitFor(() => expect(heading()).toHaveTextContent('E-Sign'));
    const summary = screen.getByRole('region', { name: 'Your answers' });
    const terms = [...summary.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...summary.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Company Name', 'Phone', 'Employees']);
    expect(values).toEqual(['ACME', '5551234567', '12']);
    // Read-only: nothing in it can be typed into.
    expect(summary.querySelectorAll('input, textarea, select')).toHaveLength(0);
  });

  it('shows format errors live, before Next', async () => {
    renderWizard({ initialData: {} });
    await userEvent.type(screen.getByLabelText(/Phone/), '555');
    expect(screen.getByText('Please enter a valid phone number (10 number characters)')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the company name')).not.toBeInTheDocument();
  });

  it('keeps text within the schema maximum length as typed', async () => {
    renderWizard({ initialData: {} });
    await userEvent.type(screen.getByLabelText(/Company Name/), 'a very long company');
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('A VERY LON');
  });

  it('Next is blocked by errors of this step only and shows them, then they update live', async () => {
    const { saves } = renderWizard({ initialData: {} });
    await next();
    expect(heading()).toHaveTextContent('Company Information');
    expect(screen.getByText('Please enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the phone number')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the number of employees.')).not.toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText(/Company Name/)).toHaveFocus());
    const name = screen.getByLabelText(/Company Name/);
    await userEvent.type(name, 'acme');
    expect(screen.queryByText('Please enter the company name')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-describedby', expect.stringContaining('root_companyName__error'));
  });

  it('Next awaits the draft save with the step index, then advances', async () => {
    const { saves } = renderWizard({ initialData: { companyName: 'ACME' }, startStep: 0 });
    await userEvent.type(screen.getByLabelText(/Phone/), '5551234567');
    await next();
    expect(saves).toHaveLength(1);
    expect(saves[0][0]).toMatchObject({ companyName: 'ACME', companyPhone: '5551234567' });
    expect(saves[0][1]).toBe(0);
    expect(heading()).toHaveTextContent('Credit Request');
    expect(screen.getByRole('button', { name: 'BACK' })).toBeInTheDocument();
  });

  it('a rejected save keeps the step and reports through onError', async () => {
    const onError = vi.fn();
    renderWizard({
      initialData: complete,
      startStep: 0,
      onSaveDraft: () => Promise.reject(new Error('save failed')),
      onError,
    });
    await next();
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('save failed')));
    expect(heading()).toHaveTextContent('Company Information');
  });

  it('a failed save shows its message beside NEXT, keeps the answers, and TRY AGAIN saves them', async () => {
    let fail = true;
    const saves: FormData[] = [];
    renderWizard({
      initialData: {},
      startStep: 0,
      onSaveDraft: async (data) => {
        saves.push(data);
        if (fail) throw new Error('Your answers could not be saved just now.');
      },
    });
    await userEvent.type(screen.getByLabelText(/Company Name/), 'acme');
    await userEvent.type(screen.getByLabelText(/Phone/), '5551234567');
    await next();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answers could not be saved just now.');
    expect(alert).not.toHaveTextContent(/refresh/i);
    // Right above the buttons: the alert and NEXT share the navigation box, nothing between them.
    const nextButton = screen.getByRole('button', { name: 'NEXT' });
    expect(alert.nextElementSibling).toContainElement(nextButton);
    expect(heading()).toHaveTextContent('Company Information');
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('ACME');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Credit Request'));
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({ companyName: 'ACME', companyPhone: '5551234567' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Back clears the show-errors flag and the values the step declares', async () => {
    renderWizard({
      initialData: { ...complete, numberEmployees: 5, termsAndConditions: true },
      startStep: 2,
    });
    expect(heading()).toHaveTextContent('E-Sign');
    expect(screen.getByRole('button', { name: 'SUBMIT APPLICATION' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT APPLICATION' }));
    expect(screen.getByText('We must have your signature to move forward')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(heading()).toHaveTextContent('Credit Request');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(heading()).toHaveTextContent('E-Sign');
    // The agreement was cleared by Back, and errors wait for the next attempt.
    expect(screen.getByLabelText(/I agree/)).not.toBeChecked();
    expect(screen.queryByText('We must have your signature to move forward')).not.toBeInTheDocument();
  });

  it('submits on the signing step, then shows the last step without BACK or NEXT', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWizard({
      initialData: { ...complete, numberEmployees: 5, signature: 'Jane Doe', termsAndConditions: true },
      onSubmit,
      renderStep: (i) => (i === 3 ? <p>Application Submitted!</p> : undefined),
    });
    expect(heading()).toHaveTextContent('E-Sign');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT APPLICATION' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Review'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Application Submitted!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BACK' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
  });

  it('disables the buttons and shows a spinner while saving', async () => {
    let release: () => void = () => undefined;
    renderWizard({
      initialData: complete,
      startStep: 0,
      onSaveDraft: () => new Promise<void>((r) => (release = r)),
    });
    await next();
    expect(screen.getByRole('button', { name: /NEXT/ })).toBeDisabled();
    expect(screen.getByLabelText('Saving')).toBeInTheDocument();
    await act(async () => release());
    expect(heading()).toHaveTextContent('Credit Request');
  });

  it('shows server-only errors on their field until the field changes', async () => {
    renderWizard({
      initialData: complete,
      startStep: 0,
      extraErrors: { '/companyName': 'Company already exists' },
    });
    expect(screen.getByText('Company already exists')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Company Name/), 'X');
    expect(screen.queryByText('Company already exists')).not.toBeInTheDocument();
  });

  it('does not validate a stored value listed in skipUntilEdited until it is edited', async () => {
    const { saves } = renderWizard({
      initialData: { companyName: 'ACME', companyPhone: '123' },
      startStep: 0,
      skipUntilEdited: ['/companyPhone'],
    });
    await next();
    expect(saves).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    await userEvent.type(screen.getByLabelText(/Phone/), '4');
    expect(screen.getByText('Please enter a valid phone number (10 number characters)')).toBeInTheDocument();
  });

  it('reads skipUntilEdited from the definition when the prop is absent', async () => {
    const { saves } = renderWizard({
      definition: { ...wizardDefinition, skipUntilEdited: ['/companyPhone'] },
      initialData: { companyName: 'ACME', companyPhone: '123' },
      startStep: 0,
    });
    await next();
    expect(saves).toHaveLength(1);
  });

  it('keeps every character typed in a row and hands the host each change', async () => {
    const changes: FormData[] = [];
    renderWizard({ initialData: {}, startStep: 0, onChange: (data) => changes.push(data) });
    const name = screen.getByLabelText(/Company Name/);
    await userEvent.type(name, 'acme co');
    expect(name).toHaveValue('ACME CO');
    expect(changes.at(-1)).toMatchObject({ companyName: 'ACME CO' });
  });
});
