/**
 * The evidence bundle of a decision (README 'Evidence bundle'): a ZIP whose `manifest.json` names every other
 * file in it with its SHA-256 and size. The manifest is not in its own list: its hash is kept on the bundle's
 * row instead, so a verifier needs nothing but the ZIP to check the files, and the server can check the manifest.
 */
import { z } from 'zod';

export const EVIDENCE_MANIFEST = 'manifest.json';
export const EVIDENCE_FORMAT = 'cp-evidence-bundle/1';

export const evidenceFileSchema = z.object({
  /** The file's path inside the ZIP (forward slashes, no leading slash). */
  path: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

export const evidenceManifestSchema = z.object({
  format: z.literal(EVIDENCE_FORMAT),
  submissionId: z.string().uuid(),
  applicationNumber: z.string(),
  kind: z.enum(['application', 'activation']),
  unit: z.object({ id: z.string().uuid(), name: z.string() }),
  decision: z.enum(['APPROVED', 'DENIED']),
  decidedAt: z.string().datetime(),
  decidedBy: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  /** 1 for the bundle frozen at the decision; a later one adds what completed since (the signed agreement). */
  version: z.number().int().positive(),
  createdAt: z.string().datetime(),
  files: z.array(evidenceFileSchema),
});
export type EvidenceManifest = z.infer<typeof evidenceManifestSchema>;

/** GET /api/v1/submissions/:id/evidence?version=n: an older version; without it, the latest. */
export const evidenceQuerySchema = z.object({
  version: z.coerce.number().int().positive().max(1000).optional(),
});
