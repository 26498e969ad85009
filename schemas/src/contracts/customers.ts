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
  /** The limits and exposure arrive with the AR import part of issue 29: null until then. */
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
  /** Null until the AR/limits part of issue 29 lands. */
  limitTotal: number | null;
  exposureTotal: number | null;
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

/** The answer of an unlink: the new entity the submission now belongs to. */
export interface CustomerUnlinked {
  entityId: string;
}

/** The route list, for the console's dataProvider. */
export const customerPaths = {
  list: '/api/v1/customers',
  one: (entityId: string) => `/api/v1/customers/${encodeURIComponent(entityId)}`,
  action: (entityId: string, verb: 'link' | 'unlink' | 'merge' | 'parent' | 'dismiss') =>
    `/api/v1/customers/${encodeURIComponent(entityId)}/${verb}`,
};
