/**
 * The check a form definition passes before a super admin may publish it, run by the API (publish,
 * validate) and the console's editor (live): a valid JSON Schema under the engine's ajv (its meta-schema and
 * custom keywords, schemas/src/ajv.ts), patterns the linear-time engine runs (check-patterns.ts), a layout
 * tree placing every field once (check-layout.ts), a message for every rule, the engine's keywords and UI
 * widgets used as the engine reads them. Each problem names its field.
 */
import type Ajv from 'ajv';
import { createAjv } from '../ajv';
import type { DefinitionCheck, DefinitionProblem } from '../contracts/form-definitions';
import { checkDefaults, checkLayout } from './check-layout';
import { checkPatterns } from './check-patterns';
import { checkRoles, checkRolesKept } from './check-roles';
import type { FormRoles } from './roles';
import type { FormLayout, JsonSchema } from './types';
import { ENGINE_FIELDS, ENGINE_WIDGETS } from './engine-names';
import { childSchemas, fieldSchemaAt, ruleMessage, RULE_KEYWORDS } from './schema-walk';

export { ENGINE_FIELDS, ENGINE_WIDGETS } from './engine-names';

export { RULE_KEYWORDS } from './schema-walk';

const NORMALIZE = ['upper', 'digits', 'trim', 'unmask', 'phone'];

let shared: Ajv | undefined;
const ajv = () => (shared ??= createAjv());

export interface CheckableDefinition {
  schema: JsonSchema;
  uiSchema?: Record<string, unknown>;
  layout: FormLayout;
  defaults?: Record<string, unknown>;
  roles?: FormRoles;
  /** What the form is (its required roles depend on it: check-roles.ts `requiredRoles`). */
  form?: string;
  family?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems of one schema node: a message per rule, the x- keywords' values. */
function checkNode(node: JsonSchema, field: string, out: DefinitionProblem[], quiet: boolean): void {
  const add = (message: string) => out.push({ field, message });
  for (const keyword of RULE_KEYWORDS)
    if (
      !quiet &&
      node[keyword] !== undefined &&
      !ruleMessage(node, keyword) &&
      !(keyword === 'enum' && field.endsWith('/*'))
    )
      add(`The rule ${keyword} of ${field || 'the form'} has no message.`);
  const required = Array.isArray(node.required) ? (node.required as unknown[]) : [];
  const messages = isObject(node.errorMessage) ? node.errorMessage.required : undefined;
  for (const name of required)
    if (
      typeof node.errorMessage !== 'string' &&
      !(isObject(messages) && typeof messages[String(name)] === 'string')
    )
      out.push({
        field: `${field}/${String(name)}`,
        message: `Required field ${field}/${String(name)} has no message.`,
      });
  if (node['x-normalize'] !== undefined && !NORMALIZE.includes(String(node['x-normalize'])))
    add(`x-normalize of ${field} must be one of ${NORMALIZE.join(', ')}.`);
  if (node['x-forbid'] !== undefined && typeof node['x-forbid'] !== 'string')
    add(`x-forbid of ${field} must be a string of characters.`);
  if (node['x-noDigits'] !== undefined && node['x-noDigits'] !== true)
    add(`x-noDigits of ${field} must be true.`);
  if (node['x-digitsOnly'] !== undefined && node['x-digitsOnly'] !== true && node['x-digitsOnly'] !== 'phone')
    add(`x-digitsOnly of ${field} must be true.`);
  for (const k of ['x-phoneUS', 'x-phoneIntl', 'x-postcode'])
    if (node[k] !== undefined && (typeof node[k] !== 'string' || node[k] === ''))
      add(`${k} of ${field} must be the path of its country field.`);
  if (node['x-required'] !== undefined && typeof node['x-required'] !== 'string')
    add(`x-required of ${field} must be its message.`);
  const uniqueBy = node['x-uniqueBy'];
  if (uniqueBy !== undefined) {
    const rules = Array.isArray(uniqueBy) ? uniqueBy : [];
    if (node.type !== 'array') add(`x-uniqueBy of ${field} is only for a list (type array).`);
    if (
      !Array.isArray(uniqueBy) ||
      rules.some((r) => !isObject(r) || typeof r.property !== 'string' || typeof r.message !== 'string')
    )
      add(`x-uniqueBy of ${field} must list { property, message } rules.`);
  }
}

/**
 * `if` and `not` are conditions, not rules: they never report an error of their own, so need no message.
 * Neither do the choices of a list (checkboxes offer only them) nor a field the UI hides (the engine writes
 * it, as the trade-reference file name): the customer cannot break those rules.
 */
function walk(node: JsonSchema, field: string, out: DefinitionProblem[], hidden: Set<string>): void {
  checkNode(node, field, out, hidden.has(field));
  for (const [child, path] of childSchemas(node, field))
    if (child !== node.if && child !== node.not) walk(child, path, out, hidden);
}

/** Field paths whose UI widget is 'hidden'. */
function hiddenFields(ui: Record<string, unknown>, field = '', out = new Set<string>()): Set<string> {
  if (ui['ui:widget'] === 'hidden') out.add(field);
  for (const [key, value] of Object.entries(ui))
    if (!key.startsWith('ui:') && isObject(value))
      hiddenFields(value, `${field}/${key === 'items' ? '*' : key}`, out);
  return out;
}

/** The UI schema's keys name properties of the schema; widgets and fields are the engine's. */
function checkUi(ui: Record<string, unknown>, root: JsonSchema, field: string, out: DefinitionProblem[]) {
  const widget = ui['ui:widget'];
  if (widget !== undefined && !(ENGINE_WIDGETS as readonly unknown[]).includes(widget))
    out.push({ field, message: `The widget ${String(widget)} of ${field} is not one of the engine's.` });
  const uiField = ui['ui:field'];
  if (uiField !== undefined && !(ENGINE_FIELDS as readonly unknown[]).includes(uiField))
    out.push({ field, message: `The field type ${String(uiField)} of ${field} is not one of the engine's.` });
  const options = ui['ui:options'];
  if (isObject(options) && options.mask !== undefined && typeof options.mask !== 'string')
    out.push({ field, message: `The mask of ${field} must be text such as 999-999-9999.` });
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !isObject(value)) continue;
    const path = `${field}/${key === 'items' ? '*' : key}`;
    if (!fieldSchemaAt(root, path))
      out.push({ field: path, message: `The UI schema names ${path}, which is not a field of the form.` });
    else checkUi(value, root, path, out);
  }
}

