import { DEFAULT_COUNTRY } from './countries';
import type { FormData, FormDefinition, FormKind, JsonSchema } from './types';

/**
 * Defaults on load (customer-portal.md §3 Enumerations): each definition declares the values a new form
 * opens with (`defaults`); what the customer saved is laid over them.
 */

const emptyReference = () => ({ country: DEFAULT_COUNTRY });

/**
 * The defaults of a version stored before definitions declared them: what the code gave every form of its
 * kind then (a customer activation's banking or customs-broker section read from its schema).
 */
export function legacyDefaults(form: FormKind, schema: JsonSchema): FormData {
  // The reference answer forms came after definitions declared their defaults: they open empty.
  if (form === 'reference') return {};
  if (form === 'customer-activation') {
    const has = (name: string) => name in ((schema.properties as object | undefined) ?? {});
    return {
      address: { country: DEFAULT_COUNTRY },
      method: { code: 'Email' },
      paymentMethod: 'ACH',
      ...(has('bankInfo') ? { bankInfo: { country: DEFAULT_COUNTRY } } : {}),
      ...(has('chb') ? { chb: { country: DEFAULT_COUNTRY } } : {}),
    };
  }
  return {
    address: { country: DEFAULT_COUNTRY },
    method: { code: 'Email' },
    ownership: 'Corporation',
    bankInfo: { country: DEFAULT_COUNTRY, paymentMethod: 'ACH' },
    tradeRefInfo: [emptyReference(), emptyReference(), emptyReference()],
  };
}

export const defaultsOnLoad = (definition: Pick<FormDefinition, 'defaults'>): FormData =>
  structuredClone(definition.defaults);

const isObject = (v: unknown): v is FormData => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(defaults: FormData, data: FormData): FormData {
  const out: FormData = { ...defaults };
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    out[name] = isObject(value) && isObject(defaults[name]) ? merge(defaults[name], value) : value;
  }
  return out;
}

/**
 * Loaded data with the defaults filled in; a saved list shorter than the rows the defaults give is padded
 * with the remaining default rows (the three trade references).
 */
export function withDefaults(
  definition: Pick<FormDefinition, 'defaults'>,
  data: FormData | null | undefined,
): FormData {
  const defaults = defaultsOnLoad(definition);
  const merged = merge(defaults, data ?? {});
  for (const [name, rows] of Object.entries(defaults)) {
    const saved = data?.[name];
    if (Array.isArray(rows) && Array.isArray(saved) && saved.length < rows.length)
      merged[name] = [...saved, ...rows.slice(saved.length)];
  }
  return merged;
}
