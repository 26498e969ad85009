import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldProps } from '@rjsf/utils';
import Wizard from '../Wizard';
import { renderFields, validator } from '../test/harness';
import { wizardDefinition, wizardUi } from '../test/wizardFixture';
import type { EngineContext, FormData } from '../types';

/**
 * Keystroke speed (issue 17): a text widget hands RJSF its change after the keystroke's own paint. These tests
 * type the way a browser delivers a key (a native input event, outside React's act(), so nothing React
 * defers has run yet) and act at once, before RJSF has seen the change.
 */
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
/** What the browser does for a keystroke: the input's value changes and an input event follows. */
function keystroke(input: HTMLElement, text: string) {
  valueSetter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('typed values are never a keystroke behind', () => {
  it("the host's onChange (autosave) gets every keystroke at once", () => {
    const { last } = renderFields({ name: { type: 'string', title: 'Name', 'x-normalize': 'upper' } });
    const input = screen.getByLabelText('Name');
    keystroke(input, 'a');
    keystroke(input, 'ac');
    keystroke(input, 'acm');
    expect(last().name).toBe('ACM');
    expect(input).toHaveValue('ACM');
  });

  it('Submit right after typing submits the last character and judges it', async () => {
    const onSubmit = vi.fn();
    renderFields({ name: { type: 'string', title: 'Name' } }, {}, {}, { required: ['name'], onSubmit });
    keystroke(screen.getByLabelText(/Name/), 'J');
    screen.getByRole('button').click();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'J' }));
  });

  it('Next right after typing saves every character, and Back shows them', async () => {
    const saves: FormData[] = [];
    render(
      <Wizard
        definition={wizardDefinition}
        uiSchema={wizardUi}
        validator={validator}
        initialData={{ companyPhone: '5551234567' }}
        startStep={0}
        onSaveDraft={(data) => void saves.push(data)}
      />,
    );
    const name = screen.getByLabelText(/Company Name/);
    keystroke(name, 'a');
    keystroke(name, 'ac');
    keystroke(name, 'acme');
    screen.getByRole('button', { name: 'NEXT' }).click();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].companyName).toBe('ACME');
    await waitFor(() => expect(screen.getByRole('button', { name: 'BACK' })).toBeInTheDocument());
    screen.getByRole('button', { name: 'BACK' }).click();
    await waitFor(() => expect(screen.getByLabelText(/Company Name/)).toHaveValue('ACME'));
  });

  it('a keystroke in a list row RJSF made up (minItems) is written into a list', () => {
    const { last } = renderFields({
      refs: {
        type: 'array',
        minItems: 2,
        items: { type: 'object', properties: { name: { type: 'string', title: 'Reference' } } },
      },
    });
    keystroke(screen.getAllByLabelText('Reference')[0], 'a');
    expect(Array.isArray(last().refs)).toBe(true);
    expect((last().refs as FormData[])[0]).toEqual({ name: 'a' });
  });

  it('an older value coming back from RJSF does not undo newer typing', async () => {
    const { last } = renderFields({ name: { type: 'string', title: 'Name' } });
    const input = screen.getByLabelText('Name');
    keystroke(input, 'a');
    // RJSF processes 'a' and renders it while 'ab' is being typed.
    await act(async () => undefined);
    keystroke(input, 'ab');
    await act(async () => undefined);
    keystroke(input, 'abc');
    await waitFor(() => expect(last().name).toBe('abc'));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(input).toHaveValue('abc');
    expect(last().name).toBe('abc');
  });
});

describe('changes from outside show in the input', () => {
  function PatchButton({ registry }: FieldProps) {
    const engine = registry.formContext as EngineContext;
    return (
      <button type="button" onClick={() => engine.patch({ name: 'PATCHED', other: 'X' })}>
        Patch
      </button>
    );
  }

  it('a patch (copy address, a loaded value) replaces what was typed, and typing goes on from it', async () => {
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
    const { last } = renderFields(
      {
        name: { type: 'string', title: 'Name', 'x-normalize': 'upper' },
        other: { type: 'string', title: 'Other' },
        button: { type: 'string' },
      },
      { button: { 'ui:field': PatchButton } },
    );
    await userEvent.type(screen.getByLabelText('Name'), 'typed');
    expect(screen.getByLabelText('Name')).toHaveValue('TYPED');
    await userEvent.click(screen.getByRole('button', { name: 'Patch' }));
    expect(screen.getByLabelText('Name')).toHaveValue('PATCHED');
    expect(screen.getByLabelText('Other')).toHaveValue('X');
    expect(last()).toMatchObject({ name: 'PATCHED', other: 'X' });
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(screen.getByLabelText('Name')).toHaveValue('PATCHEDX');
    expect(last().name).toBe('PATCHEDX');
  });

  it('a loaded value shows in the input, with its label raised', () => {
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
    renderFields(
      { revenue: { type: 'integer', title: 'Revenue' } },
      { revenue: { 'ui:widget': 'digits' } },
      { revenue: 1234567 },
    );
    expect(screen.getByLabelText('Revenue')).toHaveValue('1,234,567');
    expect(document.querySelector('label[for=root_revenue]')).toHaveAttribute('data-shrink', 'true');
  });
});
