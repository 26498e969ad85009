/**
 * The e-signature calls (README 'E-signature'): the staff panel's state of an application's agreement,
 * and the customer's signing page (the agreement as HTML, and the signature).
 */
import { z } from 'zod';
import {
  ESIGN_CONSENT_REQUIRED,
  ESIGN_DECLINE_REASON_MAX,
  ESIGN_DECLINE_REASON_REQUIRED,
  ESIGN_DECLINE_REASON_TOO_LONG,
  ESIGN_NAME_REQUIRED,
} from '../messages/esign';

export const esignStatusSchema = z.enum([
  'queued',
  'sent',
  'delivered',
  'signed',
  'completed',
  'declined',
  'voided',
]);
export type EsignStatus = z.infer<typeof esignStatusSchema>;

export interface EsignEventView {
  at: string;
  event: string;
  ip: string | null;
  userAgent: string | null;
}

/** A signer's decline: when, and the reason they gave (empty when the provider reported none). */
export interface EsignDeclineView {
  at: string;
  reason: string;
}

/** GET /api/v1/applications/:id/esign */
export interface EsignStateView {
  provider: 'builtin' | 'docusign';
  envelope: null | {
    id: string;
    envelopeId: string | null;
    status: EsignStatus;
    signerEmail: string;
    signerName: string;
    remindersSent: number;
    createdAt: string;
    events: EsignEventView[];
    /** Set once the signer declined (status 'declined'). */
    declined: EsignDeclineView | null;
  };
  /** The sending job while it has not gone out: 'pending' (with the last error) or a dead letter. */
  job: null | { status: string; attempts: number; lastError: string | null; nextAttemptAt: string };
}

/** GET /api/esign/agreement/:token */
export interface AgreementView {
  division: string;
  envelopeId: string;
  status: EsignStatus;
  /** The company or division offering the agreement. */
  unitName: string;
  signerEmail: string;
  /** Set when the signer declined this agreement: the page says so instead of offering it. */
  declined: EsignDeclineView | null;
  html: string;
  css: string;
  consentText: string;
}

/** POST /api/esign/agreement/:token/sign */
export const signAgreementBodySchema = z.object({
  name: z.string().trim().min(1, { error: ESIGN_NAME_REQUIRED }).max(200),
  consent: z.literal(true, { error: ESIGN_CONSENT_REQUIRED }),
});
export type SignAgreementBody = z.infer<typeof signAgreementBodySchema>;

/** POST /api/esign/agreement/:token/decline */
export const declineAgreementBodySchema = z.object({
  reason: z
    .string({ error: ESIGN_DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, { error: ESIGN_DECLINE_REASON_REQUIRED })
    .max(ESIGN_DECLINE_REASON_MAX, { error: ESIGN_DECLINE_REASON_TOO_LONG }),
});
export type DeclineAgreementBody = z.infer<typeof declineAgreementBodySchema>;

/**
 * GET /api/v1/esign-failures (super admins, beside the Email log): e-signature jobs the job queue gave up on
 * ('failed' or 'dead') while their agreement is still unsigned and not voided or declined.
 */
export interface EsignFailure {
  /** The job's id (pg-boss). */
  id: string;
  /** What failed: sending the agreement, or a reminder. */
  job: 'send' | 'reminder';
  status: 'failed' | 'dead';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  applicationId: string;
  applicationNumber: string;
  companyName: string;
  signerEmail: string;
  envelopeStatus: EsignStatus;
}
