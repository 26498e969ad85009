import { Profiler } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { renderFields } from '../test/harness';
import { NormalizedTextWidget } from '../widgets/UpperCaseTextWidget';

/**
 * Field-level updates (issue 33): a keystroke re-renders the edited box (and what depends on it), not the form.
 * Renders are counted with test doubles of a widget and of an object's template.
 */
const renders = new Map<string, number>();
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
const seen = (key: string) => renders.get(key) ?? 0;

function CountingWidget(props: WidgetProps) {
  count(props.id);
  return <NormalizedTextWidget {...props} />;
}

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate!;
function CountingObjectTemplate(props: ObjectFieldTemplateProps) {
  count(props.fieldPathId.$id);
  return <MuiObjectFieldTemplate {...props} />;
}

/** Commits in which anything of a field rendered, its own updates included (React's Profiler), per widget id. */
const commits = new Map<string, number>();
function ProfiledWidget(props: WidgetProps) {
  return (
    <Profiler id={props.id} onRender={(id) => commits.set(id, (commits.get(id) ?? 0) + 1)}>
      <NormalizedTextWidget {...props} />
    </Profiler>
  );
}

beforeEach(() => {
  renders.clear();
  commits.clear();
});

const text = (title: string, extra: RJSFSchema = {}): RJSFSchema => ({ type: 'string', title, ...extra });

describe('a keystroke re-renders the edited field only', () => {
  it('typing in one box re-renders neither its object nor the other boxes; RJSF gets the value on blur', async () => {
    const { last } = renderFields(
      {
        company: {
          type: 'object',
          properties: { name: text('Name', { 'x-normalize': 'upper' }), city: text('City') },
        },
        other: text('Other'),
      },
      {
        company: {
          'ui:ObjectFieldTemplate': CountingObjectTemplate,
          name: { 'ui:widget': CountingWidget },
          city: { 'ui:widget': CountingWidget },
        },
        other: { 'ui:widget': CountingWidget },
      },
    );
    const before = {
      object: seen('root_company'),
      city: seen('root_company_city'),
      other: seen('root_other'),
    };
    const name = screen.getByLabelText('Name');
    await userEvent.type(name, 'acme co');
    // The spec's upper-casing as typed, in the box and in the data every keystroke reaches.
    expect(name).toHaveValue('ACME CO');
    expect(last()).toEqual({ company: { name: 'ACME CO' } });
    expect(seen('root_company_name')).toBeGreaterThan(0);
    expect(seen('root_company')).toBe(before.object);
    expect(seen('root_company_city')).toBe(before.city);
    expect(seen('root_other')).toBe(before.other);

    // Leaving the box hands RJSF the value once; the next box starts from it.
    await userEvent.click(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Dover');
    expect(name).toHaveValue('ACME CO');
    expect(last()).toEqual({ company: { name: 'ACME CO', city: 'Dover' } });
    expect(seen('root_other')).toBe(before.other);
  });

  it('a keystroke renders no other field, and not even its own when the box shows it as typed', async () => {
    const { last } = renderFields(
      {
        name: text('Name', { 'x-normalize': 'upper' }),
        city: text('City'),
        zip: text('Zip', { 'x-normalize': 'digits' }),
      },
      {
        name: { 'ui:widget': ProfiledWidget },
        city: { 'ui:widget': ProfiledWidget },
        zip: { 'ui:widget': ProfiledWidget },
      },
    );
    const ids = ['root_name', 'root_city', 'root_zip'];
    const rendered = () => ids.map((id) => commits.get(id) ?? 0);
    const name = screen.getByLabelText('Name');
    // Focusing a box renders it (MUI's focused look), and so does its first letter (the label moves up); the
    // keystrokes after that are what is counted.
    await userEvent.click(name);
    await userEvent.keyboard('a');
    let before = rendered();
    await userEvent.keyboard('cme');
    expect(name).toHaveValue('ACME');
    expect(rendered()).toEqual(before);
    // Leaving it hands RJSF the value, which renders the form once.
    await userEvent.click(screen.getByLabelText('City'));
    await userEvent.keyboard('D');
    before = rendered();
    await userEvent.keyboard('over');
    expect(rendered()).toEqual(before);
    expect(last()).toEqual({ name: 'ACME', city: 'Dover' });

    // A letter in a digits box has to go: that box renders again, and only it.
    const zip = screen.getByLabelText('Zip');
    await userEvent.click(zip);
    before = rendered();
    await userEvent.keyboard('1a2');
    expect(zip).toHaveValue('12');
    const after = rendered();
    expect(after[2]).toBeGreaterThan(before[2]);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(last()).toEqual({ name: 'ACME', city: 'Dover', zip: '12' });
  });

  it('a format message appears and goes as the customer types, before the box loses focus', async () => {
    renderFields({
      zip: text('Zip', { pattern: '^[0-9]{5}$', errorMessage: { pattern: 'Enter a five-digit ZIP code' } }),
    });
    const zip = screen.getByLabelText('Zip');
    await userEvent.type(zip, '123');
    await waitFor(() => expect(screen.getByText('Enter a five-digit ZIP code')).toBeInTheDocument());
    expect(zip).toHaveFocus();
    await userEvent.type(zip, '45');
    await waitFor(() => expect(screen.queryByText('Enter a five-digit ZIP code')).not.toBeInTheDocument());
  });
});

describe('a field other fields depend on', () => {
  const schema = {
    type: 'object',
    properties: {
      kind: text('Kind', { 'x-normalize': 'upper' }),
      broker: text('Broker'),
      note: text('Note'),
    },
    allOf: [
      {
        if: { properties: { kind: { const: 'BROKER' } }, required: ['kind'] },
        then: { required: ['broker'] },
      },
    ],
  } as RJSFSchema;
  const ui = {
    'ui:field': 'conditionalObject',
    'ui:options': { disable: [{ when: 'kind', is: ['NONE'], fields: ['note'] }] },
    kind: { 'ui:widget': CountingWidget },
  };

  it('updates its dependants as the customer types, without leaving the box', async () => {
    renderFields({ deal: schema }, { deal: ui });
    const kind = screen.getByLabelText('Kind');
    expect(screen.getByLabelText(/^Broker/)).not.toBeRequired();
    await userEvent.type(kind, 'broker');
    await waitFor(() => expect(screen.getByLabelText(/^Broker/)).toBeRequired());
    await userEvent.clear(kind);
    await userEvent.type(kind, 'none');
    await waitFor(() => expect(screen.getByLabelText(/^Note/)).toBeDisabled());
    expect(kind).toHaveFocus();
    expect(kind).toHaveValue('NONE');
  });
});
