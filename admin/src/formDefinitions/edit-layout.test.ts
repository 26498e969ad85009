/** The layout editor's changes, checked through what is derived from the tree: steps, UI orders, the check. */
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { checkDefinition } from '@cp/schemas/forms/check-definition';
import { deriveLayout } from '@cp/schemas/forms/layout';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import type { LayoutControl } from '@cp/schemas/forms/types';
import {
  addGroup,
  addStep,
  moveField,
  moveFieldTo,
  moveStep,
  moveTargets,
  removeGroup,
  removeStep,
  renameGroup,
  renameStep,
  whyStepStays,
} from './edit-layout';

const built = getFormDefinition('activation-cpg');
const base: DefinitionContent = {
  schema: built.schema,
  uiSchema: {},
  layout: built.layout,
  defaults: built.defaults,
};
const derived = (c: DefinitionContent) => deriveLayout(c.layout, c.uiSchema);
const titles = (c: DefinitionContent) => derived(c).steps.map((s) => s.title);

describe('the layout editor', () => {
  it('moves a field to another section: it leaves its step and ends the other one', () => {
    const moved = moveFieldTo(base, '/duns', { step: 1 });
    const steps = derived(moved).steps;
    expect(steps[0].fields).not.toContain('duns');
    expect(steps[1].fields.at(-1)).toBe('duns');
    expect(derived(moved).uiSchema['ui:order']).toEqual([...steps.flatMap((s) => s.fields), '*']);
    expect(checkDefinition(moved).problems).toEqual([]);
  });

  it('moves a field up and down among its step, and not past its ends', () => {
    const first = derived(base).steps[0].fields;
    expect(moveField(base, `/${first[0]}`, -1)).toBe(base);
    const down = moveField(base, `/${first[0]}`, 1);
    expect(derived(down).steps[0].fields.slice(0, 2)).toEqual([first[1], first[0]]);
  });

  it("orders an object's fields it did not order yet from the schema, then moves one", () => {
    const layout = structuredClone(base.layout);
    delete (layout.elements[0].elements.at(-1) as LayoutControl).elements;
    const unordered = { ...base, layout };
    expect(derived(unordered).uiSchema.address).toBeUndefined();
    const moved = moveField(unordered, '/address/zip', -1);
    expect((derived(moved).uiSchema.address as { 'ui:order': string[] })['ui:order']).toEqual([
      'address1',
      'address2',
      'city',
      'zip',
      'state',
      'country',
      '*',
    ]);
  });

  it('adds a section before the signing step, renames it, moves a field in, and may not remove it then', () => {
    let c = addStep(base, 'Trade Details');
    expect(titles(c)).toEqual([
      'Company Information',
      'Billing Information (AP Contact)',
      'Banking Information (Optional)',
      'Trade Details',
      'Sign and Complete',
    ]);
    expect(derived(c).signStep).toBe(4);
    expect(c.layout.elements[3].id).toBe('tradeDetails');
    expect(checkDefinition(c).problems).toEqual([
      { field: 'steps/3', message: 'The step Trade Details has no field.' },
    ]);
    c = renameStep(c, 3, 'Trade');
    c = moveFieldTo(c, '/documents', { step: 3 });
    expect(derived(c).steps[3]).toMatchObject({ id: 'tradeDetails', title: 'Trade', fields: ['documents'] });
    expect(checkDefinition(c).problems).toEqual([]);
    expect(whyStepStays(c.layout.elements[3])).toBe('Move its fields to another step first.');
    expect(removeStep(c, 3)).toBe(c);
    c = moveFieldTo(c, '/documents', { step: 1 });
    expect(titles(removeStep(c, 3))).not.toContain('Trade');
  });

  it('keeps the signing step', () => {
    expect(whyStepStays(base.layout.elements[3])).toBe('The signing step cannot be removed.');
    expect(removeStep(base, 3)).toBe(base);
  });

  it('moves a section; the signing step follows it by its mark, not its place', () => {
    const c = moveStep(base, 3, -1);
    expect(titles(c).slice(2)).toEqual(['Sign and Complete', 'Banking Information (Optional)']);
    expect(derived(c).signStep).toBe(2);
  });

  it('groups fields under a label inside a step, renames the group and ungroups them in place', () => {
    let c = addGroup(base, 0, 'Identifiers');
    expect(moveTargets(c)).toContainEqual({ step: 0, group: 8, label: 'Company Information › Identifiers' });
    c = moveFieldTo(c, '/duns', { step: 0, group: 8 });
    c = moveFieldTo(c, '/fedTaxId', { step: 0, group: 7 });
    // The group is now the seventh element: the two fields left the step's list for it.
    c = renameGroup(c, 0, 6, 'Tax and DUNS');
    const step = derived(c).steps[0];
    expect(step.groups).toEqual([{ label: 'Tax and DUNS', fields: ['duns', 'fedTaxId'] }]);
    expect(step.fields.slice(-3)).toEqual(['address', 'duns', 'fedTaxId']);
    expect(checkDefinition(c).problems).toEqual([]);
    const ungrouped = removeGroup(c, 0, 6);
    expect(derived(ungrouped).steps[0].groups).toBeUndefined();
    expect(derived(ungrouped).steps[0].fields).toEqual(step.fields);
  });

  it('leaves the definition as it was for a move past either end or of a field it does not lay out', () => {
    expect(moveField(base, '/companyName', -1)).toBe(base);
    expect(moveField(base, '/noSuchField', 1)).toBe(base);
    const steps = derived(base).steps;
    const last = steps[0].fields.at(-1);
    expect(moveField(base, `/${last}`, 1)).toBe(base);
  });

  it("moves an address line within its object, listing the object's fields first when the layout had none", () => {
    const moved = moveField(base, '/address/city', -1);
    expect(moved).not.toBe(base);
    const order = (derived(moved).uiSchema.address as { 'ui:order'?: string[] } | undefined)?.['ui:order'];
    expect(order).toBeDefined();
    const fields = Object.keys(
      (built.schema.properties as Record<string, { properties?: object }>).address.properties ?? {},
    );
    const i = fields.indexOf('city');
    expect(order!.indexOf('city')).toBe(i - 1);
    expect(order!.indexOf(fields[i - 1])).toBe(i);
    expect(checkDefinition(moved).problems).toEqual([]);
  });
});
