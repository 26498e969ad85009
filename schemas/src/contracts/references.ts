/**
 * Trade and bank reference requests (README 'Reference requests'). Every trade reference of a submitted credit
 * application that has an email, and its bank when it has one, gets a request: an email in the unit's brand with
 * a private link and a six-character access code, a short answer form (form families `trade-reference` and
 * `bank-reference`), reminders, and a score per trade answer.
 *
 * Under `/api/v1` (staff; the application's own permissions):
 * - `GET /submissions/:id/references`: the requests of an application, their events and answers, and the score.
 * - `POST /submissions/:id/reference-requests`: send the requests not sent yet, or resend the ones named.
 * - `POST /submissions/:id/references/:requestId/cancel`, `…/email` (change the reference's address, with a
 *   reason) and `…/phone-answer` (an answer taken by phone, marked as such with the staff member's name).
 * Every one of them needs `requestReferences` on the application (Admin and Super Admin in their units; Read Only
 * never) except the GET, which needs `read`.
 * Public (no sign-in; the token is the credential, the access code the second factor):
 * - `GET /Reference/:unit/:token` (the page), `GET /api/reference/:token` (what it shows),
 *   `POST /api/reference/answer` (token, code, and the answers or 'We cannot give references').
 */
import { z } from 'zod';
import type { FormDefinition } from '../forms/types';
import type { PageUnit } from './portal-unit';

export const REFERENCE_KINDS = ['trade', 'bank'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** The form family a kind's answer form is (form_definitions.family; form 'reference'). */
export const REFERENCE_FAMILY: Record<ReferenceKind, string> = {
  trade: 'trade-reference',
  bank: 'bank-reference',
};

/**
 * Where a request is. `queued` until its email is accepted by the mail server; `bounced` when the email was
 * refused for good; `answered` and `declined` ('We cannot give references') end it, as `cancelled` does.
 */
export const REFERENCE_STATUSES = [
  'queued',
  'sent',
  'opened',
  'answered',
  'declined',
  'cancelled',
  'bounced',
] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
export const REFERENCE_STATUS_LABELS: Record<ReferenceStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  opened: 'Opened',
  answered: 'Answered',
  declined: 'Declined',
  cancelled: 'Cancelled',
  bounced: 'Bounced',
};

/** Possible fraud signals of a reference's email address (the request is still sent). */
export const REFERENCE_FLAGS = ['free-mail', 'same-domain'] as const;
export type ReferenceFlag = (typeof REFERENCE_FLAGS)[number];
export const REFERENCE_FLAG_LABELS: Record<ReferenceFlag, string> = {
  'free-mail': 'Free email provider',
  'same-domain': 'Same email domain as the applicant',
};

/** Reminders: after N days without an answer, then again, at most M times (per unit; these are the defaults). */
export const DEFAULT_REFERENCE_REMINDER_DAYS = 2;
export const DEFAULT_REFERENCE_REMINDER_MAX = 3;
/** A request's link and code are refused this many days after it was (last) sent. */
export const REFERENCE_LINK_DAYS = 30;
/** Wrong access codes allowed per request before it is locked for REFERENCE_CODE_LOCK_MINUTES. */
export const REFERENCE_CODE_ATTEMPTS = 5;
export const REFERENCE_CODE_LOCK_MINUTES = 15;
/** The access code (reference-code.ts, without zod for the customer's page). */
export { REFERENCE_CODE_ALPHABET, REFERENCE_CODE_LENGTH } from './reference-code';

/** How a trade reference's customer pays (the answer form's choice). */
export const PAYMENT_HABITS = ['prompt', 'slow-1-30', 'slow-31-60', 'slow-over-60', 'collections'] as const;
export type PaymentHabit = (typeof PAYMENT_HABITS)[number];
export const PAYMENT_HABIT_LABELS: Record<PaymentHabit, string> = {
  prompt: 'Prompt',
  'slow-1-30': 'Slow 1–30 days',
  'slow-31-60': 'Slow 31–60 days',
  'slow-over-60': 'Slow over 60 days',
  collections: 'Placed for collection',
};

/** The bank's answer: the account's average balance, in ranges (banks answer in ranges, not amounts). */
export const BANK_BALANCE_RANGES = [
  'Under $10,000',
  '$10,000–$99,999',
  '$100,000–$999,999',
  '$1,000,000 or more',
] as const;
export type BankBalanceRange = (typeof BANK_BALANCE_RANGES)[number];

/** What the score reads of one trade answer (read from the answers through the answer form's roles). */
export interface TradeAnswerFacts {
  /** YYYY-MM-DD (or YYYY-MM): the account is open since. */
  openSince?: string;
  highCredit?: number;
  balance?: number;
  pastDue?: number;
  daysBeyondTerms?: number;
  paymentHabit?: PaymentHabit;
  sellAgain?: boolean;
}

