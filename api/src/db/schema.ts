/**
 * The whole data model (DESIGN.md §4). Workflow values are real columns; what the customer typed is a
 * jsonb document validated by the form definition's JSON Schema. Money is numeric, times timestamptz.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
/** Full-text search vector (PostgreSQL tsvector), written by the database, never by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Companies and divisions in one table; the API shows them as two resources. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['company', 'division'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => units.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    prefix: text('prefix').notNull().default(''),
    /** Next application number suffix; taken atomically on submit. */
    counter: integer('counter').notNull().default(1),
    emailTemplate: text('email_template', { enum: ['CPG', 'IDS', 'MIDDLEBAY', 'BRISTOL', 'WDS', 'UWL'] }),
    docuSignTemplateId: text('docusign_template_id').notNull().default(''),
    quickCreditAmount: money('quick_credit_amount').notNull().default('0'),
    managers: jsonb('managers').$type<string[]>().notNull().default([]),
    // Credit application email wording (back-office.md §2 'Credit Application Email Templates').
    invitationBody: text('invitation_body').notNull().default(''),
    invitationTopNote: text('invitation_top_note').notNull().default(''),
    receiptFirstParagraph: text('receipt_first_paragraph').notNull().default(''),
    receiptSecondParagraph: text('receipt_second_paragraph').notNull().default(''),
    deniedFirstParagraph: text('denied_first_paragraph').notNull().default(''),
    deniedSecondParagraph: text('denied_second_paragraph').notNull().default(''),
    approvedFirstParagraph: text('approved_first_paragraph').notNull().default(''),
    approvedSecondParagraph: text('approved_second_paragraph').notNull().default(''),
    approvedBoldParagraph: text('approved_bold_paragraph').notNull().default(''),
    contactApprovedBody: text('contact_approved_body').notNull().default(''),
    contactDeniedBody: text('contact_denied_body').notNull().default(''),
    duplicationNotification: text('duplication_notification').notNull().default(''),
    contactDuplicationNotification: text('contact_duplication_notification').notNull().default(''),
    // Customer activation email wording (customerActivationEmailTemplate).
    caInvitationBody: text('ca_invitation_body').notNull().default(''),
    caInvitationTopNote: text('ca_invitation_top_note').notNull().default(''),
    caReceiptFirstParagraph: text('ca_receipt_first_paragraph').notNull().default(''),
    caReceiptSecondParagraph: text('ca_receipt_second_paragraph').notNull().default(''),
    caApprovedFirstParagraph: text('ca_approved_first_paragraph').notNull().default(''),
    caApprovedSecondParagraph: text('ca_approved_second_paragraph').notNull().default(''),
    caStatusParagraph: text('ca_status_paragraph').notNull().default(''),
    // Customer portal theme of this unit (customer-portal.md §1): kept as data, not code.
    onboardingEmail: text('onboarding_email').notNull().default(''),
    termsUrl: text('terms_url').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
    onboardingPacketFileId: uuid('onboarding_packet_file_id'),
    onboardingPacketModified: ts('onboarding_packet_modified'),
    addDate: ts('add_date').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('units_kind_code_live')
      .on(t.kind, t.code)
      .where(sql`${t.deleteDate} is null`),
    index('units_parent').on(t.parentId),
    check('units_division_has_parent', sql`(${t.kind} = 'company') = (${t.parentId} is null)`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    addDate: ts('add_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contacts_unit_name').on(t.unitId, sql`upper(${t.name})`)],
);

export const denialCodes = pgTable(
  'denial_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    code: text('code').notNull(),
    description: text('description').notNull(),
    addDate: ts('add_date').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('denial_codes_unit_code_live')
      .on(t.unitId, t.code)
      .where(sql`${t.deleteDate} is null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** False until the invitation is accepted. */
    active: boolean('active').notNull().default(false),
    security: text('security', { enum: ['READ ONLY', 'ADMIN', 'SUPER ADMIN'] })
      .notNull()
      .default('READ ONLY'),
    maximumApprovalAmount: integer('maximum_approval_amount').notNull().default(0),
    department: text('department').notNull().default(''),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: ts('invite_expires_at'),
    addDate: ts('add_date').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('users_email_live')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleteDate} is null`),
  ],
);

/** Companies and divisions assigned to a user. */
export const userUnits = pgTable(
  'user_units',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] }), index('user_units_unit').on(t.unitId)],
);

