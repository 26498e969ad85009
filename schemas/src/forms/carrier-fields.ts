/**
 * The carrier and owner fields (README 'Carrier checks'): an optional USDOT Number and MC Number (digits, 1–8)
 * and an optional owners list (Name, Title, Ownership %) added to a definition's company step, with the roles
 * `usdotNumber`, `mcNumber` and `owners` that carrier checks and sanctions screening read. The API seeds the
 * eight-step families with them (api forms/seed-definitions.ts): an install that holds the family without
 * them gets the next published version, written with an audit row; submissions keep their version.
 */
import * as M from '../messages/carriers';
import { formatsOf, labelsOf } from './describe';
import { obj, text } from './dsl';
import { definitionFrom } from './stored';
import { BUILT_IN_DEFINITIONS } from './registry';
import type { FormDefinition, JsonSchema, LayoutControl, LayoutStep } from './types';

const DIGITS_1_8 = '^[0-9]{1,8}$';

export const CARRIER_FIELD_SCHEMAS: Record<string, JsonSchema> = {
  usdotNumber: text({
    title: 'USDOT Number',
    pattern: [DIGITS_1_8, M.CARRIER_USDOT_INVALID],
    normalize: 'trim',
  }),
  mcNumber: text({ title: 'MC Number', pattern: [DIGITS_1_8, M.CARRIER_MC_INVALID], normalize: 'trim' }),
  owners: {
    type: 'array',
    title: 'Owners',
    items: obj({
      name: text({ title: 'Name', required: M.FIELD_OWNER_NAME, max: [100, M.FIELD_OWNER_TEXT] }),
      title: text({ title: 'Title', max: [100, M.FIELD_OWNER_TEXT] }),
      ownershipPercent: {
        type: 'number',
        title: 'Ownership %',
        minimum: 0,
        maximum: 100,
        errorMessage: {
          type: M.FIELD_OWNERSHIP_PERCENT,
          minimum: M.FIELD_OWNERSHIP_PERCENT,
          maximum: M.FIELD_OWNERSHIP_PERCENT,
        },
      },
    }),
  },
};

const controls: LayoutControl[] = [
  { type: 'Control', scope: '/usdotNumber' },
  { type: 'Control', scope: '/mcNumber' },
  {
    type: 'Control',
    scope: '/owners',
    elements: ['name', 'title', 'ownershipPercent'].map((c) => ({
      type: 'Control' as const,
      scope: `/owners/*/${c}`,
    })),
  },
];

export const hasCarrierFields = (d: Pick<FormDefinition, 'roles'>) => 'usdotNumber' in (d.roles ?? {});

/** The definition with the fields at the end of its first (company) step. */
export function withCarrierFields(d: FormDefinition): FormDefinition {
  const schema: JsonSchema = {
    ...d.schema,
    properties: { ...(d.schema.properties as Record<string, JsonSchema>), ...CARRIER_FIELD_SCHEMAS },
  };
  const [company, ...rest] = d.layout.elements as LayoutStep[];
  const layout = {
    ...d.layout,
    elements: [{ ...company, elements: [...company.elements, ...controls] }, ...rest],
  };
  return definitionFrom({
    form: d.form,
    family: d.family,
    version: d.version,
    title: d.title,
    schema,
    uiSchema: d.uiSchema,
    layout,
    defaults: d.defaults,
    roles: {
      ...d.roles,
      usdotNumber: '/usdotNumber',
      mcNumber: '/mcNumber',
      owners: {
        pointer: '/owners',
        itemRoles: { name: '/name', title: '/title', ownershipPercent: '/ownershipPercent' },
      },
    },
    labels: { ...d.labels, ...labelsOf({ type: 'object', properties: CARRIER_FIELD_SCHEMAS }) },
    formats: { ...d.formats, ...formatsOf({ type: 'object', properties: CARRIER_FIELD_SCHEMAS }) },
    skipUntilEdited: d.skipUntilEdited,
  });
}

/** The eight-step application families: the UWL and WDS credit application. */
export const EIGHT_STEP_FAMILIES: readonly string[] = ['application-eight'];

/** The built-in versions as the API seeds them: the eight-step families with the carrier and owner fields. */
export const SEEDED_DEFINITIONS: readonly FormDefinition[] = BUILT_IN_DEFINITIONS.map((d) =>
  EIGHT_STEP_FAMILIES.includes(d.family) && !hasCarrierFields(d) ? withCarrierFields(d) : d,
);
