/** The version diff: one row per changed field, naming what changed (label, required, rules, widget, step). */
import type { DefinitionContent } from '../contracts/form-definitions';
import { diffDefinitions } from './diff-definition';
import { getFormDefinition } from './registry';

const built = getFormDefinition('activation-cpg');
const base: DefinitionContent = {
  schema: built.schema,
  uiSchema: {},
  layout: built.layout,
  defaults: built.defaults,
};
const props = base.schema.properties as Record<string, Record<string, unknown>>;
const withSchema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...base,
  schema: { ...base.schema, properties: { ...props, ...properties }, ...extra },
});

describe('diffDefinitions', () => {
  it('finds nothing between equal versions', () => {
    expect(diffDefinitions(base, structuredClone(base))).toEqual([]);
  });

  it.each([
    [
      'an added field',
      withSchema({ tradeName: { type: 'string' } }),
      [{ field: '/tradeName', change: 'added', changes: [] }],
    ],
    [
      'a pattern and its message',
      withSchema({
        companyName: { ...props.companyName, pattern: '^[A-Z]', errorMessage: { pattern: 'Capital first' } },
      }),
      [
        expect.objectContaining({
          field: '/companyName',
          changes: expect.arrayContaining([
            { aspect: 'pattern', before: null, after: { value: '^[A-Z]', message: 'Capital first' } },
          ]),
        }),
      ],
    ],
    [
      'a widget and a mask',
      {
        ...base,
        uiSchema: { companyPhone: { 'ui:widget': 'masked', 'ui:options': { mask: '999-999-9999' } } },
      },
      [
        {
          field: '/companyPhone',
          change: 'changed',
          changes: [
            { aspect: 'widget', before: null, after: 'masked' },
            { aspect: 'mask', before: null, after: '999-999-9999' },
          ],
        },
      ],
    ],
    [
      'a field moved to another step of the layout tree',
      (() => {
        const layout = structuredClone(base.layout);
        const [duns] = layout.elements[0].elements.splice(5, 1);
        layout.elements[1].elements.push(duns);
        return { ...base, layout };
      })(),
      [
        {
          field: '/duns',
          change: 'changed',
          changes: [{ aspect: 'step', before: 'companyInformation', after: 'billingCpg' }],
        },
      ],
    ],
  ])('reports %s', (_name, to, expected) => {
    expect(diffDefinitions(base, to)).toEqual(expected);
  });

  it('reports a removed field and a required message that changed', () => {
    const { duns: _duns, ...rest } = props;
    const messages = (base.schema.errorMessage as { required: Record<string, string> }).required;
    const to = {
      ...base,
      schema: {
        ...base.schema,
        properties: rest,
        errorMessage: { required: { ...messages, companyName: 'Name, please' } },
      },
    };
    const diff = diffDefinitions(base, to);
    expect(diff).toContainEqual({ field: '/duns', change: 'removed', changes: [] });
    expect(diff).toContainEqual({
      field: '/companyName',
      change: 'changed',
      changes: [{ aspect: 'required', before: messages.companyName, after: 'Name, please' }],
    });
  });
});
