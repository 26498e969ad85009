import type { RJSFSchema } from '@rjsf/utils';
import type { FormStep } from '../types';
import { topLevelOf } from './layout';

type Schema = Record<string, unknown>;

/** Root-level keywords that apply to the whole object and may tie several top-level properties together. */
const CONDITIONAL_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const CONDITIONAL_MAPS = ['dependencies', 'dependentRequired', 'dependentSchemas'] as const;
const IF_THEN_ELSE = ['if', 'then', 'else'] as const;
/** Root-level keywords a slice can keep as they are: they mention no property. */
const KEPT = new Set(['$schema', '$id', 'title', 'description', 'type', '$defs', 'definitions']);

const isSchema = (value: unknown): value is Schema =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The top-level property names a root-level subschema mentions: in its `properties`, `required`,
 * dependencies and, recursively, in its own combinators and conditionals (not inside the properties'
 * schemas: those describe the property's value, not other properties). `undefined` when it uses a keyword
 * whose effect on properties cannot be told this way (`$ref`, `patternProperties`, ...).
 */
function mentions(schema: unknown, into: Set<string>): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isSchema(schema)) return false;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) Object.keys(value).forEach((k) => into.add(k));
    else if (key === 'required' && Array.isArray(value)) value.forEach((k) => into.add(String(k)));
    else if ((CONDITIONAL_MAPS as readonly string[]).includes(key) && isSchema(value)) {
      for (const [name, dependent] of Object.entries(value)) {
        into.add(name);
        if (Array.isArray(dependent)) dependent.forEach((k) => into.add(String(k)));
        else if (!mentions(dependent, into)) return false;
      }
    } else if ((CONDITIONAL_LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
      if (!value.every((entry) => mentions(entry, into))) return false;
    } else if (((IF_THEN_ELSE as readonly string[]).includes(key) || key === 'not') && !mentions(value, into))
      return false;
    else if (
      ['$ref', '$dynamicRef', 'patternProperties', 'additionalProperties', 'propertyNames'].includes(key) ||
      key.startsWith('unevaluated') ||
      key.endsWith('Properties')
    )
      return false;
  }
  return true;
}

/**
 * The part of a form's schema a wizard step needs: the step's top-level properties, `required` and
 * `errorMessage.required` narrowed to them, `$defs` / `definitions` as they are, and every root-level
 * conditional (`allOf` / `anyOf` / `oneOf` entries, `if` / `then` / `else`, dependencies) that mentions only
 * the step's properties; those mentioning none are left out. RJSF recomputes its state over the schema it is
 * given on every change, so handing it one step instead of the whole form makes each keystroke cheaper.
 *
 * The whole schema is returned, unchanged, when a slice could change the step's meaning: a root-level
 * conditional that ties the step's properties to another step's, or a root keyword this function does not
 * understand (`$ref`, `patternProperties`, `additionalProperties`, ...).
 *
 * Data is not affected: RJSF keeps properties its schema does not describe as they are (the engine does not
 * use `omitExtraData`), and the engine still validates the whole data against the whole schema.
 */
export function stepSchema(schema: RJSFSchema, step: FormStep): RJSFSchema {
  const root = schema as Schema;
  if (!isSchema(root.properties)) return schema;
  const names = new Set(step.fields.map(topLevelOf));
  const properties = Object.fromEntries(Object.entries(root.properties).filter(([name]) => names.has(name)));
  const slice: Schema = { properties };

  /** 'keep' / 'drop' a root-level conditional, or 'whole' when it ties this step to another. */
  const verdict = (part: unknown): 'keep' | 'drop' | 'whole' => {
    const mentioned = new Set<string>();
    if (!mentions(part, mentioned)) return 'whole';
    const inStep = [...mentioned].filter((name) => names.has(name)).length;
    if (inStep === 0) return 'drop';
    return inStep === mentioned.size ? 'keep' : 'whole';
  };

  for (const [key, value] of Object.entries(root)) {
    if (key === 'properties') continue;
    if (KEPT.has(key)) slice[key] = value;
    else if (key === 'required' && Array.isArray(value))
      slice.required = value.filter((name) => names.has(String(name)));
    else if (key === 'errorMessage' && isSchema(value)) {
      const { required, ...rest } = value;
      slice.errorMessage = isSchema(required)
        ? {
            ...rest,
            required: Object.fromEntries(Object.entries(required).filter(([name]) => names.has(name))),
          }
        : value;
    } else if ((CONDITIONAL_LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
      const kept: unknown[] = [];
      for (const entry of value) {
        const v = verdict(entry);
        if (v === 'whole') return schema;
        if (v === 'keep') kept.push(entry);
      }
      // anyOf / oneOf are alternatives: dropping one would change which data validates.
      if (key !== 'allOf' && kept.length !== value.length) {
        if (kept.length) return schema;
        continue;
      }
      if (kept.length) slice[key] = kept;
    } else if ((IF_THEN_ELSE as readonly string[]).includes(key)) {
      if (key !== 'if') continue;
      const v = verdict({ if: root.if, then: root.then, else: root.else });
      if (v === 'whole') return schema;
      if (v === 'keep') for (const k of IF_THEN_ELSE) if (k in root) slice[k] = root[k];
    } else if ((CONDITIONAL_MAPS as readonly string[]).includes(key) && isSchema(value)) {
      const kept: Schema = {};
      for (const [name, dependent] of Object.entries(value)) {
        const v = verdict({ [key]: { [name]: dependent } });
        if (v === 'whole') return schema;
        if (v === 'keep') kept[name] = dependent;
      }
      if (Object.keys(kept).length) slice[key] = kept;
    } else return schema;
  }
  return slice as RJSFSchema;
}
