/**
 * File names come from the customer's machine: keep only the base name (no directories), drop control and
 * path characters and anything a Content-Disposition header or a file system could misread, cap the length.
 */
const MAX_NAME = 150;

export function sanitizeFileName(raw: string, fallback = 'document'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
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

/** Splits 'report.final.PDF' into { base: 'report.final', ext: '.pdf' } (extension lower-cased). */
export function splitExtension(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { base: name, ext: '' };
  return { base: name.slice(0, dot), ext: name.slice(dot).toLowerCase() };
}
