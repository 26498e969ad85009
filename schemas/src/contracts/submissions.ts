/**
 * The console API shared by every kind of submission (customer activations and credit applications):
 * `/api/v1/activations` and `/api/v1/applications` have the same list, details and actions, configured
 * per kind. Requests are parsed by these schemas (unknown keys dropped, sizes capped); answers are typed by
 * them. Business rules and their messages (the spec's wording) stay in the API's services: a schema here
 * only refuses what is not the right type or is too large.
 *
 * Naming rule, settled once:
 * - the console resources say `customerCode` for the code staff give the customer, and `unit.companyCode`
 *   (`unit.divisionCode`) for the code of the company (division) the record belongs to;
 * - the spec calls (back-office.md §7, `/api/CustomerActivation/*`, `/api/Application/*`) answer the
 *   spec's names, where `companyCode` is the customer code (§3 'companyCode (customer code)') and the
 *   units are `company_id` / `division_id`;
 * - `companyName` is always the customer's business (the name they typed), never the unit's name.
 */
import { z } from 'zod';
import { parseDate } from '../dates';
import type { FormDefinition } from '../forms/types';
import { FORM_MESSAGES } from '../messages/forms';
import { simpleRestQuerySchema } from './simple-rest';

export const submissionStatuses = ['SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
/** REVIEWED is a list only: APPROVED and DENIED together (§4). */
export const listStatuses = [...submissionStatuses, 'REVIEWED'] as const;
export type ListStatus = (typeof listStatuses)[number];

/** §4: 'Expired' past 30 days since addDate; otherwise 'Opened' once opened; otherwise 'Sent'. */
export type SentChip = 'Sent' | 'Opened' | 'Expired';

// ---------------------------------------------------------------------------------------------------
// Building blocks of requests
// ---------------------------------------------------------------------------------------------------

/** Free text of a request, capped; numbers are accepted as their text (spec clients send both). */
export const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().max(max, `At most ${max} characters.`));

/** An id as sent (the services answer 'not found' or the spec's message for a malformed one). */
export const idText = text(64);
export const emailText = text(320);
export const notesText = text(10_000);

/** A list of ids: a JSON array, or (spec headers) a JSON array string or a comma-separated string. */
export const idListSchema = z.union([z.array(idText).max(200), text(20_000)]).transform((value): string[] => {
  if (Array.isArray(value)) return value.map((id) => id.trim()).filter(Boolean);
  const s = value.trim();
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.map((id) => String(id).trim()).filter(Boolean);
    } catch {
      return [];
    }
  }
  return s
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 200);
});

/**
 * A date filter of a list (console or spec call): blank, or a date in any shape of the one parser (dates.ts:
 * ISO date, ISO date-time, MM/dd/yyyy) as the day it names, YYYY-MM-DD; anything else is refused with the
 * forms' 'Please enter a valid date' (customer-portal.md §5).
 */
export const dateFilterText = text(40).transform((value, ctx): string | undefined => {
  if (value.trim() === '') return undefined;
  const date = parseDate(value);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.validDate });
  return z.NEVER;
});

/** An amount as typed: '25,000', 25000 or empty (the services keep the digits, §5). */
export const amountInput = z.union([z.string().max(40), z.number(), z.null()]).optional();

// ---------------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------------

/**
 * `filter` of `GET /api/v1/<kind>`. An unknown status lists NEW (the default list); the server intersects
 * `unitId` with the user's scope and the header selection.
 */
export const listFilterSchema = z.object({
  status: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(listStatuses))
    .catch('NEW')
    .default('NEW'),
  q: text(200).optional(),
  unitId: idText.optional(),
  startDate: dateFilterText.optional(),
  endDate: dateFilterText.optional(),
  reviewedStatus: text(20).optional(),
});
export type ListFilter = z.infer<typeof listFilterSchema>;

/**
 * A submission list has one order, newest first by its status's date (addDate; the signature date once
 * received, for a kind that says so; the decision date under REVIEWED): those are the fields it sorts by.
 */
export const LIST_SORTABLE = ['addDate', 'signatureDate', 'approvedOrDeniedDate', 'id'] as const;

export const listQuerySchema = simpleRestQuerySchema(listFilterSchema, LIST_SORTABLE);

// ---------------------------------------------------------------------------------------------------
// Actions (JSON bodies of the console)
// ---------------------------------------------------------------------------------------------------

