import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFields } from '../test/harness';

const phone = { companyPhone: { type: 'string', title: 'Phone' } } as const;

describe('masked input', () => {
  it('formats digits into 999-999-9999 as typed and stores digits only', async () => {
    const { last } = renderFields(phone, { companyPhone: { 'ui:widget': 'masked' } });
    const box = screen.getByLabelText('Phone');
    await userEvent.type(box, '5551234567');
    expect(box).toHaveValue('555-123-4567');
    expect(last().companyPhone).toBe('5551234567');
  });

  it('drops letters and stops at the mask length', async () => {
    const { last } = renderFields(phone, { companyPhone: { 'ui:widget': 'masked' } });
    const box = screen.getByLabelText('Phone');
    await userEvent.type(box, '55a5-12x3456789');
    expect(box).toHaveValue('555-123-4567');
    expect(last().companyPhone).toBe('5551234567');
  });

  it('accepts pasted formatted text', () => {
    const { last } = renderFields(phone, { companyPhone: { 'ui:widget': 'masked' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(555) 987-6543' } });
    expect(screen.getByLabelText('Phone')).toHaveValue('555-987-6543');
    expect(last().companyPhone).toBe('5559876543');
  });

  it('uses the federal tax id and DUNS masks from ui:options', async () => {
    renderFields(
      { fedTax: { type: 'string', title: 'Federal Tax Id' }, duns: { type: 'string', title: 'DUNS' } },
      {
        fedTax: { 'ui:widget': 'masked', 'ui:options': { mask: '99-9999999' } },
        duns: { 'ui:widget': 'masked', 'ui:options': { mask: '99-999-9999' } },
      },
    );
    await userEvent.type(screen.getByLabelText('Federal Tax Id'), '123456789');
    await userEvent.type(screen.getByLabelText('DUNS'), '987654321');
    expect(screen.getByLabelText('Federal Tax Id')).toHaveValue('12-3456789');
    expect(screen.getByLabelText('DUNS')).toHaveValue('98-765-4321');
  });

  it('clearing the box removes the value', async () => {
    const { last } = renderFields(
      phone,
      { companyPhone: { 'ui:widget': 'masked' } },
      { companyPhone: '5551234567' },
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('555-123-4567');
    await userEvent.clear(screen.getByLabelText('Phone'));
    expect(last().companyPhone).toBeUndefined();
  });
});

describe('a phone whose rules follow the chosen country (issue 27 item 16)', () => {
  const properties = {
    country: { type: 'string', title: 'Country' },
    phone: { type: 'string', title: 'Phone', 'x-phoneIntl': 'country' },
  } as const;
  const ui = { phone: { 'ui:widget': 'masked' } };

  it('under United Kingdom: typed as the UK writes it, shown in its format, stored in international form', async () => {
    const { last } = renderFields(properties, ui, { country: 'United Kingdom' });
    const box = screen.getByLabelText('Phone');
    await userEvent.type(box, '020 7946 0958');
    expect(box).toHaveValue('+44 20 7946 0958');
    expect(last().phone).toBe('+442079460958');
  });

  it('under United States: the 999-999-9999 mask, 10 digits', async () => {
    const { last } = renderFields(properties, ui, { country: 'United States' });
    const box = screen.getByLabelText('Phone');
    await userEvent.type(box, '5551234567');
    expect(box).toHaveValue('555-123-4567');
    expect(last().phone).toBe('5551234567');
  });

  it('shows a stored international number in its country’s format', () => {
    renderFields(properties, ui, { country: 'Mexico', phone: '+525512345678' });
    expect(screen.getByLabelText('Phone')).toHaveValue('+52 55 1234 5678');
  });
});
