/**
 * E-signature envelopes of credit applications and their evidence trail (migration 0007, README
 * 'E-signature'). An envelope row exists from the moment sending is queued ('queued'); the provider's
 * envelope id is stored as soon as the provider answers, so a retried job finds it instead of creating
 * a second envelope. `attempt` counts sends per application: (submission, attempt) is the idempotency key.
 */
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { submissions } from './submissions';

export const esignStatuses = [
  'queued',
  'sent',
  'delivered',
  'signed',
  'completed',
  'declined',
  'voided',
] as const;
export type EsignStatus = (typeof esignStatuses)[number];

/** The approval terms written into the agreement (prefilled tabs on DocuSign). */
export interface AgreementTerms {
  applicationNumber: string;
  companyName: string;
  customerCode: string;
  approvedAmount: string;
  netTerms: string;
  unitName: string;
  brand: string;
  /** The unit's own brand name (its theme's display name, else its name): the agreement's wordmark and footer. */
  brandName?: string;
  division: string;
}

export const esignEnvelopes = pgTable(
  'esign_envelopes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    attempt: integer('attempt').notNull(),
    provider: text('provider', { enum: ['builtin', 'docusign'] }).notNull(),
    /** The provider's envelope id (the built-in provider uses this row's id). */
    envelopeId: text('envelope_id'),
    status: text('status', { enum: esignStatuses }).notNull().default('queued'),
    templateId: text('template_id').notNull().default(''),
    signerName: text('signer_name').notNull().default(''),
    signerEmail: text('signer_email').notNull(),
    terms: jsonb('terms').$type<AgreementTerms>().notNull(),
    /** SHA-256 of the customer's signing token (the emailed link); the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    signedFileId: uuid('signed_file_id'),
    certificateFileId: uuid('certificate_file_id'),
    documentSha256: text('document_sha256'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('esign_envelopes_attempt').on(t.submissionId, t.attempt),
    uniqueIndex('esign_envelopes_provider_id').on(t.provider, t.envelopeId),
    uniqueIndex('esign_envelopes_token').on(t.tokenHash),
  ],
);

/** One event of an envelope: who, when, from where; `sourceKey` makes a repeated notification a no-op. */
export const esignEvents = pgTable(
  'esign_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeRowId: uuid('envelope_row_id')
      .notNull()
      .references(() => esignEnvelopes.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    sourceKey: text('source_key'),
  },
  (t) => [
    index('esign_events_envelope').on(t.envelopeRowId, t.at),
    uniqueIndex('esign_events_source').on(t.sourceKey),
  ],
);
