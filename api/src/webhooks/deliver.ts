/**
 * A webhook delivery's attempt and what follows it (README 'Webhooks'), run by the 'webhook-deliver' job:
 * - the payload is the event's, plus the record's bank account number and tax id when the endpoint is flagged
 *   to receive them (read from the record now; never stored with the event);
 * - it is signed with the endpoint's secret by `standardwebhooks` (`webhook-id` is the delivery's id on every
 *   attempt, replays included; `webhook-timestamp` is the attempt's time);
 * - a 2xx answer delivers it; any other outcome schedules the next attempt, min(30 s × 4^(n-1), 10 h) after the
 *   n-th, as long as it falls within 3 days of the event; after that the delivery has failed, and when the
 *   endpoint had no success since the delivery began (failing for 3 days) the endpoint is disabled and the super
 *   admins are emailed through the Email log.
 * Every attempt is logged (time, response code, duration, error, a short excerpt of the answer).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/client';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import type { WorkerContext } from '../jobs/job';
import { webhookDeliverJob } from '../jobs/kinds/webhook-jobs';
import { enqueueJob } from '../jobs/queue';
import { enqueueEmail } from '../mail/enqueue';
import { decryptSecret } from './secrets';
import { postWebhook, type AttemptResult } from './send';

export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 10 * 60 * 60 * 1000;

/** The wait after the n-th attempt failed: 30 s, 2 min, 8 min, 32 min, 2 h 8 min, 8 h 32 min, then 10 h. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempt - 1), MAX_RETRY_MS);

/** The record's fields only a flagged endpoint receives. */
async function sensitiveFields(db: Db, submissionId: string) {
  const result = (await db.execute(
    sql`select facts->>'federalTaxId' as tax_id, facts->'bank'->>'accountNumber' as account
          from submissions where id = ${submissionId}::uuid`,
  )) as unknown as { rows: Array<{ tax_id: string | null; account: string | null }> };
  const r = result.rows[0];
  return { federalTaxId: r?.tax_id ?? null, bankAccountNumber: r?.account ?? null };
}

export interface DeliverOptions {
  now?: () => Date;
  timeoutMs?: number;
}

/** One attempt of a delivery; answers what happened (skipped: nothing was sent). */
export async function deliverWebhook(
  ctx: Pick<WorkerContext, 'db' | 'config' | 'logger'>,
  job: { deliveryId: string; manual: boolean },
  o: DeliverOptions = {},
): Promise<{ outcome: 'skipped' | 'delivered' | 'retrying' | 'failed' | 'disabled' }> {
  const { db } = ctx;
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, job.deliveryId));
  if (!found) return { outcome: 'skipped' };
  const { delivery, endpoint, event } = found;
  // A scheduled retry of a delivery that a replay already settled, or whose endpoint was switched off.
  if (!job.manual && !['pending', 'retrying'].includes(delivery.status)) return { outcome: 'skipped' };
  if (!job.manual && !endpoint.active) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null, error: 'The endpoint was disabled.' })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { outcome: 'skipped' };
  }
  const payload = structuredClone(event.data) as { data: Record<string, unknown> };
  if (endpoint.sensitive && event.submissionId)
    payload.data.sensitive = await sensitiveFields(db, event.submissionId);
  const body = JSON.stringify(payload);
  const sentAt = new Date();
  const signer = new Webhook(await decryptSecret(db, endpoint.secretEncrypted));
  const result: AttemptResult = await postWebhook(
    endpoint.url,
    body,
    {
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signer.sign(delivery.id, sentAt, body),
    },
    { allowPrivate: ctx.config.webhooksAllowPrivate ?? false, timeoutMs: o.timeoutMs },
  );
  const now = (o.now ?? (() => new Date()))();
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id))
      .for('update');
    if (!locked) return { outcome: 'skipped' as const };
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      at: now,
      manual: job.manual,
      responseCode: result.status,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.excerpt,
    });
    const attempts = locked.attempts + 1;
    const common = {
      attempts,
      lastAttemptAt: now,
      responseCode: result.status,
      durationMs: result.durationMs,
      error: result.error,
    };
    const update = (set: Partial<typeof webhookDeliveries.$inferInsert>) =>
      tx
        .update(webhookDeliveries)
        .set({ ...common, ...set })
        .where(eq(webhookDeliveries.id, delivery.id));
    if (delivered) {
      await update({ status: 'succeeded', deliveredAt: now, nextAttemptAt: null });
      await tx
        .update(webhookEndpoints)
        .set({ lastSuccessAt: now })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return { outcome: 'delivered' as const };
    }
    // A replay that failed changes nothing of the schedule (a pending retry stays due).
    if (job.manual && ['pending', 'retrying'].includes(locked.status)) {
      await update({});
      return { outcome: 'retrying' as const };
    }
    if (job.manual) {
      await update({});
      return { outcome: 'failed' as const };
    }
    const next = new Date(now.getTime() + retryDelayMs(attempts));
    if (next.getTime() - locked.createdAt.getTime() <= RETRY_WINDOW_MS) {
      await update({ status: 'retrying', nextAttemptAt: next });
      await enqueueJob(
        tx,
        webhookDeliverJob,
        { deliveryId: delivery.id, manual: false },
        { startAfter: next },
      );
      return { outcome: 'retrying' as const };
    }
    await update({ status: 'failed', nextAttemptAt: null });
    const [current] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))
      .for('update');
    const failingSince = current.lastSuccessAt === null || current.lastSuccessAt < locked.createdAt;
    if (!current.active || !failingSince) return { outcome: 'failed' as const };
    const reason = `Every attempt failed for 3 days (last: ${result.error ?? 'no answer'}).`;
    await tx
      .update(webhookEndpoints)
      .set({ active: false, disabledAt: now, disabledReason: reason, updatedAt: now })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await alertSuperAdmins(tx, { ...current, disabledReason: reason }, ctx.config.publicOrigin);
    ctx.logger.warn({ endpointId: endpoint.id, url: endpoint.url }, 'webhook endpoint disabled');
    return { outcome: 'disabled' as const };
  });
}

/** The alert when an endpoint is disabled: one email to the active super admins, through the Email log. */
async function alertSuperAdmins(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  endpoint: typeof webhookEndpoints.$inferSelect,
  origin: string | undefined,
): Promise<void> {
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.security, 'SUPER ADMIN'), eq(users.active, true)));
  if (admins.length === 0) return;
  await enqueueEmail(tx, {
    template: 'plain',
    to: admins.map((a) => a.email),
    unitId: endpoint.companyId,
    context: {},
    subject: 'Webhook endpoint disabled after repeated failure',
    text: [
      `The webhook endpoint ${endpoint.url} was disabled: ${endpoint.disabledReason}`,
      '',
      'Its events are no longer sent. Fix the receiver, then enable the endpoint again and replay the failed',
      'deliveries from its delivery log.',
      ...(origin ? ['', `${origin}/webhooks/${endpoint.id}/show`] : []),
    ].join('\n'),
  });
}
