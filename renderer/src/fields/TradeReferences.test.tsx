import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { renderFields } from '../test/harness';

const tradeRef: RJSFSchema = {
  type: 'object',
  properties: {
    company: { type: 'string', title: 'Company' },
    phone: { type: 'string', title: 'Phone' },
  },
};
const three = [{ company: 'A' }, { company: 'B' }, { company: 'C' }];

describe('trade references list', () => {
  it('keeps the first three, adds with ADD REFERENCE and removes from the fourth on', async () => {
    const { last } = renderFields(
      { tradeRefInfo: { type: 'array', items: tradeRef } },
      { tradeRefInfo: { 'ui:field': 'tradeReferences' } },
      { tradeRefInfo: three },
    );
    expect(screen.getAllByRole('heading', { name: /^Trade Reference \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'REMOVE REFERENCE' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ADD REFERENCE' }));
    await userEvent.click(screen.getByRole('button', { name: 'ADD REFERENCE' }));
    expect(last().tradeRefInfo).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: 'REMOVE REFERENCE' })).toHaveLength(2);
    const fourth = screen.getByRole('region', { name: 'Trade Reference 4' });
    await userEvent.type(within(fourth).getByLabelText('Company'), 'D');
    await userEvent.click(within(fourth).getByRole('button', { name: 'REMOVE REFERENCE' }));
    expect(last().tradeRefInfo).toHaveLength(4);
    expect((last().tradeRefInfo as { company?: string }[]).map((r) => r.company)).toEqual([
      'A',
      'B',
      'C',
      undefined,
    ]);
  });
});