/** One row per refresh token. Rotation keeps the family; presenting a rotated token revokes the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash').on(t.refreshTokenHash),
    index('sessions_family').on(t.familyId),
    index('sessions_user').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token').on(t.tokenHash)],
);

/** Fixed-window counters for rate limits, kept in the database so several API processes share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

export const submissionStatuses = ['', 'SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

const listForms = ['credit-application', 'customer-activation'] as const;
const listedStatuses = ['SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED'] as const;
const searchIndexes = listForms.flatMap((form) => listedStatuses.map((status) => [form, status] as const));

/** Credit applications and customer activations. */
export const submissions = pgTable(
  'submissions',
  {
    /** gen_random_uuid(): 122 random bits, the customer link's secret part. */
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form', { enum: ['credit-application', 'customer-activation'] }).notNull(),
    formFamily: text('form_family').notNull(),
    formVersion: integer('form_version').notNull().default(1),
    status: text('status', { enum: submissionStatuses }).notNull().default('SENT'),
    applicationNumber: text('application_number'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => units.id),
    divisionId: uuid('division_id').references(() => units.id),
    email: text('email').notNull(),
    contacts: uuid('contacts')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customerCode: text('customer_code').notNull().default(''),
    amountReq: money('amount_req'),
    approvedAmount: money('approved_amount'),
    paymentTerms: text('payment_terms').notNull().default(''),
    netTerms: text('net_terms').notNull().default(''),
    isCod: boolean('is_cod').notNull().default(false),
    denialCode: text('denial_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
    referral: jsonb('referral').$type<string[]>().notNull().default([]),
    approvedBy: uuid('approved_by').references(() => users.id),
    notifiedBy: uuid('notified_by').references(() => users.id),
    notifiedDate: ts('notified_date'),
    approvedOrDeniedDate: ts('approved_or_denied_date'),
    applicationOpened: ts('application_opened'),
    signatureDate: ts('signature_date'),
    docuSignEnvelopeId: text('docusign_envelope_id'),
    docuSignCompleted: boolean('docusign_completed').notNull().default(false),
    tradeReferencesFileId: uuid('trade_references_file_id'),
    /** Bumped on every change; a stored PDF is reused while its version matches. */
    version: integer('version').notNull().default(1),
    pdfFileId: uuid('pdf_file_id'),
    pdfVersion: integer('pdf_version'),
    /**
     * The list search (back-office.md §2): the words of the application number, email, company name,
     * contact and customer code, each searchable by prefix. submission_search_vector() (migration 0001)
     * splits on anything that is not a letter or digit and also between letters and digits, so
     * 'WDS1005' is found by 'wds1005', 'wds' and '1005', and an email by any of its parts.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`submission_search_vector(coalesce(application_number, '') || ' ' || email || ' ' || coalesce(data->>'companyName', '') || ' ' || coalesce(data->>'companyContact', '') || ' ' || customer_code)`,
    ),
    addDate: ts('add_date').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('submissions_application_number').on(t.applicationNumber),
    // The lists' orders: newest first, the id breaking ties, so a page is the first rows of an index.
    index('submissions_list')
      .on(t.form, t.status, t.addDate.desc(), t.id.desc())
      .where(sql`${t.deleteDate} is null`),
    // REVIEWED (approved and denied together) by decision date.
    index('submissions_reviewed')
      .on(t.form, t.approvedOrDeniedDate.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deleteDate} is null and ${t.status} in ('APPROVED', 'DENIED')`),
    index('submissions_company').on(t.companyId, t.form, t.status),
    index('submissions_division').on(t.divisionId, t.form, t.status),
    // One search index per list (form x status, not deleted): a search inside a list then reads only that
    // list's postings. One index over all rows made a search on common words read postings for the
    // whole table (1,000,000 rows: 40-110 ms per search before any row was fetched).
    // The index holds every beginning of every word (submission_search_prefixes, migration 0002), so a
    // typed word is one exact lookup: a prefix match (`word:*`) made GIN gather every row of every word
    // starting so, 5-9 ms of a 1,000,000-row list's 11-16 ms search; the exact lookups take under 1 ms.
    ...searchIndexes.map(([form, status]) =>
      index(
        `submissions_search_${form === 'customer-activation' ? 'activation' : 'application'}_${status.toLowerCase()}`,
      )
        .using('gin', sql`submission_search_prefixes(${t.searchVector})`)
        .where(sql.raw(`form = '${form}' and status = '${status}' and delete_date is null`)),
    ),
  ],
);

/**
 * Live (not deleted) submissions per form, status and unit, kept by statement triggers on submissions
 * (migration 0001), so a list's total without a search or date range is a sum over a few rows instead of
 * a count over every row of the list (100,000 NEW activations: ~13 ms per count).
 */
export const submissionCounts = pgTable(
  'submission_counts',
  {
    form: text('form').notNull(),
    status: text('status').notNull(),
    companyId: uuid('company_id').notNull(),
    divisionId: uuid('division_id'),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [unique('submission_counts_key').on(t.form, t.status, t.companyId, t.divisionId).nullsNotDistinct()],
);

/** Versioned form definitions; built-in versions are seeded from the repository. */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form').notNull(),
    family: text('family').notNull(),
    version: integer('version').notNull(),
    schema: jsonb('schema').$type<Record<string, unknown>>().notNull(),
    uiSchema: jsonb('ui_schema').$type<Record<string, unknown>>().notNull().default({}),
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_definitions_version').on(t.form, t.family, t.version)],
);

/** Uploaded and generated documents. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['upload', 'generated-pdf', 'packet', 'signed-pdf'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    ownerId: uuid('owner_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_owner').on(t.ownerId), check('files_size_limit', sql`${t.size} <= 26214400`)],
);

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'dead';

/** Side effects written in the same transaction as the change that caused them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('email'),
    /** Template name, recipients, context and attachment specs; rendered by the worker. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Rendered message, kept for the Email log. */
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    html: text('html'),
    deliveredVia: text('delivered_via'),
    messageId: text('message_id'),
    submissionId: uuid('submission_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_created').on(t.createdAt.desc())],
);

export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    worker: text('worker').notNull(),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [index('outbox_attempts_outbox').on(t.outboxId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorKind: text('actor_kind', { enum: ['user', 'customer', 'system'] }).notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('audit_entity').on(t.entity, t.entityId), index('audit_at').on(t.at.desc())],
);
