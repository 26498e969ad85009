/**
 * The answer envelope of every spec call and every console action (back-office.md §7 'Every response is
 * read as success, message, data (plus id, applicationCount where relevant)'). Declared once here and
 * used by the API (to answer) and the console (to read).
 */
import { z } from 'zod';

/** One pair of the spec's 'Application count' (§3): item1 an id (or a number), item2 a count. */
export const applicationCountPairSchema = z.object({
  item1: z.union([z.string(), z.number()]),
  item2: z.number(),
});
export type ApplicationCountPair = z.infer<typeof applicationCountPairSchema>;

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T | null;
  id?: string;
  /** A number (activation lists) or the spec's pairs (application lists, company and division counts). */
  applicationCount?: number | ApplicationCountPair[];
  /** Per-field validation messages (field path → message), only on validation failures. */
  errors?: Record<string, string>;
}

/** The envelope with a typed data part, for clients that check what they receive. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data: data.nullable(),
    id: z.string().optional(),
    applicationCount: z.union([z.number(), z.array(applicationCountPairSchema)]).optional(),
    errors: z.record(z.string(), z.string()).optional(),
  });
