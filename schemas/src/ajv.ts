import Ajv, { type ErrorObject, type SchemaValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import addKeywords from 'ajv-keywords';
import addErrors from 'ajv-errors';

/**
 * The one ajv set-up shared by the browser (RJSF's `customizeValidator({ extenderFn: extendAjv })`) and the
 * server (`createAjv()`), so a rule can never be enforced on one side only.
 *
 * Custom keywords (all prefixed `x-`, all usable in `errorMessage`):
 * - `x-normalize`: annotation only ('upper' | 'digits' | 'trim' | 'unmask'); `normalize()` applies it.
 * - `x-forbid`: a string of characters the value may not contain.
 * - `x-noDigits`: the value may not contain a digit.
 * - `x-digitsOnly`: the value may contain digits only.
 * - `x-uniqueBy`: on an array of objects, `[{ property, message, digits? }]`; a repeated value is reported on
 *   the repeating item's property (for example '/tradeRefInfo/2/phone') with the given message.
 * A date that is not a real calendar date (00/00/0000 in the browser, '0000-00-00' stored) fails `format: 'date'`.
 */

/** Characters shown in the spec's 'Cannot contain (...)' messages. */
export const FORBIDDEN = { basic: '!$%#@', withAmp: '!$%#@&', billing: '!$%@' } as const;

export interface UniqueByRule {
  property: string;
  message: string;
  /** compare digits only (phone numbers typed with or without the mask) */
  digits?: boolean;
}

function fail(keyword: string, params: Record<string, unknown> = {}): Partial<ErrorObject> {
  return { keyword, params, message: `must pass "${keyword}" keyword validation` };
}

const forbid: SchemaValidateFunction = (chars: string, data: unknown) => {
  if (typeof data !== 'string' || ![...chars].some((c) => data.includes(c))) return true;
  forbid.errors = [fail('x-forbid', { chars })];
  return false;
};

const noDigits: SchemaValidateFunction = (on: boolean, data: unknown) => {
  if (!on || typeof data !== 'string' || !/\d/.test(data)) return true;
  noDigits.errors = [fail('x-noDigits')];
  return false;
};

const digitsOnly: SchemaValidateFunction = (on: boolean, data: unknown) => {
  if (!on || typeof data !== 'string' || /^\d*$/.test(data)) return true;
  digitsOnly.errors = [fail('x-digitsOnly')];
  return false;
};

function comparable(value: unknown, digits: boolean | undefined): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = digits ? String(value).replace(/\D/g, '') : String(value).trim().toUpperCase();
  return text === '' ? undefined : text;
}

const uniqueBy: SchemaValidateFunction = (rules: UniqueByRule[], data: unknown, _parentSchema, dataCxt) => {
  if (!Array.isArray(data)) return true;
  const errors: Partial<ErrorObject>[] = [];
  for (const rule of rules) {
    const seen = new Set<string>();
    data.forEach((item: unknown, index) => {
      const value = comparable((item as Record<string, unknown> | null)?.[rule.property], rule.digits);
      if (value === undefined) return;
      if (seen.has(value)) {
        errors.push({
          keyword: 'x-uniqueBy',
          instancePath: `${dataCxt?.instancePath ?? ''}/${index}/${rule.property}`,
          params: { property: rule.property },
          message: rule.message,
        });
      }
      seen.add(value);
    });
  }
  if (errors.length === 0) return true;
  uniqueBy.errors = errors;
  return false;
};

/** Adds formats, ajv-keywords, ajv-errors and the custom keywords above. Safe to call once per ajv. */
// Generic so that RJSF's own copy of ajv (a separate, structurally identical class) can be passed in.
export function extendAjv<T>(instance: T): T {
  const ajv = instance as unknown as Ajv;
  if (ajv.getKeyword('x-forbid')) return instance;
  addFormats(ajv);
  addKeywords(ajv, ['transform', 'uniqueItemProperties']);
  addErrors(ajv, { singleError: false });
  ajv.addKeyword({
    keyword: 'x-normalize',
    schemaType: 'string',
    metaSchema: { enum: ['upper', 'digits', 'trim', 'unmask'] },
  });
  ajv.addKeyword({ keyword: 'x-forbid', schemaType: 'string', errors: true, validate: forbid });
  ajv.addKeyword({ keyword: 'x-noDigits', schemaType: 'boolean', errors: true, validate: noDigits });
  ajv.addKeyword({ keyword: 'x-digitsOnly', schemaType: 'boolean', errors: true, validate: digitsOnly });
  ajv.addKeyword({
    keyword: 'x-uniqueBy',
    type: 'array',
    schemaType: 'array',
    errors: true,
    validate: uniqueBy,
  });
  // Annotations read by steps.ts and the renderer; no validation.
  ajv.addKeyword({ keyword: 'x-step' });
  ajv.addKeyword({ keyword: 'x-required' });
  return instance;
}

/** The server's ajv (and the one tests and benches use). */
export function createAjv(): Ajv {
  return extendAjv(new Ajv({ allErrors: true, $data: true, strict: false }));
}