/** Invite and copy target: `{ email, company_id, division_id, contacts }`. */
export const inviteBodySchema = z
  .object({
    email: emailText.default(''),
    company_id: idText.nullish(),
    division_id: idText.nullish(),
    /** Older console builds sent camelCase ids. */
    companyId: idText.nullish(),
    divisionId: idText.nullish(),
    contacts: idListSchema.default([]),
  })
  .transform((b) => ({
    email: b.email,
    companyId: b.company_id || b.companyId || null,
    divisionId: b.division_id || b.divisionId || null,
    contacts: b.contacts,
  }));
export type InviteInput = z.infer<typeof inviteBodySchema>;

export const denyBodySchema = z.object({
  denialCode: text(20).default(''),
  notes: notesText.optional(),
  contacts: idListSchema.default([]),
  /**
   * The specific reasons (README 'Regulation B'), one to four, checked by the service with their own
   * messages; left out (the spec's calls), the chosen code's reason statement is recorded.
   */
  reasons: z
    .array(text(1000))
    .max(20)
    .transform((list) => list.map((r) => r.trim()))
    .optional(),
});
export type DenyInput = z.infer<typeof denyBodySchema>;

export const notesBodySchema = z.object({ notes: notesText.default('') });
export const changeEmailBodySchema = z.object({ email: emailText.default('') });
export const customerCodeBodySchema = z.object({ customerCode: text(100).default('') });

/** Resend: optionally to a corrected email and other contacts (applications, §5 'Resend'). */
export const resendBodySchema = z.object({
  email: emailText.optional(),
  contacts: idListSchema.optional(),
});
export type ResendInput = z.infer<typeof resendBodySchema>;

/** Details Save: workflow fields staff may edit and the customer's data (NEW becomes PENDING). */
export const updateBodySchema = z.object({
  customerCode: text(100).optional(),
  netTerms: text(100).optional(),
  paymentTerms: text(100).optional(),
  notes: notesText.optional(),
  contacts: idListSchema.optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateInput = z.infer<typeof updateBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

/** The company and division a record belongs to. */
export const unitRefSchema = z.object({
  companyId: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  divisionId: z.string().nullable(),
  divisionCode: z.string().nullable(),
  divisionName: z.string().nullable(),
});
export type UnitRef = z.infer<typeof unitRefSchema>;

/** Another live application of the same business (same tax id, DUNS, or name and zip). */
export const duplicateRefSchema = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  companyName: z.string(),
});
export type DuplicateRef = z.infer<typeof duplicateRefSchema>;

const iso = z.string().nullable();

/** One row of a list, whatever the kind. */
export const submissionListItemSchema = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  status: z.string(),
  email: z.string(),
  /** The customer's business. */
  companyName: z.string(),
  /** The customer's contact person. */
  contactName: z.string(),
  unit: unitRefSchema,
  customerCode: z.string(),
  addDate: z.string(),
  signatureDate: iso,
  approvedOrDeniedDate: iso,
  approvedAmount: z.number().nullable(),
  amountReq: z.number().nullable(),
  paymentTerms: z.string(),
  denialCode: z.string(),
  notes: z.string(),
  /** The point-of-contact names (the unit's contacts chosen for the record), sorted. */
  contactNames: z.array(z.string()),
  sentChip: z.enum(['Sent', 'Opened', 'Expired']).nullable(),
  possibleDuplicates: z.array(duplicateRefSchema),
  /** The approval dialog's default: the division's quick credit amount, else the company's (§2). */
  quickCreditAmount: z.number(),
});
export type SubmissionListItem = z.infer<typeof submissionListItemSchema>;

/** What the details page adds to a list row. */
export const submissionDetailsExtra = {
  /** The customer's form data as typed (validated by the record's form definition). */
  data: z.record(z.string(), z.unknown()),
  form: z.string(),
  formFamily: z.string(),
  formVersion: z.number(),
  /** The form definition of that family and version (forms/types.ts): the details page lays the data out by it. */
  definition: z.custom<FormDefinition>((v) => typeof v === 'object' && v !== null),
  /** The chosen contacts' ids. */
  contacts: z.array(z.string()),
  notifiedDate: iso,
  applicationOpened: iso,
};

// ---------------------------------------------------------------------------------------------------
// Spec calls (back-office.md §7) shared by both kinds
// ---------------------------------------------------------------------------------------------------

