/** The field editor's changes, checked through what the engine reads: validation results and field facts. */
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { checkDefinition } from '@cp/schemas/forms/check-definition';
import { fieldFacts } from '@cp/schemas/forms/field-facts';
import { deriveLayout } from '@cp/schemas/forms/layout';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { validateForm } from '@cp/schemas/forms/validate';
import { addField, moveField } from './edit-layout';
import { removeField, setLabel, setRequired, setRule, setVisibleWhen, visibleWhenOf } from './edit-field';

const built = getFormDefinition('activation-cpg');
const base: DefinitionContent = {
  schema: built.schema,
  uiSchema: {},
  layout: built.layout,
  defaults: built.defaults,
};
const stepFields = (c: DefinitionContent, i: number) => deriveLayout(c.layout, c.uiSchema).steps[i].fields;
const errorsOf = (c: DefinitionContent, data = sampleFor('activation-cpg')) =>
  validateForm({ ...built, schema: c.schema, steps: deriveLayout(c.layout, {}).steps }, data).errors;

describe('the field editor', () => {
  it('changes a label and a rule with its message, and the form validates with them', () => {
    let c = setLabel(base, '/companyName', 'Legal name');
    c = setRule(c, '/companyName', 'maxLength', 5, 'Five at most');
    expect(fieldFacts(c, '/companyName')).toMatchObject({
      label: 'Legal name',
      rules: { maxLength: { value: 5, message: 'Five at most' } },
    });
    expect(errorsOf(c)).toEqual({ '/companyName': 'Five at most' });
    expect(errorsOf(base)).toEqual({});
  });

  it('makes a field optional and required again with a message', () => {
    const optional = setRequired(base, '/companyContact', null);
    const data = { ...sampleFor('activation-cpg'), companyContact: '' };
    expect(errorsOf(optional, data)).toEqual({});
    const required = setRequired(optional, '/companyContact', 'Who do we call?');
    expect(errorsOf(required, data)).toEqual({ '/companyContact': 'Who do we call?' });
    expect(checkDefinition(required).valid).toBe(true);
  });

  it('adds a field to a step, moves it up, and removes it', () => {
    const added = addField(base, 0, 'tradeName', 'Trade name');
    expect(stepFields(added, 0).at(-1)).toBe('tradeName');
    expect(checkDefinition(added).valid).toBe(true);
    const moved = moveField(added, '/tradeName', -1);
    expect(stepFields(moved, 0).slice(-2)).toEqual(['tradeName', 'address']);
    const removed = removeField(moved, '/tradeName');
    expect(removed.layout).toEqual(base.layout);
    expect(removed.schema).toEqual(base.schema);
  });

  it('reorders fields in the UI order derived from the tree, which survives storage (jsonb does not keep key order)', () => {
    const moved = moveField(base, '/address/city', -1);
    const order = (deriveLayout(moved.layout, {}).uiSchema.address as { 'ui:order': string[] })['ui:order'];
    expect(order).toEqual(['address1', 'city', 'address2', 'state', 'zip', 'country', '*']);
    const top = moveField(base, '/companyContact', -1);
    const rootOrder = deriveLayout(top.layout, {}).uiSchema['ui:order'] as string[];
    expect(rootOrder.slice(0, 2)).toEqual(['companyContact', 'companyName']);
    expect(rootOrder.at(-1)).toBe('*');
  });

  it('shows a field only while another holds a value, keeping its required message', () => {
    const c = setVisibleWhen(base, '/companyContact', { field: 'paymentMethod', equals: 'ACH' });
    expect(visibleWhenOf(c, '/companyContact')).toEqual({ field: 'paymentMethod', equals: 'ACH' });
    const data = { ...sampleFor('activation-cpg'), companyContact: '' };
    expect(errorsOf(c, { ...data, paymentMethod: 'ACH' })).toHaveProperty('/companyContact');
    expect(errorsOf(c, { ...data, paymentMethod: 'Wire' })).not.toHaveProperty('/companyContact');
    expect(checkDefinition(c).problems).toEqual([]);
    expect(setVisibleWhen(c, '/companyContact', null).schema.properties).toHaveProperty('companyContact');
  });
});
