/** Form definitions and stored files. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FORM_DEFINITION_STATUSES } from '@cp/schemas/contracts/form-definitions';
import type { FormLayout } from '@cp/schemas/forms/types';
import type { FormRoles } from '@cp/schemas/forms/roles';
import { bytea, ts } from './columns';
import { users } from './people';

/**
 * Versioned form definitions (schemas forms/types.ts `FormDefinition`, one row per family and version);
 * version 1 of each built-in family is seeded from the repository (api/src/forms/seed-definitions.ts).
 * A published version is never changed: submissions pin their version (submissions.form_version).
 */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form').notNull(),
    family: text('family').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull().default(''),
    // json, not jsonb: jsonb reorders object keys, and a schema's property order is the order the form, the
    // PDF and the console lay out the fields of an object the layout tree does not order.
    schema: json('schema').$type<Record<string, unknown>>().notNull(),
    uiSchema: json('ui_schema').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The layout tree (steps, groups, order of fields; schemas forms/layout.ts), migration 0014. Null on a
     * version written before it, which keeps its layout in `steps`, `sign_step` and the UI schema's
     * 'ui:order' (read through schemas forms/layout-legacy.ts); a version written since leaves those empty.
     */
    layout: jsonb('layout').$type<FormLayout>(),
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    /** index of the signing step of a version written before the layout tree */
    signStep: integer('sign_step'),
    /** the values a new form opens with (schemas forms/defaults.ts); null: those of its kind before 0014 */
    defaults: jsonb('defaults').$type<Record<string, unknown>>(),
    /** JSON pointers validated only once edited (customer-portal.md §4) */
    skipUntilEdited: jsonb('skip_until_edited').$type<string[]>().notNull().default([]),
    /** field label by dotted data path */
    labels: json('labels').$type<Record<string, string>>().notNull().default({}),
    /** display format (back-office.md §9) by dotted data path */
    formats: jsonb('formats').$type<Record<string, string>>().notNull().default({}),
    /** where each field role is in the answers (schemas forms/roles.ts); null before migration 0017 until start */
    roles: jsonb('roles').$type<FormRoles>(),
    /** a built-in version written from the code: the hash of that content (forms/seed-definitions.ts) */
    seedHash: text('seed_hash'),
    /** Always equal to (status = 'published'), for the readers that predate `status` (migration 0011). */
    published: boolean('published').notNull().default(true),
    /** draft: editable; published: the family's current version, immutable; retired: an earlier published one. */
    status: text('status', { enum: FORM_DEFINITION_STATUSES }).notNull().default('published'),
    /** The editor's note on what changed in this version. */
    note: text('note').notNull().default(''),
    publishedAt: ts('published_at'),
    publishedBy: uuid('published_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_definitions_version').on(t.form, t.family, t.version),
    uniqueIndex('form_definitions_one_published')
      .on(t.form, t.family)
      .where(sql`${t.status} = 'published'`),
    check(
      'form_definitions_status',
      sql`${t.status} in ('draft', 'published', 'retired') and ${t.published} = (${t.status} = 'published')`,
    ),
  ],
);

/** Uploaded and generated documents. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: [
        'upload',
        'generated-pdf',
        'packet',
        'signed-pdf',
        'esign-certificate',
        'reference-answer',
        'evidence',
        // README 'Regulation B': the written statement of specific reasons sent to an applicant.
        'reasons-statement',
      ],
    }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Bytes of a row written before migration 0021 not yet moved to the store (files/migrate-files.ts); else empty. */
    data: bytea('data').notNull(),
    /**
     * The object in the configured store holding the bytes (storage/file-store.ts: the SHA-256, so identical
     * content is stored once and shared by rows); null on a row whose bytes are still in data / file_chunks.
     */
    storageKey: text('storage_key'),
    ownerId: uuid('owner_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('files_owner').on(t.ownerId),
    index('files_storage_key').on(t.storageKey),
    check('files_size_limit', sql`${t.size} <= 26214400`),
  ],
);

/**
 * Before migration 0021, a large file's bytes in order (now only read, files/get-file.ts, and emptied by
 * files/migrate-files.ts): chunks of CHUNK_BYTES, so no statement carries a whole
 * file; the files row then has empty data and the full size.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'file_chunks_pkey', columns: [t.fileId, t.n] })],
);
