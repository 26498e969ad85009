/**
 * The layout tree and what is derived from it. `layout.legacy-v1.json` holds the steps, signing step and UI
 * schema of every built-in family's version 1 as stored before the tree (the rows existing databases keep).
 * Those rows kept the fields of a step in two orders that could differ (the steps' list and the UI schema's
 * 'ui:order'); the form showed the second, so "identical" here is what each reader sees: the steps (ids,
 * titles, flags, fields in the order shown) and the order the renderer shows every object's fields in.
 */
import legacyRows from './layout.legacy-v1.json';
import { propertiesOf } from './describe';
import { deriveLayout, stripOrder } from './layout';
import { layoutFromLegacy, legacyWelcome, shownOrder } from './layout-legacy';
import { FORM_KEYS, getFormDefinition } from './registry';
import { fieldSchemaAt } from './schema-walk';
import type { FormLayout, FormStep, JsonSchema, UiSchema } from './types';

interface LegacyRow {
  family: string;
  signStep: number;
  steps: FormStep[];
  uiSchema: UiSchema;
}
const legacy = legacyRows as unknown as LegacyRow[];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the renderer shows: each step's fields in order, and every ordered object's fields in order. */
function shown(schema: JsonSchema, uiSchema: UiSchema, steps: FormStep[]) {
  const root = shownOrder(Object.keys(propertiesOf(schema)), uiSchema['ui:order']);
  const objects: Record<string, string[]> = {};
  const visit = (ui: Obj, path: string) => {
    const node = path ? fieldSchemaAt(schema, path) : schema;
    if (path && node && Array.isArray(ui['ui:order']))
      objects[path] = shownOrder(Object.keys(propertiesOf(node)), ui['ui:order']);
    for (const [key, value] of Object.entries(ui))
      if (!key.startsWith('ui:') && isObj(value)) visit(value, `${path}/${key === 'items' ? '*' : key}`);
  };
  visit(uiSchema, '');
  return {
    steps: steps.map((s) => ({ ...s, fields: root.filter((name) => s.fields.includes(name)) })),
    objects,
  };
}

const rowOf = (family: string) => legacy.find((r) => r.family === family)!;
const treeOf = (row: LegacyRow) =>
  layoutFromLegacy({
    schema: getFormDefinition(row.family as never).schema,
    uiSchema: row.uiSchema,
    steps: row.steps,
    signStep: row.signStep,
    welcome: legacyWelcome(row.family),
  });

describe('the layout tree of every built-in family', () => {
  it('covers every built-in family', () => {
    expect(legacy.map((r) => r.family).sort()).toEqual([...FORM_KEYS].sort());
  });

  it.each(FORM_KEYS)('%s: a stored version 1 → tree → steps and UI orders shows what it showed', (key) => {
    const row = rowOf(key);
    const { schema } = getFormDefinition(key);
    const derived = deriveLayout(treeOf(row), stripOrder(row.uiSchema));
    expect(derived.signStep).toBe(row.signStep);
    expect(shown(schema, derived.uiSchema, derived.steps)).toEqual(shown(schema, row.uiSchema, row.steps));
    // The steps' own lists now say the order the form shows.
    expect(derived.steps).toEqual(shown(schema, row.uiSchema, row.steps).steps);
  });

  it.each(FORM_KEYS)('%s: the tree written in the repository shows what the stored version showed', (key) => {
    const row = rowOf(key);
    const built = getFormDefinition(key);
    expect(built.signStep).toBe(row.signStep);
    expect(shown(built.schema, built.uiSchema, built.steps)).toEqual(
      shown(built.schema, row.uiSchema, row.steps),
    );
    expect(built.layout).toEqual(treeOf(row));
  });

  it.each(FORM_KEYS)(
    '%s: tree → steps and UI orders → tree is the same tree, and derives the same',
    (key) => {
      const built = getFormDefinition(key);
      const again = layoutFromLegacy({ ...built, welcome: built.layout.welcome });
      expect(again).toEqual(built.layout);
      expect(deriveLayout(again, built.uiSchema)).toEqual(deriveLayout(built.layout, built.uiSchema));
    },
  );

  it('stores no order beside the tree: the UI schemas of the repository name none', () => {
    for (const key of FORM_KEYS) {
      const { layout, uiSchema } = getFormDefinition(key);
      expect(deriveLayout(layout, stripOrder(uiSchema)).uiSchema).toEqual(uiSchema);
      expect(JSON.stringify(stripOrder(uiSchema))).not.toContain('ui:order');
    }
  });
});

describe('deriveLayout', () => {
  const tree: FormLayout = {
    type: 'Categorization',
    elements: [
      {
        type: 'Category',
        id: 'company',
        label: 'Company',
        elements: [
          { type: 'Control', scope: '/name' },
          {
            type: 'Group',
            label: 'Where',
            elements: [
              {
                type: 'Control',
                scope: '/address',
                elements: [
                  { type: 'Control', scope: '/address/zip' },
                  { type: 'Control', scope: '/address/city' },
                ],
              },
              { type: 'Control', scope: '/phone' },
            ],
          },
        ],
      },
      {
        type: 'Category',
        id: 'refs',
        label: 'References',
        sign: true,
        clearOnBack: ['agree'],
        elements: [
          {
            type: 'Control',
            scope: '/refs',
            elements: [
              { type: 'Control', scope: '/refs/*/phone' },
              { type: 'Control', scope: '/refs/*/company' },
            ],
          },
          { type: 'Control', scope: '/agree' },
        ],
      },
      { type: 'Category', id: 'review', label: 'Review', elements: [] },
    ],
  };

  it('derives the steps, their groups, the signing step and every object order, keeping the UI schema', () => {
    const ui = { 'ui:order': ['phone', 'name'], address: { 'ui:title': 'Address', 'ui:order': ['city'] } };
    const derived = deriveLayout(tree, ui);
    expect(derived.steps).toEqual([
      {
        id: 'company',
        title: 'Company',
        fields: ['name', 'address', 'phone'],
        groups: [{ label: 'Where', fields: ['address', 'phone'] }],
      },
      { id: 'refs', title: 'References', fields: ['refs', 'agree'], clearOnBack: ['agree'] },
      { id: 'review', title: 'Review', fields: [] },
    ]);
    expect(derived.signStep).toBe(1);
    expect(derived.uiSchema).toEqual({
      'ui:order': ['name', 'address', 'phone', 'refs', 'agree', '*'],
      address: { 'ui:title': 'Address', 'ui:order': ['zip', 'city', '*'] },
      refs: { items: { 'ui:order': ['phone', 'company', '*'] } },
    });
    expect(ui.address['ui:order']).toEqual(['city']);
  });

  it('takes the step before the last as the signing step when none is marked', () => {
    const unmarked = { ...tree, elements: tree.elements.map(({ sign: _s, ...step }) => step) };
    expect(deriveLayout(unmarked, {}).signStep).toBe(1);
  });
});
