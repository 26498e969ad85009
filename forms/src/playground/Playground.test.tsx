import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import Playground from './Playground';

function open(search: string) {
  window.history.replaceState(null, '', `/playground${search}`);
  return render(<Playground />);
}

describe('playground', () => {
  it.each(FORM_KEYS)(
    'renders %s with its sample data in sections, which validates fully',
    async (key) => {
      open(`?form=${key}&mode=form`);
      // The sections mount in slices after the first paint (each card shows once its first field is in).
      for (const step of getFormDefinition(key).steps.filter((s) => s.fields.length > 0))
        expect(
          await screen.findByRole('region', { name: step.title }, { timeout: 10_000 }),
        ).toBeInTheDocument();
      expect(screen.getByText('The data passes full (submit) validation.')).toBeInTheDocument();
    },
    60_000,
  );

  it.each(FORM_KEYS)(
    'opens %s in the wizard on the step derived from the sample (the signing step)',
    (key) => {
      const { steps, signStep } = getFormDefinition(key);
      open(`?form=${key}&mode=wizard`);
      expect(screen.getByRole('heading', { level: 2, name: steps[signStep].title })).toBeInTheDocument();
    },
    60_000,
  );

  it('clear data empties the form and lists the errors the server would answer', async () => {
    open('?form=application-eight&step=0');
    expect(screen.getByTestId('playground-json')).toHaveTextContent('companyName');
    await userEvent.click(screen.getByRole('button', { name: 'Clear data' }));
    expect(screen.getByTestId('playground-json')).not.toHaveTextContent('"companyName"');
    const errors = screen.getByRole('list', { name: 'Validation errors' });
    expect(within(errors).getByText('/companyName')).toBeInTheDocument();
    expect(within(errors).getAllByText('Please enter the company name').length).toBeGreaterThan(0);
  }, 60_000);

  it('opens the step given by id in ?step=', () => {
    const steps = getFormDefinition('application-eight').steps;
    open(`?form=application-eight&step=${steps[5].id}`);
    expect(screen.getByRole('heading', { level: 2, name: steps[5].title })).toBeInTheDocument();
  }, 60_000);
});
