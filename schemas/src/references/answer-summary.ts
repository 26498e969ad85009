/**
 * A reference's answers as the form's labels show them (README 'Reference requests'): [label, value as shown]
 * in the form's order, through the version's labels and display formats (forms/describe.ts), a choice by the
 * words its UI schema gives it ('Slow 1–30 days', not 'slow-1-30'). Unanswered fields are left out.
 */
import { displayValue, labelOf } from '../forms/describe';
import type { FormDefinition } from '../forms/types';

type Described = Pick<FormDefinition, 'steps' | 'labels' | 'formats' | 'uiSchema' | 'schema'>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The words the UI schema gives a choice's value, if it names them. */
function choiceWords(definition: Described, field: string, value: unknown): string | undefined {
  const ui = definition.uiSchema[field];
  const node = isObject(definition.schema.properties) ? definition.schema.properties[field] : undefined;
  if (!isObject(ui) || !isObject(node) || !Array.isArray(node.enum) || !Array.isArray(ui['ui:enumNames']))
    return undefined;
  const words = (ui['ui:enumNames'] as unknown[])[node.enum.indexOf(value)];
  return typeof words === 'string' ? words : undefined;
}

export function answerSummary(
  definition: Described,
  answers: Record<string, unknown>,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const field of definition.steps.flatMap((s) => s.fields)) {
    const value = answers[field];
    if (value === undefined || value === null || value === '') continue;
    const shown = choiceWords(definition, field, value) ?? displayValue(definition, field, value);
    out.push([labelOf(definition, field), shown]);
  }
  return out;
}
