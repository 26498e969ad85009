/**
 * Signed webhooks for the ERP (README 'Webhooks', issue 32 item 4): the events, an endpoint's body and views,
 * and the delivery log. Signatures follow the Standard Webhooks specification.
 */
import { z } from 'zod';
import * as M from '../messages/webhooks';

export const WEBHOOK_EVENT_TYPES = [
  'submission.invited',
  'submission.submitted',
  'submission.approved',
  'submission.denied',
  'esign.completed',
  'reference.answered',
  'customer.limit_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The payload's `data.version`: a receiver reads the fields of this version. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const url = z
  .string({ error: M.WEBHOOK_URL_INVALID })
  .trim()
  .max(2000, { error: M.WEBHOOK_URL_INVALID })
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: M.WEBHOOK_URL_INVALID });
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: M.WEBHOOK_EVENTS_REQUIRED }), {
    error: M.WEBHOOK_EVENTS_REQUIRED,
  })
  .min(1, { error: M.WEBHOOK_EVENTS_REQUIRED })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => WEBHOOK_EVENT_TYPES.filter((t) => list.includes(t)));
const description = z.string().trim().max(200, { error: M.WEBHOOK_DESCRIPTION_TOO_LONG });

export const createWebhookEndpointSchema = z
  .object({
    companyId: z.string({ error: M.WEBHOOK_COMPANY_REQUIRED }).uuid({ error: M.WEBHOOK_COMPANY_REQUIRED }),
    url,
    events,
    description: description.default(''),
    active: z.boolean().default(true),
    sensitive: z.boolean().default(false),
  })
  .strict();
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointSchema>;

/** An edit: any of the fields; the company and the secret are not changed here (rotate makes a new secret). */
export const updateWebhookEndpointSchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: description.optional(),
    active: z.boolean().optional(),
    sensitive: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointSchema>;

export const webhookEndpointListQuerySchema = z.object({
  companyId: z.string().uuid().optional(),
});

export const webhookDeliveryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export interface WebhookEndpointView {
  id: string;
  companyId: string;
  companyName: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
  sensitive: boolean;
  secretRotatedAt: string;
  lastSuccessAt: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The answer of create and rotate: the only time the secret is shown. */
export interface WebhookSecretView {
  endpoint: WebhookEndpointView;
  secret: string;
}

export interface WebhookAttemptView {
  at: string;
  manual: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

export interface WebhookDeliveryView {
  /** The `webhook-id` header. */
  id: string;
  eventType: WebhookEventType;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed' | 'cancelled';
  attempts: number;
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attemptLog: WebhookAttemptView[];
}
