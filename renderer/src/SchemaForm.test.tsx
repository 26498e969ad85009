import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SchemaForm from './SchemaForm';
import { validator } from './test/harness';
import { wizardDefinition, wizardUi } from './test/wizardFixture';

const sections = { ...wizardDefinition, steps: wizardDefinition.steps.slice(0, 3) };
const valid = {
  companyName: 'ACME',
  companyPhone: '5551234567',
  numberEmployees: 5,
  signature: 'Jane Doe',
  termsAndConditions: true,
};

describe('SchemaForm', () => {
  it('renders every step as a titled section', () => {
    render(<SchemaForm definition={sections} uiSchema={wizardUi} validator={validator} />);
    for (const title of ['Company Information', 'Credit Request', 'E-Sign'])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  });

  it('an invalid submit shows every error, the section states and the message, and does not submit', async () => {
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        definition={sections}
        uiSchema={wizardUi}
        validator={validator}
        formData={{ companyName: 'ACME', companyPhone: '5551234567' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByText('Please enter the number of employees.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Please fill out all required fields to continue')).toBeInTheDocument();
    expect(screen.getByText('Please enter the number of employees.')).toBeInTheDocument();
    expect(screen.getByText(/^You must agree/)).toBeInTheDocument();
    // The section states are MUI Chips, loaded on this first submit attempt (RootTemplate: issue 17).
    expect(
      await within(screen.getByRole('region', { name: 'Company Information' })).findByText('Complete'),
    ).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: 'Credit Request' })).findByText('Incomplete'),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid data', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <SchemaForm
        definition={sections}
        uiSchema={wizardUi}
        validator={validator}
        formData={valid}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining(valid)));
    expect(screen.queryByText('Please fill out all required fields to continue')).not.toBeInTheDocument();
  });

  it('shows errors at once with showErrors and server errors on their field', () => {
    render(
      <SchemaForm
        definition={sections}
        uiSchema={wizardUi}
        validator={validator}
        formData={{}}
        showErrors
        extraErrors={{ companyPhone: 'Phone # must be unique!' }}
      />,
    );
    expect(screen.getByText('Please enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Phone # must be unique!')).toBeInTheDocument();
  });
});
