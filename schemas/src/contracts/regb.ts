/** Regulation B's wire types (README 'Regulation B'): the reasons page of a denial's private link. */
import { z } from 'zod';
import type { PortalUnit } from './portal-unit';
import { simpleRestQuerySchema } from './simple-rest';

/** What the applicant's reasons page shows: never the reasons themselves, which the statement carries. */
export interface ReasonsPageView {
  unit: Omit<PortalUnit, 'companyCode'>;
  companyName: string;
  applicationNumber: string;
  noticeDate: string;
  /** open: may request; requested: already received; closed: the 60 days have passed. */
  state: 'open' | 'requested' | 'closed';
  windowEnds: string;
  requestedAt: string | null;
  dueAt: string | null;
}

export const reasonsRequestSchema = z.object({
  token: z.string().max(256).default(''),
  note: z.string().max(2000).default(''),
});
export type ReasonsRequestBody = z.input<typeof reasonsRequestSchema>;

/** 'Reasons requested' (console): open requests, sent statements, or both. */
export const reasonsRequestFilterSchema = z.object({ state: z.enum(['open', 'sent']).optional() });
export const reasonsRequestQuerySchema = simpleRestQuerySchema(reasonsRequestFilterSchema, ['dueAt', 'id']);

/** A row of 'Reasons requested': its id is the denied record's. */
export interface ReasonsRequestItem {
  id: string;
  /** The record's console resource, for the link to it. */
  resource: 'applications' | 'activations';
  applicationNumber: string;
  companyName: string;
  unitName: string;
  noticeDate: string;
  requestedAt: string;
  dueAt: string;
  sentAt: string | null;
  note: string;
  reasons: string[];
}

/** A denied record's notice as the details page shows it (null before a denial recorded one). */
export interface DecisionNoticeView {
  denialCode: string;
  reasons: string[];
  noticeDate: string;
  requestedAt: string | null;
  dueAt: string | null;
  note: string;
  sentAt: string | null;
}
