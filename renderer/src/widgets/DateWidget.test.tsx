import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFields } from '../test/harness';
import { parseDate } from '@cp/schemas/dates';

const since = {
  companyEstablishedDate: {
    type: 'string',
    title: 'Established',
    format: 'date',
    errorMessage: { format: 'Please enter a valid date' },
  },
} as const;

describe('MM/dd/yyyy date', () => {
  it('parses real dates only', () => {
    expect(parseDate('02/29/2024')).toBe('2024-02-29');
    expect(parseDate('02/29/2023')).toBeUndefined();
    expect(parseDate('00/00/0000')).toBeUndefined();
    expect(parseDate('13/01/2020')).toBeUndefined();
  });

  it('types through the mask and stores YYYY-MM-DD (format: date uses this widget by default)', async () => {
    const { last } = renderFields(since);
    await userEvent.type(screen.getByLabelText('Established'), '03152010');
    expect(screen.getByLabelText('Established')).toHaveValue('03/15/2010');
    expect(last().companyEstablishedDate).toBe('2010-03-15');
  });

  it('clearing the box leaves no answer, not an empty string', async () => {
    const { last } = renderFields(since, {}, { companyEstablishedDate: '1999-12-31' });
    await userEvent.clear(screen.getByLabelText('Established'));
    expect(screen.getByLabelText('Established')).toHaveValue('');
    expect(last().companyEstablishedDate).toBeUndefined();
  });

  it('shows a stored date as MM/dd/yyyy', () => {
    renderFields(since, {}, { companyEstablishedDate: '1999-12-31' });
    expect(screen.getByLabelText('Established')).toHaveValue('12/31/1999');
  });

  it("'00/00/0000' is kept as typed and reported invalid at once", async () => {
    const { last } = renderFields(since);
    await userEvent.type(screen.getByLabelText('Established'), '00000000');
    expect(last().companyEstablishedDate).toBe('00/00/0000');
    expect(await screen.findByText('Please enter a valid date')).toBeInTheDocument();
  });
});