export interface ReferenceEventView {
  at: string;
  /** 'requested', 'sent', 'opened', 'reminded', 'answered', 'declined', 'bounced', 'cancelled', 'resent', 'email-changed', 'code-locked' */
  event: string;
  /** The staff member, for staff events. */
  by: string | null;
  detail: Record<string, unknown>;
}

export interface ReferenceAnswerView {
  declined: boolean;
  /** Taken by phone by a staff member (recordedBy) rather than answered on the form. */
  byPhone: boolean;
  recordedBy: string | null;
  respondentName: string;
  respondentTitle: string;
  respondentPhone: string;
  answeredAt: string;
  formFamily: string;
  formVersion: number;
  /** The answers as the form's labels show them: [label, value as shown]. */
  summary: Array<[string, string]>;
  /** Trade answers: the payment score 1–100 (80 = pays on terms); null for the bank and for declines. */
  score: number | null;
  /** The answer's PDF among the application's documents. */
  fileId: string | null;
}

export interface ReferenceRequestView {
  id: string;
  kind: ReferenceKind;
  /** The trade reference's place in the application's list (0-based); null for the bank. */
  position: number | null;
  company: string;
  contact: string;
  email: string;
  phone: string;
  status: ReferenceStatus;
  flags: ReferenceFlag[];
  sentAt: string | null;
  openedAt: string | null;
  remindersSent: number;
  expiresAt: string | null;
  answer: ReferenceAnswerView | null;
  events: ReferenceEventView[];
}

/** The application's reference picture (the details page, the approve dialog, the credit file). */
export interface ReferenceScoreSummary {
  /** The trade answers' scores averaged with their high credit as weights (equal weights when none gave one). */
  weightedScore: number | null;
  /** Trade answers with a score. */
  answers: number;
  declined: number;
  /** The earliest 'open since' of the trade answers (YYYY-MM-DD or YYYY-MM). */
  oldestRelationship: string | null;
  /** The bank's answer in one line. */
  bankSummary: string | null;
}

/** GET /api/v1/submissions/:id/references */
export interface ReferencesView {
  /** The unit sends the requests by itself at submit (its information card's switch). */
  autoRequest: boolean;
  /** References of the application that can be asked (a trade reference with an email, the bank with one). */
  askable: number;
  requests: ReferenceRequestView[];
  score: ReferenceScoreSummary;
}

/** POST /api/v1/submissions/:id/reference-requests: no ids sends every request not sent yet. */
export const sendReferenceRequestsSchema = z.object({
  requestIds: z.array(z.string().uuid()).max(50).optional(),
});
export type SendReferenceRequestsBody = z.infer<typeof sendReferenceRequestsSchema>;

export const cancelReferenceRequestSchema = z.object({
  reason: z.string().trim().max(500).default(''),
});
export const changeReferenceEmailSchema = z.object({
  email: z.string().trim().email().max(254),
  reason: z.string().trim().min(1).max(500),
});
export const phoneAnswerSchema = z.object({
  /** The answers as the answer form's definition declares them; ignored when declined. */
  answers: z.record(z.string(), z.unknown()).default({}),
  declined: z.boolean().default(false),
});

/**
 * GET /api/v1/submissions/:id/references/:requestId/answer-form: the published answer form of the request's
 * kind, which staff fill in while they take the answer by phone (POST …/phone-answer).
 */
export interface PhoneAnswerFormView {
  kind: ReferenceKind;
  company: string;
  contact: string;
  phone: string;
  status: ReferenceStatus;
  definition: FormDefinition;
}

/** The unit's public settings that theme the answer page (as a customer link's page gets them). */
export type ReferencePageUnit = PageUnit;

/**
 * GET /api/reference/:token: what the answer page shows (never the application's data beyond the applicant's
 * name). A token that is unknown, answered, declined, cancelled or past its 30 days answers 404 like an expired
 * customer link, with `data: { reason: 'link-invalid', unit }` (the unit of the URL's segment, when known) so the
 * expired page is themed.
 */
export interface ReferencePageView {
  kind: ReferenceKind;
  unit: ReferencePageUnit;
  applicantName: string;
  /** The reference's company as the applicant typed it. */
  referenceCompany: string;
  /** The published answer form of the kind's family (its version is recorded with the answer). */
  definition: FormDefinition;
}

export const referenceAnswerSchema = z.object({
  token: z.string().min(20).max(200),
  code: z.string().trim().toUpperCase().min(1).max(20),
  declined: z.boolean().default(false),
  answers: z.record(z.string(), z.unknown()).default({}),
});
export type ReferenceAnswerBody = z.infer<typeof referenceAnswerSchema>;
