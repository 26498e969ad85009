/**
 * Analytics (README 'Analytics'): where the days go between invitation and signed agreement, and the credit
 * KPIs on the `/analytics` dashboard. Every call takes the same query (`from`, `to`, `unit`, `kind`); the
 * server intersects `unit` with the viewer's scope (a Read Only user sees their units only).
 */
import { z } from 'zod';

/**
 * The stages of a submission's life, each with whom it waits on:
 * - `customer`: invited → submitted (the customer), split into `invite_to_open` and `open_to_submit`;
 * - `references`: references requested → answered (the references);
 * - `staff`: submitted → decided, minus the time waiting on references (staff);
 * - `signer`: approved → agreement signed (the signer);
 * - `decision`: submitted → decided in all (what the industry quotes as time to decision, typically 1–3 days).
 */
export const ANALYTICS_STAGES = [
  'invite_to_open',
  'open_to_submit',
  'customer',
  'references',
  'staff',
  'signer',
  'decision',
] as const;
export type AnalyticsStage = (typeof ANALYTICS_STAGES)[number];

/** The stages' names as the dashboard shows them. */
export const ANALYTICS_STAGE_LABELS: Record<AnalyticsStage, string> = {
  invite_to_open: 'Invited to opened',
  open_to_submit: 'Opened to submitted',
  customer: 'Waiting on the customer',
  references: 'Waiting on references',
  staff: 'Waiting on staff',
  signer: 'Waiting on the signer',
  decision: 'Time to decision',
};

export const ANALYTICS_KINDS = ['application', 'activation'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD.' });

/**
 * The query every analytics call takes. `from`/`to` are calendar days (inclusive) of the event that closes
 * the stage (default: the last 12 months to today); `unit` a company's or division's id (a company includes
 * its divisions); `kind` one kind (default both).
 */
export const analyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    unit: z.string().uuid().optional(),
    kind: z.enum(ANALYTICS_KINDS).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Median, p90 (in hours, one decimal) and count of one stage over one group of submissions. */
export interface StageFigure {
  stage: AnalyticsStage;
  medianHours: number | null;
  p90Hours: number | null;
  count: number;
}

/** `GET /api/v1/analytics/stages`: overall, per unit, per month (`YYYY-MM` of the stage's end). */
export interface AnalyticsStagesView {
  from: string;
  to: string;
  overall: StageFigure[];
  byUnit: (StageFigure & { unitId: string; unitName: string })[];
  byMonth: (StageFigure & { month: string })[];
}

/** The funnel sent → opened → submitted → decided → signed, counted over invitations sent in the range. */
export interface FunnelStep {
  step: 'sent' | 'opened' | 'submitted' | 'decided' | 'signed';
  count: number;
  /** Share of the previous step (0–1); null on the first step or when the previous is 0. */
  conversion: number | null;
}

/** Decisions of one unit in one month. */
export interface OutcomeRow {
  month: string;
  unitId: string;
  unitName: string;
  approved: number;
  denied: number;
  /** approved / (approved + denied); null when nothing was decided. */
  approvalRate: number | null;
  /** Sum of the approved amounts (applications; activations have none), as a decimal string. */
  approvedAmount: string;
}

export interface DenialReasonRow {
  code: string;
  description: string;
  count: number;
}

/** The denials of one unit in one month (`YYYY-MM` of the decision, UTC) with one reason. */
export interface DenialReasonMonthRow extends DenialReasonRow {
  month: string;
  unitId: string;
  unitName: string;
}

/**
 * `GET /api/v1/analytics/overview`: the funnel, the outcomes by unit and month, the denial reasons over the
 * range and by unit and month.
 */
export interface AnalyticsOverviewView {
  from: string;
  to: string;
  funnel: FunnelStep[];
  outcomes: OutcomeRow[];
  denialReasons: DenialReasonRow[];
  denialReasonsByMonth: DenialReasonMonthRow[];
}

/** One open item on the worklist: the oldest first, per stage it is waiting in. */
export interface OldestOpenItem {
  stage: 'customer' | 'references' | 'staff' | 'signer';
  submissionId: string;
  kind: AnalyticsKind;
  /** The customer's company name when known, else the invited email. */
  name: string;
  unitName: string;
  /** When the item entered the stage (ISO). */
  since: string;
  waitingHours: number;
}

/** `GET /api/v1/analytics/oldest`: at most 10 items per stage. */
export interface AnalyticsOldestView {
  items: OldestOpenItem[];
}
