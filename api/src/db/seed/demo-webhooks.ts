/**
 * The demo's webhooks (README 'Webhooks'), so the console's Webhooks page has something real to show: UWL's ERP
 * receives its submissions and decisions (all delivered, one after a retry); CPG's old receiver was disabled
 * after its decisions failed for 3 days. Each endpoint has a real secret, encrypted as a registered one is; the
 * events carry the payload the product builds from the demo records (webhooks/events.ts), dated when the records
 * were submitted or decided. Rows are written as the delivery worker leaves them — every delivery finished, no
 * job queued — so the demo sends nothing and needs no network.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '@cp/schemas/contracts/webhooks';
import { newMessageId, submissionEventData } from '../../webhooks/events';
import { retryDelayMs, RETRY_WINDOW_MS } from '../../webhooks/deliver';
import { encryptSecret, newWebhookSecret } from '../../webhooks/secrets';
import type { Tx } from '../client';
import {
  submissions,
  units,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../schema';
import { seededRandom, type Random } from './random';

const DAY = 24 * 60 * 60 * 1000;
type Attempt = typeof webhookAttempts.$inferInsert;
type Outcome = 'ok' | 'retried' | 'failed';

interface DemoEvent {
  type: WebhookEventType;
  submissionId: string;
  at: Date;
}

/** The company's records submitted or decided from `since` to `until`, as the events they emitted. */
async function eventsOf(
  tx: Tx,
  companyId: string,
  types: WebhookEventType[],
  since: Date,
  until: Date,
): Promise<DemoEvent[]> {
  const found = await tx
    .select({
      id: submissions.id,
      status: submissions.status,
      signed: submissions.signatureDate,
      decided: submissions.approvedOrDeniedDate,
    })
    .from(submissions)
    .where(and(eq(submissions.companyId, companyId), isNull(submissions.deleteDate)));
  const within = (d: Date | null): d is Date => !!d && d > since && d < until;
  const events: DemoEvent[] = [];
  for (const s of found) {
    if (types.includes('submission.submitted') && within(s.signed))
      events.push({ type: 'submission.submitted', submissionId: s.id, at: s.signed });
    const decision = s.status === 'APPROVED' ? 'submission.approved' : 'submission.denied';
    if ((s.status === 'APPROVED' || s.status === 'DENIED') && types.includes(decision) && within(s.decided))
      events.push({ type: decision, submissionId: s.id, at: s.decided });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The payload `emitWebhookEvent` stores; a submitted event shows the record as it was when submitted. */
async function payloadOf(tx: Tx, e: DemoEvent) {
  const { data } = await submissionEventData(tx, e.submissionId);
  if (e.type === 'submission.submitted') {
    delete data.decision;
    data.status = 'NEW';
  }
  return { type: e.type, timestamp: e.at.toISOString(), data: { version: WEBHOOK_PAYLOAD_VERSION, ...data } };
}

/** The attempts the worker would have made: one 2xx; a 502 then a 2xx; or failures until the 3-day window ends. */
function attemptsOf(r: Random, deliveryId: string, start: Date, outcome: Outcome): Attempt[] {
  const ok = (at: Date): Attempt => ({
    deliveryId,
    at,
    responseCode: r.pick([200, 200, 202, 204]),
    durationMs: r.int(60, 420),
    responseExcerpt: '{"received":true}',
  });
  if (outcome === 'ok') return [ok(start)];
  const first: Attempt = {
    deliveryId,
    at: start,
    responseCode: 502,
    durationMs: r.int(900, 2400),
    error: 'HTTP 502',
    responseExcerpt: '<html><body><h1>502 Bad Gateway</h1></body></html>',
  };
  if (outcome === 'retried') return [first, ok(new Date(start.getTime() + retryDelayMs(1)))];
  const all: Attempt[] = [];
  let at = start.getTime();
  for (let n = 1; ; n += 1) {
    // The receiver answered 503 at first, then stopped answering at all.
    all.push(
      n <= 4
        ? {
            ...first,
            at: new Date(at),
            responseCode: 503,
            error: 'HTTP 503',
            responseExcerpt: 'Service Unavailable',
          }
        : {
            deliveryId,
            at: new Date(at),
            responseCode: null,
            durationMs: r.int(2, 40),
            error: 'connect ECONNREFUSED 203.0.113.40:443',
            responseExcerpt: null,
          },
    );
    const next = at + retryDelayMs(n);
    if (next - start.getTime() > RETRY_WINDOW_MS) return all;
    at = next;
  }
}

interface DemoEndpoint {
  companyId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  createdAt: Date;
  createdBy: string;
  /** Every delivery's outcome, in event order. */
  outcome: (index: number, e: DemoEvent) => Outcome;
}

/** Writes the endpoint, its events, deliveries and attempts; answers the endpoint's id and last attempt. */
async function seedEndpoint(tx: Tx, r: Random, o: DemoEndpoint, events: DemoEvent[]) {
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      companyId: o.companyId,
      url: o.url,
      description: o.description,
      events: o.events,
      secretEncrypted: await encryptSecret(tx, newWebhookSecret()),
      secretRotatedAt: o.createdAt,
      createdBy: o.createdBy,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    })
    .returning({ id: webhookEndpoints.id });
  const deliveries: (typeof webhookDeliveries.$inferInsert)[] = [];
  const attempts: Attempt[] = [];
  let lastSuccessAt: Date | null = null;
  let lastAttemptAt: Date | null = null;
  for (const [i, e] of events.entries()) {
    const [event] = await tx
      .insert(webhookEvents)
      .values({
        type: e.type,
        companyId: o.companyId,
        submissionId: e.submissionId,
        data: await payloadOf(tx, e),
        createdAt: e.at,
      })
      .returning({ id: webhookEvents.id });
    const id = newMessageId();
    const outcome = o.outcome(i, e);
    const tried = attemptsOf(r, id, new Date(e.at.getTime() + r.int(1, 4) * 1000), outcome);
    const last = tried[tried.length - 1];
    const delivered = outcome !== 'failed';
    deliveries.push({
      id,
      eventId: event.id,
      endpointId: endpoint.id,
      status: delivered ? 'succeeded' : 'failed',
      attempts: tried.length,
      responseCode: last.responseCode,
      durationMs: last.durationMs,
      error: last.error ?? null,
      nextAttemptAt: null,
      lastAttemptAt: last.at,
      deliveredAt: delivered ? last.at : null,
      createdAt: e.at,
    });
    attempts.push(...tried);
    if (delivered) lastSuccessAt = last.at;
    lastAttemptAt = last.at;
  }
  if (deliveries.length) await tx.insert(webhookDeliveries).values(deliveries);
  if (attempts.length) await tx.insert(webhookAttempts).values(attempts);
  if (lastSuccessAt)
    await tx.update(webhookEndpoints).set({ lastSuccessAt }).where(eq(webhookEndpoints.id, endpoint.id));
  return { id: endpoint.id, lastAttemptAt, lastError: attempts[attempts.length - 1]?.error ?? null };
}

