/**
 * Equivalent definitions of the eight-step application's largest step (three trade references, 24 inputs) for
 * the peer benchmark (issue 17): derived from our own JSON Schema and UI schema, so the three engines render the
 * same fields with the same labels, order, required flags, length limits, patterns, masks and messages.
 * Custom keywords become what the peers have: `x-forbid` / `x-noDigits` a pattern, the phone a 999-999-9999 mask.
 */
import { COUNTRIES } from '@cp/schemas/forms/countries';
import { tradeReferenceEight } from '@cp/schemas/forms/definitions/application-common';
import { TRADE_REFERENCE_ORDER } from '@cp/schemas/forms/definitions/layout-parts';
import { tradeReference } from '@cp/schemas/forms/definitions/ui/ui-parts';

export interface FieldSpec {
  key: string;
  label: string;
  kind: 'text' | 'email' | 'phone' | 'select';
  required: boolean;
  requiredMessage?: string;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
  options?: readonly string[];
}

type Schema = {
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
};

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

export function tradeReferenceFields(): FieldSpec[] {
  const schema = tradeReferenceEight() as unknown as Schema;
  const ui = tradeReference(true) as Record<string, Record<string, unknown>>;
  // In the order of the form's layout tree.
  return TRADE_REFERENCE_ORDER.map((key) => {
    const s = schema.properties[key];
    const messages = (s.errorMessage ?? {}) as Record<string, string>;
    const widget = ui[key]['ui:widget'];
    const kind: FieldSpec['kind'] =
      widget === 'country' ? 'select' : widget === 'email' ? 'email' : key === 'phone' ? 'phone' : 'text';
    const lookaheads: string[] = [];
    let patternMessage: string | undefined;
    if (typeof s['x-forbid'] === 'string') {
      lookaheads.push(`(?!.*[${escapeClass(s['x-forbid'])}])`);
      patternMessage = messages['x-forbid'];
    }
    if (s['x-noDigits']) {
      lookaheads.push('(?!.*[0-9])');
      patternMessage ??= messages['x-noDigits'];
    }
    let pattern = lookaheads.length ? `^${lookaheads.join('')}.*$` : undefined;
    if (typeof s.pattern === 'string' && kind !== 'phone') {
      pattern = s.pattern;
      patternMessage = messages.pattern;
    }
    return {
      key,
      label: String(ui[key]['ui:title'] ?? key),
      kind,
      required: (schema.required ?? []).includes(key),
      requiredMessage: (s['x-required'] as string | undefined) ?? messages.minLength,
      maxLength: typeof s.maxLength === 'number' ? s.maxLength : undefined,
      pattern,
      patternMessage,
      options: kind === 'select' ? COUNTRIES : undefined,
    };
  });
}

export const REFERENCES = 3;

/** The sample references the benchmark starts from (as in the playground's sample data). */
export const sampleReference = (i: number): Record<string, string> => ({
  company: `REFERENCE COMPANY ${i + 1}`,
  email: `ap${i + 1}@reference.example`,
  contact: 'Dana Whitfield',
  phone: `562555010${i}`,
  country: 'United States',
  address: `${100 + i} MAIN ST`,
  city: 'LONG BEACH',
  state: 'CA',
});

/** Form.io 5 components: one panel per reference. */
export function formioDefinition() {
  const fields = tradeReferenceFields();
  return {
    display: 'form',
    components: Array.from({ length: REFERENCES }, (_, i) => ({
      type: 'panel',
      key: `reference${i}`,
      title: `Trade Reference ${i + 1}`,
      components: fields.map((f) => ({
        type:
          f.kind === 'select'
            ? 'select'
            : f.kind === 'email'
              ? 'email'
              : f.kind === 'phone'
                ? 'phoneNumber'
                : 'textfield',
        key: `ref${i}_${f.key}`,
        label: f.label,
        input: true,
        ...(f.kind === 'phone' ? { inputMask: '999-999-9999' } : {}),
        ...(f.kind === 'select'
          ? {
              dataSrc: 'values',
              data: { values: f.options?.map((o) => ({ label: o, value: o })) },
              widget: 'html5',
            }
          : {}),
        validate: {
          required: f.required,
          ...(f.maxLength ? { maxLength: f.maxLength } : {}),
          ...(f.pattern ? { pattern: f.pattern } : {}),
          ...(f.patternMessage || f.requiredMessage
            ? { customMessage: f.patternMessage ?? f.requiredMessage }
            : {}),
        },
      })),
    })),
  };
}

/** SurveyJS (survey-core 3) JSON: one panel per reference, validation on value change like ours. */
export function surveyDefinition() {
  const fields = tradeReferenceFields();
  return {
    checkErrorsMode: 'onValueChanged',
    textUpdateMode: 'onTyping',
    showQuestionNumbers: 'off',
    pages: [
      {
        name: 'tradeReferences',
        elements: Array.from({ length: REFERENCES }, (_, i) => ({
          type: 'panel',
          name: `reference${i}`,
          title: `Trade Reference ${i + 1}`,
          elements: fields.map((f) => ({
            type: f.kind === 'select' ? 'dropdown' : 'text',
            name: `ref${i}_${f.key}`,
            title: f.label,
            isRequired: f.required,
            ...(f.requiredMessage ? { requiredErrorText: f.requiredMessage } : {}),
            ...(f.kind === 'email' ? { inputType: 'email' } : {}),
            ...(f.kind === 'phone'
              ? { inputType: 'tel', maskType: 'pattern', maskSettings: { pattern: '999-999-9999' } }
              : {}),
            ...(f.maxLength ? { maxLength: f.maxLength } : {}),
            ...(f.kind === 'select' ? { choices: f.options } : {}),
            validators: [
              ...(f.kind === 'email' ? [{ type: 'email' }] : []),
              ...(f.pattern ? [{ type: 'regex', regex: f.pattern, text: f.patternMessage }] : []),
            ],
          })),
        })),
      },
    ],
  };
}

/** Flat data for the peers (ref{i}_{field}). */
export function peerData(): Record<string, string> {
  const data: Record<string, string> = {};
  for (let i = 0; i < REFERENCES; i++)
    for (const [k, v] of Object.entries(sampleReference(i))) data[`ref${i}_${k}`] = v;
  return data;
}
