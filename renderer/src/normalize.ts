import type { RJSFSchema } from '@rjsf/utils';

/**
 * Normalisation declared in a schema (`x-normalize`), applied as the user types so the browser shows what the
 * server will store. The schemas package applies the same declarations on the server.
 */
export type NormalizeKind = 'upper' | 'lower' | 'digits' | 'noDigits' | 'trim';

const ALIASES: Record<string, NormalizeKind> = {
  upper: 'upper',
  uppercase: 'upper',
  lower: 'lower',
  digits: 'digits',
  digitsOnly: 'digits',
  'digits-only': 'digits',
  noDigits: 'noDigits',
  stripDigits: 'noDigits',
  'no-digits': 'noDigits',
  trim: 'trim',
  // 'unmask' drops the mask's dashes and underscores: the masked widgets store digits only.
  unmask: 'digits',
};

export function normalizeKinds(schema: RJSFSchema | undefined, extra?: unknown): NormalizeKind[] {
  const declared = [schema?.['x-normalize'], extra].flat().filter((k): k is string => typeof k === 'string');
  return declared.map((k) => ALIASES[k]).filter((k): k is NormalizeKind => k !== undefined);
}

/** Applied while typing: trimming waits for blur so spaces between words can be typed. */
export function normalizeTyped(value: string, kinds: NormalizeKind[]): string {
  let out = value;
  for (const kind of kinds) {
    if (kind === 'upper') out = out.toUpperCase();
    else if (kind === 'lower') out = out.toLowerCase();
    else if (kind === 'digits') out = out.replace(/\D/g, '');
    else if (kind === 'noDigits') out = out.replace(/\d/g, '');
  }
  return out;
}

export function normalizeBlurred(value: string, kinds: NormalizeKind[]): string {
  const typed = normalizeTyped(value, kinds);
  return kinds.includes('trim') ? typed.trim() : typed;
}
