import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The property names other fields depend on: the keys an `if` tests, the keys of `dependencies`,
 * `dependentRequired` and `dependentSchemas`, and the `when` of a 'conditionalObject' disable rule. A text
 * widget holding one of these hands RJSF every keystroke (its dependants re-render as the customer types);
 * the others hand RJSF their value when the box loses focus (see `useTypedValue`). Matched by name, not path:
 * a name that is a source anywhere counts everywhere, which errs on the side of updating.
 */
export function conditionSources(schema: RJSFSchema, uiSchema?: UiSchema): Set<string> {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const walkSchema = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walkSchema);
    const s = node as Record<string, unknown>;
    const cond = s.if as { properties?: object; required?: string[] } | undefined;
    if (cond && typeof cond === 'object') {
      for (const key of Object.keys(cond.properties ?? {})) out.add(key);
      for (const key of cond.required ?? []) out.add(key);
    }
    for (const k of ['dependencies', 'dependentRequired', 'dependentSchemas'])
      for (const key of Object.keys((s[k] as object | undefined) ?? {})) out.add(key);
    for (const value of Object.values(s)) walkSchema(value);
  };
  const walkUi = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const disable = (node as { disable?: unknown }).disable;
    if (Array.isArray(disable))
      for (const rule of disable) if (typeof rule?.when === 'string') out.add(rule.when);
    for (const value of Object.values(node)) walkUi(value);
  };
  walkSchema(schema);
  walkUi(uiSchema);
  return out;
}

/** The property name a JSON pointer ends with ('/tradeReferences/0/company' -> 'company'). */
export function lastName(pointer: string): string {
  return pointer
    .slice(pointer.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}
