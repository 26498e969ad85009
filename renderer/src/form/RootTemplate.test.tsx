/**
 * A form mounts its fields a few per task (issue 17: no long task mounting a whole form on a phone): the first
 * ones at once, the rest in the following tasks, every section's heading from the start, nothing lost.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import SchemaForm from '../SchemaForm';
import type { FormData } from '../types';
import { validator } from '../test/harness';
import { FIRST_FIELDS, FIRST_SLICE, MAX_SLICE, nextSlice, SLICE_BUDGET_MS } from './RootTemplate';

const names = (prefix: string) => Array.from({ length: 8 }, (_, i) => `${prefix}${i + 1}`);
const properties: Record<string, RJSFSchema> = Object.fromEntries(
  [...names('a'), ...names('b')].map((name) => [name, { type: 'string', title: name.toUpperCase() }]),
);
const definition = {
  key: 'sliced',
  schema: { type: 'object', properties } as RJSFSchema,
  steps: [
    { id: 'one', title: 'Section One', fields: names('a') },
    { id: 'two', title: 'Section Two', fields: names('b') },
  ],
};

describe('fields mounted a few per task', () => {
  it('shows the first fields at once, then the rest, in order, keeping what was typed', async () => {
    const changes: FormData[] = [];
    render(
      <SchemaForm
        definition={definition}
        validator={validator}
        formData={{ b8: 'kept' }}
        onChange={(data) => changes.push(data)}
      />,
    );
    // The first render: the first fields only, and no card without a field in it.
    expect(FIRST_FIELDS).toBeLessThan(8);
    expect(screen.getAllByRole('textbox')).toHaveLength(FIRST_FIELDS);
    expect(screen.queryByLabelText('B8')).not.toBeInTheDocument();
    for (const card of screen.getAllByRole('region'))
      expect(within(card).queryAllByRole('textbox').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Section Two' })).not.toBeInTheDocument();
    // Then a slice per task, until all 16 are there, in the sections' order.
    await waitFor(() => expect(screen.getAllByRole('textbox').length).toBeGreaterThan(FIRST_FIELDS));
    expect(screen.getAllByRole('textbox').length).toBeLessThanOrEqual(FIRST_FIELDS + FIRST_SLICE);
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(16));
    expect(screen.getByRole('heading', { name: 'Section Two' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('id'))).toEqual(
      [...names('a'), ...names('b')].map((name) => `root_${name}`),
    );
    // The data of a field mounted late was there all along.
    expect(screen.getByLabelText('B8')).toHaveValue('kept');
    await userEvent.type(screen.getByLabelText('A1'), 'x');
    expect(changes.at(-1)).toMatchObject({ a1: 'x', b8: 'kept' });
  });
});

describe('the size of the next slice', () => {
  it('fits the budget at the pace of the last one, one field at the least and MAX_SLICE at the most', () => {
    // Six fields in 40 ms (the activation form on this machine): one at a time.
    expect(nextSlice(6, 40)).toBe(1);
    // Slower still: never none.
    expect(nextSlice(1, 200)).toBe(1);
    // One field in a quarter of the budget: four next.
    expect(nextSlice(1, SLICE_BUDGET_MS / 4)).toBe(4);
    // Instant (a timer's resolution): capped.
    expect(nextSlice(4, 0)).toBe(MAX_SLICE);
  });
});

describe('groups of a step', () => {
  it("shows a group's fields together under its label, where its first field would be", async () => {
    const grouped = {
      ...definition,
      steps: [
        { ...definition.steps[0], groups: [{ label: 'Identifiers', fields: ['a3', 'a4'] }] },
        definition.steps[1],
      ],
    };
    render(<SchemaForm definition={grouped} validator={validator} formData={{}} />);
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(16), { timeout: 5000 });
    const group = screen.getByRole('region', { name: 'Identifiers' });
    expect(within(group).getByRole('heading', { name: 'Identifiers' })).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((i) => i.id),
    ).toEqual(['root_a3', 'root_a4']);
    const ids = screen.getAllByRole('textbox').map((i) => i.id);
    expect(ids.slice(0, 5)).toEqual(['root_a1', 'root_a2', 'root_a3', 'root_a4', 'root_a5']);
  });
});
