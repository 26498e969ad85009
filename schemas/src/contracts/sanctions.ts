/**
 * Sanctions screening's wire contract (README 'Sanctions screening', issue 31 item 1): the lists as imported,
 * a record's screening with its hits, and staff's decisions on a hit.
 *
 * - GET  /api/v1/submissions/:id/screening: the latest screening and every hit (`read` on the record).
 * - POST /api/v1/submissions/:id/screening: screen again now against the lists as they are (`approve`).
 * - POST /api/v1/submissions/:id/screening/hits/:hitId/clear: a false positive, with its reason (`approve`).
 * - POST /api/v1/submissions/:id/screening/hits/:hitId/confirm: a true match, with its reason and a denial
 *   code: the record is denied (`approve` and `deny`).
 * - GET  /api/v1/sanctions/lists, POST /api/v1/sanctions/import (multipart: `list`, `sdn` and optional `alt`
 *   CSV files): Super Admin.
 */
import { z } from 'zod';

export const SANCTIONS_LISTS = ['sdn', 'consolidated'] as const;
export type SanctionsList = (typeof SANCTIONS_LISTS)[number];
export const SANCTIONS_LIST_LABELS: Record<SanctionsList, string> = {
  sdn: 'OFAC SDN list',
  consolidated: 'OFAC consolidated (non-SDN) list',
};
export const SANCTIONS_HIT_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export type SanctionsHitStatus = (typeof SANCTIONS_HIT_STATUSES)[number];
export const SANCTIONS_PARTY_ROLES = ['legalName', 'dba', 'owner'] as const;
export type SanctionsPartyRole = (typeof SANCTIONS_PARTY_ROLES)[number];
export const SANCTIONS_PARTY_LABELS: Record<SanctionsPartyRole, string> = {
  legalName: 'Legal name',
  dba: 'DBA',
  owner: 'Owner',
};
export const SCREENING_REASONS = ['submit', 'list-import', 'manual'] as const;
export type ScreeningReason = (typeof SCREENING_REASONS)[number];

/** A unit's threshold when neither it nor its company sets one: a name's similarity score from 0 to 1. */
export const DEFAULT_SANCTIONS_THRESHOLD = 0.85;

/** A name the screening ran, with the role it was read through. */
export interface ScreenedName {
  role: SanctionsPartyRole;
  name: string;
}

export interface SanctionsHitView {
  id: string;
  partyRole: SanctionsPartyRole;
  partyName: string;
  list: SanctionsList;
  entryUid: number;
  entryName: string;
  matchedName: string;
  entryType: string;
  programs: string;
  /** 0–1 */
  score: number;
  status: SanctionsHitStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string;
  /** When it was first found (its screening). */
  foundAt: string;
}

export interface ScreeningView {
  /** Null: never screened (no list imported at its submit, or submitted before screening existed). */
  screenedAt: string | null;
  reason: ScreeningReason | null;
  threshold: number;
  names: ScreenedName[];
  /** The lists it ran against, with their import dates. */
  lists: Array<{ list: SanctionsList; importedAt: string; entries: number }>;
  hits: SanctionsHitView[];
  /** Open hits block approval. */
  open: number;
}

const REASON_REQUIRED = 'Give a reason of three characters or more.';
const reason = z.string({ error: REASON_REQUIRED }).trim().min(3, REASON_REQUIRED).max(1000);
export const clearHitSchema = z.object({ reason });
export const confirmHitSchema = z.object({
  reason,
  denialCode: z.string({ error: 'Choose a denial code.' }).trim().min(1, 'Choose a denial code.').max(20),
  /** The contacts told of the denial, as the deny dialog chooses them. */
  contacts: z.array(z.string().uuid()).max(50).default([]),
});
export type ConfirmHitBody = z.infer<typeof confirmHitSchema>;

export interface SanctionsListView {
  list: SanctionsList;
  label: string;
  importedAt: string | null;
  importedBy: string | null;
  fileName: string;
  entries: number;
  names: number;
}

export const sanctionsImportFieldsSchema = z.object({ list: z.enum(SANCTIONS_LISTS).default('sdn') });

/** What the credit file shows of a record's screening. */
export interface SubmissionScreeningSummary {
  screenedAt: string | null;
  open: number;
  cleared: number;
  confirmed: number;
}
