import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import Wizard from './Wizard';
import { validator } from './test/harness';
import type { FormData } from './types';

/**
 * The wizard hands RJSF only the current step's part of the schema (form/stepSchema.ts). These tests use the
 * real RJSF and widgets: other steps' data must come back untouched, and root-level conditionals of the step
 * must still apply.
 */

const schema = {
  type: 'object',
  properties: {
    companyName: { type: 'string', title: 'Company Name' },
    address: {
      type: 'object',
      title: 'Address',
      properties: { street: { type: 'string', title: 'Street' }, city: { type: 'string', title: 'City' } },
    },
    // Another step's fields that RJSF would fill from the schema if it were handed the whole of it.
    region: { type: 'string', title: 'Region', default: 'EU' },
    contacts: { type: 'array', title: 'Contacts', items: { type: 'string', title: 'Contact' }, minItems: 2 },
    skipRefs: { type: 'boolean', title: 'Skip references' },
    refs: { type: 'array', title: 'References', items: { type: 'string', title: 'Reference' } },
  },
  allOf: [
    {
      if: { properties: { skipRefs: { const: true } }, required: ['skipRefs'] },
      else: { properties: { refs: { minItems: 2 } } },
    },
  ],
} as RJSFSchema;

const definition = {
  family: 'slice-test',
  schema,
  signStep: 3,
  steps: [
    { id: 'company', title: 'Company', fields: ['companyName', 'address.street', 'address.city'] },
    { id: 'other', title: 'Other', fields: ['region', 'contacts'] },
    { id: 'refs', title: 'References', fields: ['skipRefs', 'refs'] },
    { id: 'sign', title: 'Sign', fields: [] },
  ],
};

function renderAt(startStep: number, initialData: FormData) {
  const changes: FormData[] = [];
  const saves: FormData[] = [];
  render(
    <Wizard
      definition={definition}
      validator={validator}
      initialData={initialData}
      startStep={startStep}
      onChange={(d) => changes.push(d)}
      onSaveDraft={(d) => void saves.push(d)}
    />,
  );
  return { changes, saves, last: () => changes[changes.length - 1] };
}

describe('Wizard: RJSF gets the current step’s part of the schema', () => {
  it('typing in a step leaves every other step’s data as it was, and fills in no other step’s defaults', async () => {
    const initial = {
      address: { street: '1 Main St', city: 'Springfield' },
      refs: ['A', 'B', 'C'],
      skipRefs: false,
      unknownKey: { kept: [1, 2] },
    };
    const { last } = renderAt(0, initial);
    await userEvent.type(screen.getByLabelText(/Company Name/), 'ACME');
    await waitFor(() => expect(last()?.companyName).toBe('ACME'));
    // Exactly the initial data plus the typed value: nothing dropped, nothing default-filled
    // (no region: 'EU', no two empty contacts, which RJSF adds when it is handed the whole schema).
    expect(last()).toEqual({ ...initial, companyName: 'ACME' });
  });

  it('typing in a nested field of the step keeps its siblings and other steps’ data', async () => {
    const initial = { companyName: 'ACME', address: { street: '1 Main St' }, contacts: ['x', 'y'] };
    const { last } = renderAt(0, initial);
    await userEvent.type(screen.getByLabelText(/City/), 'Rome');
    await waitFor(() => expect(last()?.address).toEqual({ street: '1 Main St', city: 'Rome' }));
    expect(last()).toEqual({ ...initial, address: { street: '1 Main St', city: 'Rome' } });
  });

  it('a root-level conditional of the step still applies (minItems of the else branch unless skipped)', async () => {
    const { unmount } = render(
      <Wizard definition={definition} validator={validator} initialData={{}} startStep={2} />,
    );
    // RJSF fills an array up to its minItems: the else branch's 2 references.
    expect(await screen.findAllByLabelText(/^Reference/)).toHaveLength(2);
    unmount();
    render(
      <Wizard definition={definition} validator={validator} initialData={{ skipRefs: true }} startStep={2} />,
    );
    expect(screen.getByRole('checkbox', { name: /Skip references/ })).toBeChecked();
    expect(screen.queryAllByLabelText(/^Reference/)).toHaveLength(0);
  });

  it('step changes render the next step’s fields with the data kept', async () => {
    const { saves } = renderAt(0, { companyName: 'ACME', contacts: ['x', 'y'], region: 'US' });
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Other'));
    expect(saves[0]).toEqual({ companyName: 'ACME', contacts: ['x', 'y'], region: 'US' });
    expect(screen.getByLabelText(/Region/)).toHaveValue('US');
    expect(screen.queryByLabelText(/Company Name/)).not.toBeInTheDocument();
  });
});

describe('Wizard on the eight-step application: the trade references step keeps its root-level rule', () => {
  const eight = getFormDefinition('application-eight');
  const refsStep = eight.steps.findIndex((s) => s.id === 'tradeReferences');
  const companies = () => screen.queryAllByRole('textbox', { name: /^Company/ });

  it('three reference rows unless the references are skipped (the root allOf’s else branch: minItems 3)', async () => {
    const { unmount } = render(
      <Wizard definition={eight} validator={validator} initialData={{}} startStep={refsStep} />,
    );
    await waitFor(() => expect(companies()).toHaveLength(3));
    unmount();
    render(
      <Wizard
        definition={eight}
        validator={validator}
        initialData={{ tradeReferencesSkipped: true }}
        startStep={refsStep}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(eight.steps[refsStep].title);
    expect(companies()).toHaveLength(0);
  });
});
