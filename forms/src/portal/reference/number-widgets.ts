import type { JsonSchema, UiSchema } from '@cp/schemas/forms/types';

/**
 * Amounts and days typed on a phone get its number pad: a top-level number or integer the UI schema gives no
 * widget of its own is shown with the engine's 'digits' widget (inputMode numeric, thousands separators) rather
 * than as plain text. What the definition declares is kept.
 */
export function withNumberWidgets(schema: JsonSchema, uiSchema: UiSchema): UiSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const added: UiSchema = {};
  for (const [name, property] of Object.entries(properties)) {
    const types = ([] as unknown[]).concat(property.type ?? []);
    if (!types.includes('integer') && !types.includes('number')) continue;
    const own = (uiSchema[name] ?? {}) as Record<string, unknown>;
    if (own['ui:widget']) continue;
    added[name] = { ...own, 'ui:widget': 'digits' };
  }
  return { ...uiSchema, ...added };
}
