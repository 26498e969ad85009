import { COUNTRIES as OFFERED, fields, widgets } from '@cp/renderer';
import { COUNTRIES } from '@cp/schemas/forms/countries';
import { FORM_KEYS, getFormDefinition, type JsonSchema, type UiSchema } from '@cp/schemas/forms/registry';

/** The built-in UI schemas (schemas forms/definitions/ui/) against the renderer's registry of widgets. */
// RJSF's own widget names that the UI schemas use as they are.
const BUILT_IN = ['email', 'radio', 'checkbox', 'hidden'];

/** Every (ui schema, schema) pair below `ui`, following properties and array items. */
function* walk(ui: UiSchema, schema: JsonSchema, path: string): Generator<[UiSchema, JsonSchema, string]> {
  yield [ui, schema, path];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const branches = [schema.then, schema.else, ...((schema.allOf as JsonSchema[]) ?? [])] as JsonSchema[];
  for (const [name, child] of Object.entries(ui)) {
    if (name.startsWith('ui:') || typeof child !== 'object' || child === null) continue;
    if (name === 'items') {
      const items = (schema.items ??
        branches.map(
          (b) => (b?.properties as Record<string, JsonSchema>)?.[path.split('/').pop()!]?.items,
        )) as JsonSchema | undefined;
      if (items && !Array.isArray(items)) yield* walk(child as UiSchema, items, `${path}/items`);
      continue;
    }
    const target = properties[name];
    expect(target, `${path}/${name} is not in the schema`).toBeDefined();
    yield* walk(child as UiSchema, target, `${path}/${name}`);
  }
}

describe.each(FORM_KEYS)('the UI schema of %s', (key) => {
  const { uiSchema, schema } = getFormDefinition(key);

  it('names only schema properties and registered widgets and fields', () => {
    for (const [ui] of walk(uiSchema, schema, '')) {
      const widget = ui['ui:widget'];
      if (typeof widget === 'string') expect([...Object.keys(widgets), ...BUILT_IN]).toContain(widget);
      const field = ui['ui:field'];
      if (typeof field === 'string') expect(Object.keys(fields)).toContain(field);
    }
  });

  it('orders every top-level property', () => {
    const order = uiSchema['ui:order'] as string[];
    expect(order).toContain('*');
    for (const name of order.filter((n) => n !== '*'))
      expect(Object.keys(schema.properties as object)).toContain(name);
  });
});

it('the country select offers only countries the schemas accept', () => {
  expect(OFFERED.filter((c) => !(COUNTRIES as readonly string[]).includes(c))).toEqual([]);
});