export async function seedDemoWebhooks(tx: Tx, superId: string): Promise<void> {
  const r = seededRandom(20_261_129);
  const now = new Date();
  const byCode = new Map((await tx.select().from(units)).map((u) => [u.code, u]));
  const uwl = byCode.get('UWL');
  const cpg = byCode.get('CPG');
  if (uwl) {
    const types: WebhookEventType[] = ['submission.submitted', 'submission.approved', 'submission.denied'];
    const since = new Date(now.getTime() - 28 * DAY);
    const events = (await eventsOf(tx, uwl.id, types, since, now)).slice(-14);
    const retried = Math.floor(events.length / 2);
    await seedEndpoint(
      tx,
      r,
      {
        companyId: uwl.id,
        url: 'https://erp.uwl.example.com/hooks/credit',
        description: 'UWL ERP: opens the customer account when an application is approved',
        events: types,
        createdAt: new Date(Math.min(events[0]?.at.getTime() ?? now.getTime(), since.getTime()) - DAY),
        createdBy: superId,
        outcome: (i) => (i === retried ? 'retried' : 'ok'),
      },
      events,
    );
  }
  if (cpg) {
    // Delivered for two weeks, then the receiver failed: the decisions of the next days failed for 3 days each,
    // and the endpoint was disabled at the last attempt (decisions after it emitted nothing to it).
    const types: WebhookEventType[] = ['submission.approved', 'submission.denied'];
    const start = new Date(now.getTime() - 30 * DAY);
    const failingFrom = new Date(now.getTime() - 14 * DAY);
    const events = [
      ...(await eventsOf(tx, cpg.id, types, start, failingFrom)).slice(-6),
      ...(await eventsOf(tx, cpg.id, types, failingFrom, new Date(now.getTime() - 11 * DAY))).slice(0, 3),
    ];
    const seeded = await seedEndpoint(
      tx,
      r,
      {
        companyId: cpg.id,
        url: 'https://legacy-erp.cpg.example.com/api/credit-decisions',
        description: 'CPG legacy ERP (being replaced): approvals and denials',
        events: types,
        createdAt: new Date(start.getTime() - DAY),
        createdBy: superId,
        outcome: (_, e) => (e.at < failingFrom ? 'ok' : 'failed'),
      },
      events,
    );
    const disabledAt =
      seeded.lastAttemptAt && seeded.lastAttemptAt > failingFrom ? seeded.lastAttemptAt : null;
    await tx
      .update(webhookEndpoints)
      .set({
        active: false,
        disabledAt: disabledAt ?? failingFrom,
        disabledReason: `Every attempt failed for 3 days (last: ${seeded.lastError ?? 'no answer'}).`,
        updatedAt: disabledAt ?? failingFrom,
      })
      .where(eq(webhookEndpoints.id, seeded.id));
  }
}
