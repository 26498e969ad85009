/**
 * Issue 15 item 2: every required field of every customer form says what is missing, in the words the
 * spec gives for it or a human 'Please enter the …' — never the generic 'Must have a minimum of 1 character'.
 * One row per required field, found by walking each form's JSON Schema (conditional parts included).
 */
import { rowData } from './rule-rows';
import { FORM_KEYS, getFormDefinition } from './registry';
import type { CustomerFormKey as FormKey, JsonSchema } from './types';
import { validateForm } from './validate';

interface RequiredField {
  key: FormKey;
  path: string;
  type: string;
  message: string;
  /** Required only when a condition holds (`then` of an if): not checked against the sample. */
  conditional: boolean;
}

function requiredFields(key: FormKey): RequiredField[] {
  const out: RequiredField[] = [];
  const walk = (s: JsonSchema | undefined, path: string, conditional: boolean) => {
    if (!s || typeof s !== 'object') return;
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const messages = ((s.errorMessage as JsonSchema | undefined)?.required ?? {}) as Record<string, string>;
    for (const [name, message] of Object.entries(messages))
      out.push({ key, path: `${path}/${name}`, type: String(props[name]?.type), message, conditional });
    for (const [name, sub] of Object.entries(props)) walk(sub, `${path}/${name}`, conditional);
    walk(s.items as JsonSchema | undefined, `${path}/0`, conditional);
    for (const sub of (s.allOf ?? []) as JsonSchema[]) walk(sub, path, conditional);
    walk(s.then as JsonSchema | undefined, path, true);
    walk(s.else as JsonSchema | undefined, path, true);
  };
  walk(getFormDefinition(key).schema, '', false);
  return out;
}

const FIELDS = FORM_KEYS.flatMap(requiredFields);
// The spec's own sentences for missing things start with one of these (customer-portal.md §5).
const HUMAN =
  /^(Please (enter|select|confirm|accept) |You must |We must |Must have your |Minimum of 3 |minimum 3 |If email, )/;

describe('required fields say what is missing (issue 15 item 2)', () => {
  it('finds the required fields of every form', () => {
    for (const key of FORM_KEYS) expect(FIELDS.filter((f) => f.key === key).length).toBeGreaterThan(15);
    expect(FIELDS.filter((f) => f.type === 'string').length).toBeGreaterThan(150);
  });

  it.each(FIELDS.map((f) => [f.key, f.path, f.message, f] as const))(
    '%s %s -> %s',
    (_key, _path, message, field) => {
      expect(message).not.toBe('Must have a minimum of 1 character');
      expect(message).toMatch(HUMAN);
      if (field.conditional) return;
      // Left out of an otherwise valid form, the field reports that message on its own path.
      const { errors } = validateForm(
        getFormDefinition(field.key),
        rowData({ key: field.key, path: field.path, value: null }),
        'submit',
      );
      expect(errors[field.path]).toBe(message);
    },
  );
});
