/**
 * The definition check's part on patterns (check-definition.ts): every pattern runs on RE2 (regexp.ts), which
 * matches in time linear in the input whatever the pattern, so a pattern is safe exactly when RE2 can compile it.
 * RE2 has no back-references and no look-arounds: a pattern using them is refused by name, in words a super admin
 * reads. A pattern that is not a regular expression at all is left to the JSON Schema check, which says why.
 */
import type { DefinitionProblem } from '../contracts/form-definitions';
import { compileLinear } from '../regexp';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords whose values are data or messages, not schemas. */
const NOT_SCHEMAS = new Set(['const', 'enum', 'default', 'examples', 'errorMessage']);

const BACK_REFERENCE = /\\[1-9]|\\k</;
const LOOK_AROUND = /\(\?<?[=!]/;

/** Why a pattern cannot be published, or undefined when RE2 runs it. */
export function patternProblem(pattern: string, field: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return undefined; // not a regular expression: the JSON Schema check reports it
  }
  try {
    compileLinear(pattern);
    return undefined;
  } catch (error) {
    const where = field || 'the form';
    if (BACK_REFERENCE.test(pattern))
      return `The pattern of ${where} repeats an earlier part of itself (a back-reference such as \\1), which form patterns cannot do; spell out what it should match instead.`;
    if (LOOK_AROUND.test(pattern))
      return `The pattern of ${where} looks ahead or behind ((?=…), (?!…), (?<=…) or (?<!…)), which form patterns cannot do; describe only the text itself.`;
    const reason = (error as Error).message.replace(/^error parsing regexp: /, '');
    return `The pattern of ${where} cannot be used in a form (${reason}).`;
  }
}

/**
 * Every pattern of the schema with its field: `pattern` anywhere (branches, definitions, list items). Forms may
 * not use `patternProperties`: the form engine (RJSF) tests its keys with the browser's backtracking RegExp.
 */
export function checkPatterns(node: unknown, field = '', out: DefinitionProblem[] = []): DefinitionProblem[] {
  if (Array.isArray(node)) node.forEach((item) => checkPatterns(item, field, out));
  if (!isObject(node)) return out;
  if (typeof node.pattern === 'string') {
    const message = patternProblem(node.pattern, field);
    if (message) out.push({ field, message });
  }
  if (node.patternProperties !== undefined)
    out.push({
      field,
      message: `${field || 'The form'} uses patternProperties, which forms cannot use; list its fields under properties.`,
    });
  for (const [key, value] of Object.entries(node))
    if (key === 'properties' && isObject(value))
      for (const [name, child] of Object.entries(value)) checkPatterns(child, `${field}/${name}`, out);
    else if (key === 'items') checkPatterns(value, `${field}/*`, out);
    else if (key !== 'patternProperties' && !NOT_SCHEMAS.has(key)) checkPatterns(value, field, out);
  return out;
}
