/**
 * The credit file (issue 29 items 1, 2, 5, 9): customer entities across every division, under
 * `/api/v1/customers`. Answers are the envelope (`data`). Who sees what: an entity is listed and opened by a
 * user who may read at least one of its submissions; its submissions in units the user may not read appear as
 * counts per kind and status, without details. Staff actions (Admin and Super Admin; Read Only reads only),
 * each with a reason and an audit row:
 * - link: move a submission the user may save into this entity;
 * - unlink: move a submission the user may save out of this entity into a new entity of its own;
 * - merge: move every submission of `otherId` into this entity (the user may save every submission of both);
 * - parent: set or clear (null) this entity's parent (the user may save every submission of this entity and
 *   read the parent); a parent that is the entity or one of its descendants is refused.
 */
import { z } from 'zod';
import type { CarrierCheckSummary } from './carriers';
import type { ReferenceScoreSummary } from './references';
import type { SubmissionScreeningSummary } from './sanctions';

export const CUSTOMERS_PER_PAGE = 25;
export const CUSTOMERS_MAX_PER_PAGE = 100;

/**
 * `GET /api/v1/customers?search=&page=&perPage=`: search on the legal name, tax id, DUNS or a customer code;
 * `submissionId` narrows to the credit file of one submission (the details pages' link).
 */
export const customerListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  submissionId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(CUSTOMERS_MAX_PER_PAGE).default(CUSTOMERS_PER_PAGE),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export interface CustomerRow {
  id: string;
  legalName: string;
  /** The EIN's nine digits as matched ('123456789'), null when no submission gave one. */
  taxId: string | null;
  duns: string | null;
  customerCodes: string[];
  /** Every live submitted submission of the entity, in every division (counts are not details). */
  submissionCount: number;
  parentId: string | null;
  /**
   * The sum of the entity's limits at every unit (null: no approval set one), and of its open receivables
   * at the latest AR import of each unit (null: no AR line; never guessed). Totals, also of hidden units.
   */
  limitTotal: number | null;
  exposureTotal: number | null;
}

export interface CustomerList {
  rows: CustomerRow[];
  total: number;
  page: number;
  perPage: number;
}

/** How a submission came to its entity. */
export const MATCHED_ON = ['taxId', 'duns', 'nameState', 'new', 'staff', 'merge'] as const;
export type MatchedOn = (typeof MATCHED_ON)[number];

export interface CustomerRef {
  id: string;
  legalName: string;
  taxId: string | null;
}

export interface CustomerIdentity extends CustomerRef {
  duns: string | null;
  dbas: string[];
  addresses: Record<string, unknown>[];
  customerCodes: string[];
  /** First seen: the earliest submission's date (ISO), or when the file was made if that is earlier. */
  addDate: string;
}

/** A submission the user may read, with its status and decision. */
export interface CustomerSubmission {
  id: string;
  kind: 'application' | 'activation';
  /** The console resource of its details: /<resource>/details/<id>. */
  resource: 'applications' | 'activations';
  applicationNumber: string;
  legalName: string;
  unitName: string;
  status: string;
  matchedOn: MatchedOn;
  approvedAmount: number | null;
  customerCode: string;
  denialCode: string;
  submittedDate: string | null;
  decidedDate: string | null;
  /** Whether the user may move it (link, unlink). */
  canChange: boolean;
  /** An application's reference requests and their scores; null when it asked none (and for activations). */
  references: CustomerReferenceScore | null;
  /** Its sanctions screening: when, and its hits by state; null when never screened. */
  screening: SubmissionScreeningSummary | null;
  /** Its latest carrier check (README 'Carrier checks'); null when never checked. */
  carrierCheck: CarrierCheckSummary | null;
}

/** What the References panel of an application heads with, and how many references it asked. */
export interface CustomerReferenceScore extends ReferenceScoreSummary {
  requested: number;
}

/** Submissions in units the user may not read: counted only. */
export interface HiddenSubmissions {
  kind: 'application' | 'activation';
  status: string;
  count: number;
}

export interface CustomerTimelineEvent {
  at: string;
  action: string;
  /** Who: a staff member's name, 'Customer' or 'System'. */
  by: string;
  /** The submission it is about (its number), when it is one. */
  applicationNumber: string | null;
  reason: string | null;
  detail: string;
}

export interface CustomerSuggestion extends CustomerRef {
  similarity: number;
  submissionCount: number;
  /** Its submissions the user may read, each one that could be linked here alone. */
  submissions: { id: string; applicationNumber: string; canChange: boolean }[];
}

export interface CustomerFile {
  identity: CustomerIdentity;
  group: { parent: CustomerRef | null; children: CustomerRef[] };
  submissions: CustomerSubmission[];
  hiddenSubmissions: HiddenSubmissions[];
  timeline: CustomerTimelineEvent[];
  suggestions: CustomerSuggestion[];
  /** Whether the user may merge into this entity and set its parent. */
  canChange: boolean;
  /** The totals of `limits` and `exposure` (every unit, also those the user may not see). */
  limitTotal: number | null;
  exposureTotal: number | null;
  /** Per unit: the limit and the exposure; units the user may not see carry totals only (hidden). */
  limits: CustomerUnitLimit[];
  exposure: CustomerExposure;
  utilisation: CustomerUtilisation;
  /** The group's limit and totals: the root (topmost ancestor, or the entity) and all its descendants. */
  groupTotals: CustomerGroupTotals;
}

