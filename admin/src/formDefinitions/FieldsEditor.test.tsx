/**
 * The editor's layout tree on screen: a super admin moves fields up, down and to another section, adds,
 * renames and removes a section, groups fields; what each section lists follows, and so do the steps the
 * portal derives from the edited tree.
 */
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { deriveLayout } from '@cp/schemas/forms/layout';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { FieldsEditor } from './FieldsEditor';

const built = getFormDefinition('activation-cpg');
const start: DefinitionContent = {
  schema: built.schema,
  uiSchema: built.uiSchema,
  layout: built.layout,
  defaults: built.defaults,
};

let latest: DefinitionContent = start;
function Harness({ editable = true }: { editable?: boolean }) {
  const [content, setContent] = useState(start);
  latest = content;
  return <FieldsEditor content={content} editable={editable} onChange={setContent} word="Section" />;
}

const section = (title: string) => screen.getByRole('region', { name: `Section ${title}` });
/**
 * A button of one field's row, found inside that row: the editor lists every field of the form with four or five
 * buttons each, and naming every button of the page on each query made this file the suite's slowest.
 */
const fieldButton = (field: string, name: string) =>
  within(document.querySelector<HTMLElement>(`[data-field="${field}"]`)!).getByRole('button', { name });
/** The field paths a section (or group) lists, in order, top-level rows only. */
const fieldsIn = (region: HTMLElement) =>
  [...region.querySelectorAll('[data-field]')]
    .map((row) => row.getAttribute('data-field')!)
    .filter((field) => field.split('/').length === 2);
const derivedSteps = () => deriveLayout(latest.layout, latest.uiSchema).steps;

/** Types a name into the dialog and applies it; resolves once the dialog has gone. */
async function nameIt(dialogTitle: string, name: string) {
  const dialog = screen.getByRole('dialog', { name: dialogTitle });
  const input = within(dialog).getByRole('textbox');
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Rename|Add)/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the layout tree in the form editor', () => {
  it('moves a field up and down within its section', () => {
    render(<Harness />);
    expect(fieldsIn(section('Company Information')).slice(0, 2)).toEqual(['/companyName', '/companyContact']);
    fireEvent.click(fieldButton('/companyContact', 'Move /companyContact up'));
    expect(fieldsIn(section('Company Information')).slice(0, 2)).toEqual(['/companyContact', '/companyName']);
    expect(derivedSteps()[0].fields.slice(0, 2)).toEqual(['companyContact', 'companyName']);
    fireEvent.click(fieldButton('/companyContact', 'Move /companyContact down'));
    expect(derivedSteps()[0].fields.slice(0, 2)).toEqual(['companyName', 'companyContact']);
  });

  it("moves an object's own field within the object", () => {
    render(<Harness />);
    fireEvent.click(fieldButton('/address/city', 'Move /address/city up'));
    const rows = [...section('Company Information').querySelectorAll('[data-field^="/address/"]')];
    expect(rows.map((r) => r.getAttribute('data-field')).slice(0, 3)).toEqual([
      '/address/address1',
      '/address/city',
      '/address/address2',
    ]);
    const ui = deriveLayout(latest.layout, latest.uiSchema).uiSchema.address as { 'ui:order': string[] };
    expect(ui['ui:order'].slice(0, 3)).toEqual(['address1', 'city', 'address2']);
  });

  it('moves a field to another section', () => {
    render(<Harness />);
    fireEvent.click(fieldButton('/duns', 'Move /duns to'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Billing Information (AP Contact)' }));
    expect(fieldsIn(section('Company Information'))).not.toContain('/duns');
    expect(fieldsIn(section('Billing Information (AP Contact)')).at(-1)).toBe('/duns');
    expect(derivedSteps()[1].fields.at(-1)).toBe('duns');
  });

  it('adds a section before the signing one, renames it, and removes it once empty', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await nameIt('Add a section', 'Trade Details');
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual([
      '1. Company Information',
      '2. Billing Information (AP Contact)',
      '3. Banking Information (Optional)',
      '4. Trade Details',
      '5. Sign and Complete',
    ]);
    fireEvent.click(
      within(section('Trade Details')).getByRole('button', { name: 'Rename section Trade Details' }),
    );
    await nameIt('Rename section', 'Trade');
    expect(section('Trade')).toBeInTheDocument();
    expect(derivedSteps()[3]).toMatchObject({ title: 'Trade', fields: [] });
    // A section with fields, and the signing section, stay.
    expect(
      within(section('Company Information')).getByRole('button', {
        name: 'Remove section Company Information',
      }),
    ).toBeDisabled();
    expect(
      within(section('Sign and Complete')).getByRole('button', { name: 'Remove section Sign and Complete' }),
    ).toBeDisabled();
    fireEvent.click(within(section('Trade')).getByRole('button', { name: 'Remove section Trade' }));
    expect(screen.queryByRole('region', { name: 'Section Trade' })).not.toBeInTheDocument();
    expect(latest.layout).toEqual(start.layout);
  });

  it('groups fields under a label inside a section', async () => {
    render(<Harness />);
    fireEvent.click(within(section('Company Information')).getByRole('button', { name: 'Add group' }));
    await nameIt('Add a group to Company Information', 'Identifiers');
    fireEvent.click(fieldButton('/duns', 'Move /duns to'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Company Information › Identifiers' }));
    const group = screen.getByRole('region', { name: 'Group Identifiers' });
    expect(fieldsIn(group)).toEqual(['/duns']);
    expect(derivedSteps()[0].groups).toEqual([{ label: 'Identifiers', fields: ['duns'] }]);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Group Identifiers' })).getByRole('button', {
        name: 'Remove group Identifiers',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Group Identifiers' })).not.toBeInTheDocument();
    expect(fieldsIn(section('Company Information'))).toContain('/duns');
  });

  it('shows a published version read-only', () => {
    render(<Harness editable={false} />);
    expect(section('Company Information')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move|^Remove|^Rename|^Add/ })).not.toBeInTheDocument();
  });
});