/** The spec calls (§7) both kinds have: list, one record, send or re-send an invite, copy, delete, set. */
export type SpecCall = 'list' | 'byId' | 'sendInvite' | 'copy' | 'delete' | 'set';

/** The kinds of submission the spec calls serve. */
export type SpecKind = 'activation' | 'application';

const SPEC_BASE: Record<SpecKind, string> = {
  activation: '/api/CustomerActivation',
  application: '/api/Application',
};

/** Each kind's documented name of each shared call (§7), side by side. */
const SPEC_CALL_NAMES: Record<SpecCall, Record<SpecKind, string>> = {
  list: { activation: 'getList', application: 'getApplicationList' },
  byId: { activation: 'getById', application: 'getApplicationById' },
  sendInvite: { activation: 'sendInvite', application: 'sendInvite' },
  copy: { activation: 'setActivationCopy', application: 'setApplicationCopy' },
  delete: { activation: 'delete', application: 'deleteApplication' },
  set: { activation: 'set', application: 'setApplication' },
};

/** A kind's shared spec calls as full paths. */
export const specPaths = (kind: SpecKind): Record<SpecCall, string> =>
  Object.fromEntries(
    Object.entries(SPEC_CALL_NAMES).map(([call, names]) => [call, `${SPEC_BASE[kind]}/${names[kind]}`]),
  ) as Record<SpecCall, string>;

/**
 * Headers of the spec's list calls, `getList` and `getApplicationList` (node lower-cases header names);
 * `applicationStatus` is the Reviewed list's All / Approved / Denied.
 */
export const specListHeadersSchema = z.object({
  filter: text(200).optional(),
  status: text(20).optional(),
  page: text(10).optional(),
  company: idText.optional(),
  startdate: dateFilterText.optional(),
  enddate: dateFilterText.optional(),
  selectedcompanies: idListSchema.optional(),
  selecteddivisions: idListSchema.optional(),
  applicationstatus: text(20).optional(),
});

/** The `id` header of the spec calls that name one record (getById, getPdf, delete, …). */
export const idHeaderSchema = z.object({ id: idText.default('') });

/** Headers of `setActivationCopy` / `setApplicationCopy`: id, companyId, divisionId, email, contacts. */
export const copyHeadersSchema = z
  .object({
    id: idText.default(''),
    companyid: idText.optional(),
    divisionid: idText.optional(),
    email: emailText.default(''),
    contacts: idListSchema.default([]),
  })
  .transform((h) => ({
    id: h.id,
    target: {
      email: h.email,
      companyId: h.companyid || null,
      divisionId: h.divisionid || null,
      contacts: h.contacts,
    },
  }));

/**
 * The fields of `set` / `setApplication` both kinds read from the full record they receive (companyCode is
 * the customer code); each kind adds its own, and the rest of the record is the customer's data.
 */
export const specSetBodyShape = {
  _id: idText.optional(),
  id: idText.optional(),
  companyCode: text(100).optional(),
  approvedAmount: amountInput,
  paymentTerms: text(100).optional(),
  denialCode: text(20).optional(),
  notes: notesText.optional(),
  contacts: idListSchema.optional(),
};
export const specSetBodySchema = z.object(specSetBodyShape).passthrough();
export type SpecSetBody = z.infer<typeof specSetBodySchema>;

/** The fields of one record as both kinds' spec calls answer it (§3), before each kind's own. */
export const specSubmissionShape = {
  _id: z.string(),
  applicationNumber: z.string(),
  status: z.string(),
  /** The customer code. */
  companyCode: z.string(),
  email: z.string(),
  contacts: z.array(z.string()),
  companyName: z.string(),
  company_id: z.string(),
  division_id: z.string().nullable(),
  amountReq: z.number().nullable(),
  approvedAmount: z.number().nullable(),
  paymentTerms: z.string(),
  notes: z.string(),
  addDate: z.string(),
  signatureDate: iso,
  approvedOrDeniedDate: iso,
  applicationOpened: iso,
  notifiedDate: iso,
};

/** The header `setType` of `set` / `setApplication`: APPROVED, DENIED or blank. */
export const setTypeHeaderSchema = z.object({
  settype: z
    .string()
    .max(20)
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(['APPROVED', 'DENIED', '']))
    .catch('')
    .default(''),
});