/**
 * Runs every check; `valid` when there is no problem. `published`: the roles of the family's published
 * version, each of which this version must keep.
 */
export function checkDefinition(
  definition: CheckableDefinition,
  options: { published?: FormRoles } = {},
): DefinitionCheck {
  const problems: DefinitionProblem[] = [];
  const { schema } = definition;
  const engine = ajv();
  // A pattern RE2 refuses is reported on its field; compiling the schema would only repeat it without one.
  const patterns = checkPatterns(schema);
  problems.push(...patterns);
  if (!engine.validateSchema(schema))
    for (const e of engine.errors ?? [])
      problems.push({
        field: e.instancePath,
        message: `Not a valid JSON Schema: ${e.instancePath || 'the schema'} ${e.message ?? ''}.`,
      });
  else if (!patterns.length) {
    try {
      engine.compile(schema);
    } catch (error) {
      problems.push({ field: '', message: `Not a valid JSON Schema: ${(error as Error).message}` });
    } finally {
      engine.removeSchema(schema);
    }
  }
  if (schema.type !== 'object' || !isObject(schema.properties))
    problems.push({ field: '', message: 'The form must be an object with properties.' });
  walk(schema, '', problems, hiddenFields(definition.uiSchema ?? {}));
  checkLayout(schema, definition.layout, problems);
  checkDefaults(schema, definition.defaults ?? {}, problems);
  checkUi(definition.uiSchema ?? {}, schema, '', problems);
  // A caller that sends no roles (the checks of bare schemas) is not held to the required ones.
  if (definition.roles)
    checkRoles(schema, definition.roles, problems, { form: definition.form, family: definition.family });
  if (options.published) checkRolesKept(options.published, definition.roles ?? {}, problems);
  return { valid: problems.length === 0, problems };
}
