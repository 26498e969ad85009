/**
 * CSV exports (README 'Exports'): `GET /api/v1/exports/<list>.csv` with the list's own query parameters
 * (the same `filter`/`sort` JSON, or page parameters, its list route reads) and the viewer's time zone.
 */
import { z } from 'zod';

/** Every list that exports, by the name in its export path. */
export const EXPORT_LISTS = [
  'applications',
  'activations',
  'users',
  'companies',
  'divisions',
  'email-log',
  'customers',
  'reviews',
  'references',
] as const;
export type ExportListName = (typeof EXPORT_LISTS)[number];

export const isExportList = (name: string): name is ExportListName =>
  (EXPORT_LISTS as readonly string[]).includes(name);

/** The path of a list's export. */
export const exportPath = (list: ExportListName): string => `/api/v1/exports/${list}.csv`;

/** Besides the list's own query: the IANA time zone the file's times are written in (the viewer's; UTC by default). */
export const exportViewSchema = z.object({
  tz: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_+\-/]+$/)
    .optional(),
});

/** The reference requests are a list per application: its export names the application. */
export const referencesExportQuerySchema = z.object({ submissionId: z.string().uuid() });
