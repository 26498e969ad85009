import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';

/** ui:options.disable of a 'conditionalObject': these properties are disabled while `when` is one of `is`. */
export interface DisableRule {
  when: string;
  is: unknown[];
  fields: string[];
}

type Conditional = { if?: RJSFSchema; then?: RJSFSchema };

/** The `required` lists of the object's `allOf: [{ if: { properties: { x: { const } } }, then }]` that hold. */
function requiredNow(schema: RJSFSchema, data: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const part of (schema.allOf ?? []) as Conditional[]) {
    const props = (part.if?.properties ?? {}) as Record<string, { const?: unknown }>;
    const holds = Object.entries(props).every(([key, rule]) => 'const' in rule && data[key] === rule.const);
    if (part.if && holds) out.push(...((part.then?.required as string[] | undefined) ?? []));
  }
  return out;
}

/**
 * An object whose properties depend on one of its answers (customer-portal.md §5, 'Will {unit} handle your
 * CHB?'): properties a condition makes required show their '*' (RJSF marks only the unconditional `required`),
 * and ui:options.disable turns properties off while the answer says they do not apply.
 */
export default function ConditionalObjectField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  const data = (props.formData ?? {}) as Record<string, unknown>;
  const { 'ui:field': _field, ...ui } = (props.uiSchema ?? {}) as UiSchema;
  const rules = ((ui['ui:options'] as { disable?: DisableRule[] } | undefined)?.disable ??
    []) as DisableRule[];
  const disabled = new Set(rules.filter((r) => r.is.includes(data[r.when] ?? null)).flatMap((r) => r.fields));
  const nextUi: UiSchema = { ...ui };
  for (const name of disabled) nextUi[name] = { ...(ui[name] as UiSchema | undefined), 'ui:disabled': true };
  const extra = requiredNow(props.schema, data).filter((name) => !disabled.has(name));
  const schema = extra.length
    ? { ...props.schema, required: [...new Set([...(props.schema.required ?? []), ...extra])] }
    : props.schema;
  return <ObjectField {...props} schema={schema} uiSchema={nextUi} />;
}
