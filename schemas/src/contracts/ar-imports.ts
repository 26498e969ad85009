/**
 * AR import (issue 29 item 4): `POST /api/v1/ar-imports` (multipart `file`, `unitId`, optional `mapping`), by a
 * Super Admin or an Admin of the unit. The file is a CSV whose header is AR_COLUMNS (`tax_id` allowed in place
 * of `customer_code`; a saved or given mapping renames an ERP export's columns onto these). All or nothing:
 * any bad line answers 400 with `errors: [{ line, message }]` (the header is line 1) and nothing is stored.
 * Imports are kept per unit and as-of date; re-importing the same date replaces it. Each row is matched to an
 * entity by customer code or tax id; the unmatched rows are listed for staff to match.
 */
import { z } from 'zod';

export const AR_COLUMNS = [
  'customer_code',
  'division_code',
  'as_of',
  'current',
  'days_1_30',
  'days_31_60',
  'days_61_90',
  'days_over_90',
  'total',
] as const;
export type ArColumn = (typeof AR_COLUMNS)[number] | 'tax_id';

/** The downloadable template (`GET /api/v1/ar-imports/template`). */
export const AR_TEMPLATE = `${AR_COLUMNS.join(',')}\nC-1001,BRI,2026-10-31,1200.00,300.00,0,0,0,1500.00\n`;

/** `{ "<our column>": "<the file's header>" }`, e.g. `{ "customer_code": "Cust No" }`. */
const MAPPABLE: readonly string[] = [...AR_COLUMNS, 'tax_id'];
export const arMappingSchema = z
  .record(z.string(), z.string().trim().min(1).max(100))
  .refine(
    (m) => Object.keys(m).every((k) => MAPPABLE.includes(k)),
    'Only the format’s columns can be mapped',
  );
export type ArMapping = Partial<Record<ArColumn, string>>;

/** The multipart fields besides `file`; `mapping` is JSON text. `saveMapping` keeps it for the unit. */
export const arImportFieldsSchema = z.object({
  unitId: z.string().uuid('Choose a company or division'),
  mapping: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      try {
        return arMappingSchema.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The column mapping is not valid' });
        return z.NEVER;
      }
    }),
  saveMapping: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ArImportFields = z.infer<typeof arImportFieldsSchema>;

export interface ArLineError {
  line: number;
  message: string;
}

export interface ArUnmatchedLine {
  id: string;
  line: number;
  customerCode: string;
  taxId: string | null;
  unitName: string;
  asOf: string;
  total: number;
}

export interface ArImportResult {
  /** One import per as-of date and unit of the file. */
  imports: { id: string; unitId: string; asOf: string; rowCount: number; replaced: boolean }[];
  rowCount: number;
  matchedCount: number;
  unmatchedCount: number;
  unmatched: ArUnmatchedLine[];
}

/** `GET /api/v1/ar-imports/unmatched?unitId=`: the lines still to match, in the user's units. */
export const arUnmatchedQuerySchema = z.object({ unitId: z.string().uuid().optional() });

/** `POST /api/v1/ar-imports/lines/:id/match`: this line (and the same code's other lines) to this entity. */
export const arMatchSchema = z.object({
  entityId: z.string().uuid('Choose a customer'),
  reason: z.string().trim().min(1, 'A reason is required').max(500),
});
export type ArMatchInput = z.infer<typeof arMatchSchema>;

/** `PUT /api/v1/ar-imports/mapping/:unitId`: the unit's saved mapping. */
export const arMappingBodySchema = z.object({ mapping: arMappingSchema });

export const arImportPaths = {
  import: '/api/v1/ar-imports',
  template: '/api/v1/ar-imports/template',
  unmatched: '/api/v1/ar-imports/unmatched',
  match: (lineId: string) => `/api/v1/ar-imports/lines/${encodeURIComponent(lineId)}/match`,
  mapping: (unitId: string) => `/api/v1/ar-imports/mapping/${encodeURIComponent(unitId)}`,
};
