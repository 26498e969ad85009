/**
 * What generated validator code calls at run time besides ajv's own helpers: the `x-uniqueBy` comparison and the
 * country rules (the deferred ones: phone-deferred.ts). The server's ajv calls its own in process; a standalone validator module (forms/standalone.ts) names
 * it by AJV_RUNTIME and imports it. Plain functions only: no ajv compiler here.
 */
import type { ErrorObject } from 'ajv';

/** Characters shown in the spec's 'Cannot contain (...)' messages (here, so form definitions need no ajv). */
export const FORBIDDEN = { basic: '!$%#@', withAmp: '!$%#@&', billing: '!$%@' } as const;

/** The module name generated code uses to reach this file. */
export const AJV_RUNTIME = '@cp/schemas/ajv-runtime';

export interface UniqueByRule {
  property: string;
  message: string;
  /** compare digits only (phone numbers typed with or without the mask) */
  digits?: boolean;
}

function comparable(value: unknown, digits: boolean | undefined): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = digits ? String(value).replace(/\D/g, '') : String(value).trim().toUpperCase();
  return text === '' ? undefined : text;
}

/** One error per repeated value, on the repeating item's property ('/tradeRefInfo/2/phone'), with the rule's message. */
export function uniqueByErrors(rules: UniqueByRule[], data: unknown, instancePath: string): ErrorObject[] {
  if (!Array.isArray(data)) return [];
  const errors: ErrorObject[] = [];
  for (const rule of rules) {
    const seen = new Set<string>();
    data.forEach((item: unknown, index) => {
      const value = comparable((item as Record<string, unknown> | null)?.[rule.property], rule.digits);
      if (value === undefined) return;
      if (seen.has(value))
        errors.push({
          keyword: 'x-uniqueBy',
          instancePath: `${instancePath}/${index}/${rule.property}`,
          schemaPath: '#/x-uniqueBy',
          params: { property: rule.property },
          message: rule.message,
        });
      seen.add(value);
    });
  }
  return errors;
}

// Generated code's country rules: another country's phone waits for the page's rule (phone-deferred.ts).
export { countryRuleFails, setPhoneEngine } from './phone-deferred';