/** The AR aging buckets of open receivables. */
export interface AgingBuckets {
  current: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  daysOver90: number;
  total: number;
}

export interface CustomerUnitLimit {
  unitId: string;
  /** The unit's name, or '' when hidden. */
  unitName: string;
  /** False: a unit the user may not see; only the amounts are given. */
  visible: boolean;
  /** Null: no approval in this unit set a limit. */
  amount: number | null;
  terms: string;
  submissionId: string | null;
  applicationNumber: string;
  setAt: string | null;
  /** The latest AR import's buckets for this unit (null: no AR line), and its as-of date. */
  exposure: AgingBuckets | null;
  asOf: string | null;
  /** exposure.total / amount (null when either is missing or the limit is 0). */
  utilisation: number | null;
}

export interface CustomerExposure extends AgingBuckets {
  /** False: no AR line anywhere (the buckets are 0, never guessed). */
  known: boolean;
}

export interface CustomerUtilisation {
  entity: number | null;
  group: number | null;
}

export interface CustomerGroupTotals {
  rootId: string;
  rootName: string;
  /** The group limit set on the root (staff), null when none. */
  groupLimit: number | null;
  /** The group limit set on this entity itself. */
  ownGroupLimit: number | null;
  limitTotal: number | null;
  exposureTotal: number | null;
  memberCount: number;
}

export const REASON_MAX = 500;
const reason = z.string().trim().min(1, 'A reason is required').max(REASON_MAX);
const id = z.string().uuid('Not a valid id');

export const customerLinkSchema = z.object({ submissionId: id, reason });
export type CustomerLinkInput = z.infer<typeof customerLinkSchema>;
export const customerUnlinkSchema = customerLinkSchema;
export type CustomerUnlinkInput = CustomerLinkInput;
export const customerMergeSchema = z.object({ otherId: id, reason });
export type CustomerMergeInput = z.infer<typeof customerMergeSchema>;
export const customerParentSchema = z.object({ parentId: id.nullable(), reason });
/** 'Not the same customer': a suggested file is never offered as this one again (nor this one as it). */
export const customerDismissSchema = z.object({ otherId: id, reason });
export type CustomerDismissInput = z.infer<typeof customerDismissSchema>;
export type CustomerParentInput = z.infer<typeof customerParentSchema>;

/** Staff set (or clear: null) the entity's group limit, with a reason (audit 'customer-group-limit'). */
export const customerGroupLimitSchema = z.object({
  groupLimit: z.coerce.number().min(0).max(999_999_999_999).nullable(),
  reason,
});
export type CustomerGroupLimitInput = z.infer<typeof customerGroupLimitSchema>;

/** The answer of an unlink: the new entity the submission now belongs to. */
export interface CustomerUnlinked {
  entityId: string;
}

/**
 * `GET /api/v1/customers/summary?submissionId=` (issue 29 item 6): what the approve dialog shows of the
 * submission's credit file before an amount is typed. The submission must be readable by the user (else 404).
 * Limits at units the user may not read are only a total ('other divisions'), as in the credit file.
 */
export const customerSummaryQuerySchema = z.object({ submissionId: id });
export type CustomerSummaryQuery = z.infer<typeof customerSummaryQuerySchema>;

export type CustomerSummary =
  /** The submission is not linked to a customer yet (not submitted, or linking pending). */
  | { linked: false }
  | {
      linked: true;
      customer: CustomerRef;
      parent: CustomerRef | null;
      /** The entity's current limit at the submission's own unit (a re-approval replaces it), if any. */
      thisUnit: CustomerUnitLimit | null;
      /** Its limits and exposure at the other units the user may read, one per unit. */
      otherLimits: CustomerUnitLimit[];
      /** Its other units the user may not read, as totals only (null: none). */
      hiddenUnits: { count: number; limitTotal: number | null; exposureTotal: number | null } | null;
      limitTotal: number | null;
      exposure: CustomerExposure;
      /** The latest as-of date of the AR lines behind `exposure` (null: no AR line). */
      asOf: string | null;
      utilisation: CustomerUtilisation;
      groupTotals: CustomerGroupTotals;
      /**
       * The group's limits without this entity's limit at the submission's unit: the approved amount is added
       * to it to show where the approval takes the group against its group limit.
       */
      groupLimitBase: number;
    };

/** The route list, for the console's dataProvider. */
export const customerPaths = {
  list: '/api/v1/customers',
  summary: (submissionId: string) =>
    `/api/v1/customers/summary?submissionId=${encodeURIComponent(submissionId)}`,
  one: (entityId: string) => `/api/v1/customers/${encodeURIComponent(entityId)}`,
  action: (entityId: string, verb: 'link' | 'unlink' | 'merge' | 'parent' | 'dismiss' | 'group-limit') =>
    `/api/v1/customers/${encodeURIComponent(entityId)}/${verb}`,
};
