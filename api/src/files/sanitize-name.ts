/**
 * File names come from the customer's machine: keep only the base name (no directories), drop control and
 * path characters and anything a Content-Disposition header or a file system could misread, cap the length.
 * Bidi controls and other format characters (Unicode Cf: U+202E shows 'invoice\u202Efdp.exe' as
 * 'invoiceexe.pdf', zero-width and tag characters) are dropped. The one sanitiser of names: every name is
 * cleaned where it is stored and again where it is shown or sent (README 'Security notes'), so names
 * stored before a rule was added are shown clean too.
 */
const MAX_NAME = 150;

export function sanitizeFileName(raw: string, fallback = 'document'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    // Format characters and lone surrogates (which no header can encode) go; C0 and C1 controls become spaces.
    .replace(/[\p{Cf}\p{Cs}]/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/["<>:|?*;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME - ext.length) + ext;
}

/** Fields of a form's data that hold a file name. */
const FILE_NAME_FIELDS = ['tradeReferencesFileName'] as const;

/** A form's data with its file names as sanitizeFileName shows them (an empty name stays empty). */
export function withCleanFileNames<T extends Record<string, unknown>>(data: T): T {
  const dirty = FILE_NAME_FIELDS.filter((f) => typeof data[f] === 'string' && data[f] !== '');
  if (!dirty.length) return data;
  const clean: Record<string, unknown> = { ...data };
  for (const f of dirty) clean[f] = sanitizeFileName(data[f] as string);
  return clean as T;
}

/** Splits 'report.final.PDF' into { base: 'report.final', ext: '.pdf' } (extension lower-cased). */
export function splitExtension(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { base: name, ext: '' };
  return { base: name.slice(0, dot), ext: name.slice(dot).toLowerCase() };
}
