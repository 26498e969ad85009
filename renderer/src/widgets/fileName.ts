import { FILE_UPLOAD } from '@cp/schemas/messages/renderer';

export const ACCEPTED_EXTENSIONS = FILE_UPLOAD.accepted.split(',');

export function isAcceptedFile(name: string, accepted: readonly string[] = ACCEPTED_EXTENSIONS): boolean {
  const lower = name.toLowerCase();
  return accepted.some((ext) => lower.endsWith(ext.toLowerCase()));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server stores 'name<id>.ext' (spec §4: the application id appended before the extension); the user sees
 * 'name.ext'. With the id known it is stripped exactly, otherwise a trailing uuid or 24-hex id is.
 */
export function displayFileName(stored: string, id?: string): string {
  const dot = stored.lastIndexOf('.');
  const base = dot > 0 ? stored.slice(0, dot) : stored;
  const ext = dot > 0 ? stored.slice(dot) : '';
  const pattern = id
    ? new RegExp(`[-_ ]?${escape(id)}$`)
    : /[-_ ]?(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;
  const stripped = base.replace(pattern, '');
  return (stripped || base) + ext;
}
