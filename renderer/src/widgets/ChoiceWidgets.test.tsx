import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFields } from '../test/harness';
import { COUNTRIES } from '../data/countries';

describe('country select', () => {
  it('lists about 195 countries with United States first, and keeps the default', async () => {
    const { last } = renderFields(
      { country: { type: 'string', title: 'Country', default: 'United States' } },
      { country: { 'ui:widget': 'country' } },
    );
    const select = screen.getByLabelText('Country');
    expect(select).toHaveValue('United States');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[1]).toBe('United States');
    expect(options.length - 1).toBe(COUNTRIES.length);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    await userEvent.selectOptions(select, 'Canada');
    expect(last().country).toBe('Canada');
  });
});

describe('checkbox group', () => {
  it('stores the ticked values in the schema order', async () => {
    const docs = ['Work Order', 'POD/BOL', 'Scale Ticket'];
    const { last } = renderFields(
      {
        documents: {
          type: 'array',
          title: 'Documents',
          items: { type: 'string', enum: docs },
          uniqueItems: true,
        },
      },
      { documents: { 'ui:widget': 'checkboxGroup' } },
    );
    await userEvent.click(screen.getByLabelText('Scale Ticket'));
    await userEvent.click(screen.getByLabelText('Work Order'));
    expect(last().documents).toEqual(['Work Order', 'Scale Ticket']);
    await userEvent.click(screen.getByLabelText('Work Order'));
    expect(last().documents).toEqual(['Scale Ticket']);
  });
});

describe('yes / no / n/a', () => {
  it('maps Yes, No and N/A to true, false and null on a boolean', async () => {
    const { last } = renderFields(
      { uwlHandleChb: { type: ['boolean', 'null'], title: 'Will UWL handle your CHB?' } },
      { uwlHandleChb: { 'ui:widget': 'yesNoNa' } },
    );
    expect(screen.getByText('Will UWL handle your CHB?')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(last().uwlHandleChb).toBe(true);
    await userEvent.click(screen.getByLabelText('No'));
    expect(last().uwlHandleChb).toBe(false);
    await userEvent.click(screen.getByLabelText('N/A'));
    expect(last().uwlHandleChb).toBeNull();
    expect(screen.getByLabelText('N/A')).toBeChecked();
  });

  it('uses the enum values of a string property', async () => {
    const { last } = renderFields(
      { answer: { type: 'string', title: 'Answer', enum: ['yes', 'no', 'n/a'] } },
      { answer: { 'ui:widget': 'yesNoNa' } },
    );
    await userEvent.click(screen.getByLabelText('n/a'));
    expect(last().answer).toBe('n/a');
  });
});

describe('radio buttons', () => {
  it('name their group by the field’s label and store the chosen value', async () => {
    const habits = ['prompt', 'slow-1-30', 'collections'];
    const { last } = renderFields(
      {
        paymentHabit: {
          type: 'string',
          title: 'Payment habit',
          oneOf: habits.map((h) => ({ const: h, title: h.toUpperCase() })),
        },
      },
      { paymentHabit: { 'ui:widget': 'radio' } },
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment habit' });
    await userEvent.click(within(group).getByRole('radio', { name: 'SLOW-1-30' }));
    expect(last().paymentHabit).toBe('slow-1-30');
  });
});
