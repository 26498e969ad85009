/**
 * Sanctions screening (migration 0030, README 'Sanctions screening'): the imported lists' names, the screenings
 * of submitted records and their hits with what staff decided. Screenings and hits are kept 10 years
 * (31 CFR 501.601): `retainUntil`.
 */
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SANCTIONS_HIT_STATUSES,
  SANCTIONS_LISTS,
  SANCTIONS_PARTY_ROLES,
  SCREENING_REASONS,
  type ScreenedName,
} from '@cp/schemas/contracts/sanctions';
import { ts } from './columns';
import { users } from './people';
import { submissions } from './submissions';

export const sanctionsImports = pgTable(
  'sanctions_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list: text('list', { enum: SANCTIONS_LISTS }).notNull(),
    fileName: text('file_name').notNull().default(''),
    /** Entries of the list (each with one or more names). */
    entries: integer('entries').notNull(),
    /** Names: primary names and aliases. */
    names: integer('names').notNull(),
    importedBy: uuid('imported_by').references(() => users.id),
    importedAt: ts('imported_at').notNull().defaultNow(),
  },
  (t) => [index('sanctions_imports_list_at').on(t.list, t.importedAt)],
);

/** One name of a list entry (its primary name or an alias); replaced with its list at each import. */
export const sanctionsNames = pgTable(
  'sanctions_names',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    list: text('list', { enum: SANCTIONS_LISTS }).notNull(),
    /** OFAC's ent_num. */
    entryUid: integer('entry_uid').notNull(),
    /** The entry's primary name, as the list writes it. */
    entryName: text('entry_name').notNull(),
    name: text('name').notNull(),
    /** schemas sanctions/names.ts nameKey(name): searched by trigram similarity (a GIN index). */
    nameKey: text('name_key').notNull(),
    alias: boolean('alias').notNull().default(false),
    /** 'individual', 'entity', 'vessel', 'aircraft' or '' */
    entryType: text('entry_type').notNull().default(''),
    programs: text('programs').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    importId: uuid('import_id')
      .notNull()
      .references(() => sanctionsImports.id),
  },
  (t) => [index('sanctions_names_list').on(t.list)],
);

export const sanctionsScreenings = pgTable(
  'sanctions_screenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    screenedAt: ts('screened_at').notNull().defaultNow(),
    reason: text('reason', { enum: SCREENING_REASONS }).notNull(),
    threshold: real('threshold').notNull(),
    names: jsonb('names').$type<ScreenedName[]>().notNull().default([]),
    /** The imports of the lists it ran against (ids). */
    imports: jsonb('imports').$type<string[]>().notNull().default([]),
    hits: integer('hits').notNull().default(0),
    retainUntil: date('retain_until').notNull(),
  },
  (t) => [index('sanctions_screenings_submission').on(t.submissionId, t.screenedAt)],
);

export const sanctionsHits = pgTable(
  'sanctions_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    screeningId: uuid('screening_id')
      .notNull()
      .references(() => sanctionsScreenings.id),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    partyRole: text('party_role', { enum: SANCTIONS_PARTY_ROLES }).notNull(),
    partyName: text('party_name').notNull(),
    list: text('list', { enum: SANCTIONS_LISTS }).notNull(),
    entryUid: integer('entry_uid').notNull(),
    entryName: text('entry_name').notNull(),
    /** The list's name (primary or alias) that matched. */
    matchedName: text('matched_name').notNull(),
    entryType: text('entry_type').notNull().default(''),
    programs: text('programs').notNull().default(''),
    score: real('score').notNull(),
    status: text('status', { enum: SANCTIONS_HIT_STATUSES }).notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    reason: text('reason').notNull().default(''),
    retainUntil: date('retain_until').notNull(),
  },
  (t) => [index('sanctions_hits_submission').on(t.submissionId, t.status)],
);
