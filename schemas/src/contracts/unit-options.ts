/**
 * The unit lookups the console's submission screens use: the header switch (selectable units), the invite
 * and copy dialogs (offered units), and a unit's active contacts and denial codes.
 */
import { z } from 'zod';

export const unitOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['company', 'division', 'all']),
  parentId: z.string().nullable(),
});
export type UnitOption = z.infer<typeof unitOptionSchema>;

export const contactOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ContactOption = z.infer<typeof contactOptionSchema>;

export const denialCodeOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
});
export type DenialCodeOption = z.infer<typeof denialCodeOptionSchema>;

/**
 * `GET /api/v1/units/offered?kind=<kind>`: the units an invite or copy may target. Every offered unit is
 * active; for applications the invite itself then checks the unit's email template, DocuSign template id
 * and wording (back-office.md §5) and answers §8's message when one is missing.
 */
export const offeredQuerySchema = z.object({
  kind: z.enum(['activations', 'applications']).catch('activations').default('activations'),
});
