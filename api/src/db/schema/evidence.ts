/**
 * Evidence bundles (migration 0034, README 'Evidence bundle'): one row per frozen ZIP of a decision, its bytes
 * in the object store through `files` (kind 'evidence'). Never updated: a later completion adds a version.
 */
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { files } from './documents';
import { submissions } from './submissions';

export const evidenceBundles = pgTable(
  'evidence_bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    decision: text('decision', { enum: ['APPROVED', 'DENIED'] }).notNull(),
    /** The decision's time (submissions.approved_or_denied_date): which decision the bundle is of. */
    decidedAt: ts('decided_at').notNull(),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** SHA-256 of manifest.json as stored in the ZIP (the manifest does not list itself). */
    manifestSha256: text('manifest_sha256').notNull(),
    /** The completed e-signature envelope whose agreement and certificate the bundle holds, if any. */
    signedEnvelopeId: uuid('signed_envelope_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('evidence_bundles_version').on(t.submissionId, t.version)],
);
