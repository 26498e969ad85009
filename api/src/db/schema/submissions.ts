/** Credit applications and customer activations, and their live counts per list. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RoleFacts } from '@cp/schemas/forms/roles';
import { tsvector, ts, money } from './columns';
import { units } from './units';
import { users } from './people';

export const submissionStatuses = ['', 'SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

const listForms = ['credit-application', 'customer-activation'] as const;
const listedStatuses = ['SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED'] as const;
const searchIndexes = listForms.flatMap((form) => listedStatuses.map((status) => [form, status] as const));

/**
 * The keys a credit application is matched on for possible duplicates (back-office duplication notices):
 * the federal tax id, the DUNS, and the business name (the `facts` of their roles) (business_name_key(), migration 0003: lower case,
 * letters and digits only, legal suffixes such as Inc or LLC dropped) with the zip.
 */
export const duplicateKeys = [
  ['tax_id', sql`(facts->>'federalTaxId')`],
  ['duns', sql`(facts->>'duns')`],
  ['name_zip', sql`business_name_key(facts->>'legalName'), (facts->'address'->>'zip')`],
] as const;

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
    /**
     * The answers read through the version's field roles (schemas forms/roles.ts `roleFacts`): legal name,
     * contact, tax id, DUNS, address… Written by a trigger on every write of the answers (migration 0017),
     * so lists, search and duplicates read `facts->>'legalName'`, never a field's name.
     */
    facts: jsonb('facts').$type<RoleFacts>(),
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
     * The list search (back-office.md §2): the words of the application number, email, legal name,
     * contact (their facts) and customer code, each searchable by prefix. submission_search_vector() (migration 0001)
     * splits on anything that is not a letter or digit and also between letters and digits, so
     * 'WDS1005' is found by 'wds1005', 'wds' and '1005', and an email by any of its parts.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`submission_search_vector(coalesce(application_number, '') || ' ' || email || ' ' || coalesce(facts->>'legalName', '') || ' ' || coalesce(facts->>'contactName', '') || ' ' || customer_code)`,
    ),
    addDate: ts('add_date').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
    /** The retention job replaced the answers by {} (README 'Regulation B'); the decision stays as the tombstone. */
    purgedAt: ts('purged_at'),
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
    // Credit applications under NEW and PENDING are listed by date received (the signature date).
    index('submissions_received')
      .on(t.form, t.status, t.signatureDate.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deleteDate} is null and ${t.status} in ('NEW', 'PENDING')`),
    // Possible duplicates of a submitted credit application (same federal tax id, same DUNS, or the same
    // business name and zip): one lookup each among the live submitted applications.
    ...duplicateKeys.map(([name, key]) =>
      index(`submissions_duplicate_${name}`)
        .on(key)
        .where(
          sql.raw(
            `form = 'credit-application' and delete_date is null and status in ('NEW', 'PENDING', 'APPROVED', 'DENIED')`,
          ),
        ),
    ),
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

/**
 * Possible duplicates: a submitted credit application (`submissionId`) and an earlier live application of the
 * same business (`duplicateId`), found when the customer submitted. Read in both directions, so each of the
 * two records lists the other.
 */
export const submissionDuplicates = pgTable(
  'submission_duplicates',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    duplicateId: uuid('duplicate_id')
      .notNull()
      .references(() => submissions.id),
    /** Which key matched: 'tax_id', 'duns' or 'name_zip'. */
    matchedOn: text('matched_on').notNull(),
    addDate: ts('add_date').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.duplicateId] }),
    index('submission_duplicates_duplicate').on(t.duplicateId),
  ],
);
