import { DEFAULT_COUNTRY } from './countries';
import type { FormData, FormDefinition } from './types';

/** Defaults on load (customer-portal.md §3 Enumerations). */

const emptyReference = () => ({ country: DEFAULT_COUNTRY });

export function defaultsOnLoad(definition: FormDefinition): FormData {
  if (definition.form === 'customer-activation') {
    // The CPG activation has a banking section, the UWL one a customs broker (read from the schema).
    const has = (name: string) => name in ((definition.schema.properties as object | undefined) ?? {});
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

const isObject = (v: unknown): v is FormData => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(defaults: FormData, data: FormData): FormData {
  const out: FormData = { ...defaults };
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    out[name] = isObject(value) && isObject(defaults[name]) ? merge(defaults[name], value) : value;
  }
  return out;
}

/** Loaded data with the defaults filled in and the trade-reference list padded to three rows. */
export function withDefaults(definition: FormDefinition, data: FormData | null | undefined): FormData {
  const merged = merge(defaultsOnLoad(definition), data ?? {});
  if (Array.isArray(data?.tradeRefInfo) && definition.form === 'credit-application') {
    const refs = [...(data.tradeRefInfo as unknown[])];
    while (refs.length < 3) refs.push(emptyReference());
    merged.tradeRefInfo = refs;
  }
  return merged;
}
