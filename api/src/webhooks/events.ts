/**
 * Webhook events (README 'Webhooks'): emitted in the transaction of the change that causes them, so an event
 * exists exactly when its change does. `emitWebhookEvent` finds the company's active endpoints that subscribe
 * to the type; when there are some it writes the event, one delivery per endpoint (its id, `msg_…`, is the
 * stable `webhook-id`) and each delivery's job. A company without endpoints costs one indexed read.
 *
 * The payload is `{ type, timestamp, data: { version: 1, … } }` with ids, unit codes and the decision fields;
 * the record's bank account number and tax id are never stored with the event: a delivery to an endpoint
 * flagged to receive them reads them from the record when it sends (deliver.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '@cp/schemas/contracts/webhooks';
import { rows } from '../customers/db';
import type { DbOrTx } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { webhookDeliverJob } from '../jobs/kinds/webhook-jobs';
import { enqueueJob } from '../jobs/queue';

/** A delivery's `webhook-id`: `msg_` and 16 random bytes (Standard Webhooks' message id). */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export interface WebhookEvent {
  type: WebhookEventType;
  companyId: string;
  submissionId?: string | null;
  data: Record<string, unknown>;
}

/** Writes the event, its deliveries and their jobs in `tx`; answers the deliveries' ids (none: no endpoint). */
export async function emitWebhookEvent(tx: DbOrTx, event: WebhookEvent, at = new Date()): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} ? ${event.type}`,
      ),
    );
  if (endpoints.length === 0) return [];
  const payload = {
    type: event.type,
    timestamp: at.toISOString(),
    data: { version: WEBHOOK_PAYLOAD_VERSION, ...event.data },
  };
  const [row] = await tx
    .insert(webhookEvents)
    .values({
      type: event.type,
      companyId: event.companyId,
      submissionId: event.submissionId ?? null,
      data: payload,
      createdAt: at,
    })
    .returning({ id: webhookEvents.id });
  const deliveries = endpoints.map((e) => ({
    id: newMessageId(),
    eventId: row.id,
    endpointId: e.id,
    nextAttemptAt: at,
    createdAt: at,
  }));
  await tx.insert(webhookDeliveries).values(deliveries);
  for (const d of deliveries) await enqueueJob(tx, webhookDeliverJob, { deliveryId: d.id, manual: false });
  return deliveries.map((d) => d.id);
}

interface SubmissionEventRow extends Record<string, unknown> {
  id: string;
  form: string;
  status: string;
  application_number: string | null;
  company_id: string;
  company_code: string;
  division_id: string | null;
  division_code: string | null;
  legal_name: string | null;
  customer_code: string;
  amount_req: string | null;
  approved_amount: string | null;
  net_terms: string;
  payment_terms: string;
  is_cod: boolean;
  denial_code: string;
  approved_or_denied_date: Date | string | null;
  signature_date: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A record's fields every submission event carries: ids, unit codes, status and the decision's fields. */
export async function submissionEventData(tx: DbOrTx, submissionId: string) {
  const [r] = await rows<SubmissionEventRow>(
    tx,
    sql`select s.id, s.form, s.status, s.application_number, s.company_id, c.code as company_code,
          s.division_id, d.code as division_code, s.facts->>'legalName' as legal_name, s.customer_code,
          s.amount_req::text, s.approved_amount::text, s.net_terms, s.payment_terms, s.is_cod, s.denial_code,
          s.approved_or_denied_date, s.signature_date
        from submissions s join units c on c.id = s.company_id left join units d on d.id = s.division_id
        where s.id = ${submissionId}::uuid`,
  );
  const decided = r.status === 'APPROVED' || r.status === 'DENIED';
  return {
    companyId: r.company_id,
    data: {
      submissionId: r.id,
      kind: r.form === 'customer-activation' ? 'activation' : 'application',
      applicationNumber: r.application_number,
      status: r.status,
      unit: {
        companyId: r.company_id,
        companyCode: r.company_code,
        divisionId: r.division_id,
        divisionCode: r.division_code,
      },
      legalName: r.legal_name,
      customerCode: r.customer_code || null,
      amountRequested: r.amount_req,
      submittedAt: iso(r.signature_date),
      ...(decided
        ? {
            decision: {
              status: r.status,
              decidedAt: iso(r.approved_or_denied_date),
              approvedAmount: r.status === 'APPROVED' ? r.approved_amount : null,
              netTerms: r.status === 'APPROVED' ? r.net_terms || null : null,
              paymentTerms: r.status === 'APPROVED' ? r.payment_terms || null : null,
              isCod: r.status === 'APPROVED' ? r.is_cod : null,
              denialCode: r.status === 'DENIED' ? r.denial_code || null : null,
            },
          }
        : {}),
    } as Record<string, unknown>,
  };
}

/** A submission event (invited, submitted, approved, denied, e-signature completed) in `tx`. */
export async function emitSubmissionEvent(
  tx: DbOrTx,
  type: WebhookEventType,
  submissionId: string,
  extra: Record<string, unknown> = {},
): Promise<string[]> {
  const { companyId, data } = await submissionEventData(tx, submissionId);
  return emitWebhookEvent(tx, { type, companyId, submissionId, data: { ...data, ...extra } });
}

/** 'customer.limit_changed': the customer's limit at a unit, after the change, in `tx`. */
export async function emitLimitChanged(
  tx: DbOrTx,
  entityId: string,
  unitId: string,
  reason: 'approval' | 'review',
  previousAmount: string | null,
): Promise<string[]> {
  const [r] = await rows<{
    company_id: string;
    company_code: string;
    division_id: string | null;
    division_code: string | null;
    amount: string;
    terms: string;
    submission_id: string;
    legal_name: string;
    customer_codes: string[];
    set_at: Date | string;
  }>(
    tx,
    sql`select l.company_id, c.code as company_code, l.division_id, d.code as division_code, l.amount::text,
          l.terms, l.submission_id, e.legal_name, e.customer_codes, l.set_at
        from customer_limits l join customer_entities e on e.id = l.entity_id
        join units c on c.id = l.company_id left join units d on d.id = l.division_id
        where l.entity_id = ${entityId}::uuid and l.unit_id = ${unitId}::uuid`,
  );
  if (!r || r.amount === previousAmount) return [];
  return emitWebhookEvent(tx, {
    type: 'customer.limit_changed',
    companyId: r.company_id,
    submissionId: r.submission_id,
    data: {
      customerId: entityId,
      legalName: r.legal_name,
      customerCodes: r.customer_codes,
      unit: {
        companyId: r.company_id,
        companyCode: r.company_code,
        divisionId: r.division_id,
        divisionCode: r.division_code,
      },
      limit: { amount: r.amount, previousAmount, terms: r.terms || null, setAt: iso(r.set_at) },
      reason,
      submissionId: r.submission_id,
    },
  });
}

/** The customer's limit at a unit now (before a change), or null. */
export async function currentLimit(tx: DbOrTx, entityId: string, unitId: string): Promise<string | null> {
  const [r] = await rows<{ amount: string }>(
    tx,
    sql`select amount::text from customer_limits where entity_id = ${entityId}::uuid and unit_id = ${unitId}::uuid`,
  );
  return r?.amount ?? null;
}
