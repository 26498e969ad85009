/**
 * An endpoint's delivery log and a delivery's manual replay (README 'Webhooks'): super admins only. A replay is
 * a new attempt of the same delivery, so it carries the same `webhook-id`; a receiver that already has it may
 * drop it as a duplicate.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookDeliveryView, WebhookEventType } from '@cp/schemas/contracts/webhooks';
import * as M from '@cp/schemas/messages/webhooks';
import type { Db } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { webhookDeliverJob } from '../jobs/kinds/webhook-jobs';
import { enqueueJob } from '../jobs/queue';
import type { Staff } from '../services/submissions/access';
import { writeAudit } from '../services/submissions/audit';
import { assertMayWebhooks, getWebhookEndpoint } from './endpoints';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function listWebhookDeliveries(
  o: Staff & { db: Db; endpointId: string; limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryView[]; total: number }> {
  assertMayWebhooks(o, 'read');
  await getWebhookEndpoint({ ...o, id: o.endpointId });
  const found = await o.db
    .select({ d: webhookDeliveries, type: webhookEvents.type, total: sql<number>`count(*) over ()::int` })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, o.endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(o.limit)
    .offset(o.offset);
  const ids = found.map((r) => r.d.id);
  const attempts = ids.length
    ? await o.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(asc(webhookAttempts.at))
    : [];
  return {
    total: found[0]?.total ?? 0,
    rows: found.map(({ d, type }) => ({
      id: d.id,
      eventType: type as WebhookEventType,
      status: d.status,
      attempts: d.attempts,
      responseCode: d.responseCode,
      durationMs: d.durationMs,
      error: d.error,
      nextAttemptAt: iso(d.nextAttemptAt),
      lastAttemptAt: iso(d.lastAttemptAt),
      deliveredAt: iso(d.deliveredAt),
      createdAt: d.createdAt.toISOString(),
      attemptLog: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          at: a.at.toISOString(),
          manual: a.manual,
          responseCode: a.responseCode,
          durationMs: a.durationMs,
          error: a.error,
          responseExcerpt: a.responseExcerpt,
        })),
    })),
  };
}

/** Queues a new attempt of the delivery now (the worker sends it); refused while its endpoint is disabled. */
export async function replayWebhookDelivery(
  o: Staff & { db: Db; id: string; ip?: string | null },
): Promise<{ deliveryId: string }> {
  assertMayWebhooks(o, 'update');
  const id = o.id.slice(0, 64);
  return o.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: webhookDeliveries.id,
        endpointId: webhookDeliveries.endpointId,
        active: webhookEndpoints.active,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, id));
    if (!found) throw new AppError(ErrorCode.NotFound, M.WEBHOOK_DELIVERY_NOT_FOUND);
    if (!found.active) throw new AppError(ErrorCode.Conflict, M.WEBHOOK_REPLAY_DISABLED);
    await enqueueJob(tx, webhookDeliverJob, { deliveryId: found.id, manual: true });
    await writeAudit(tx, {
      actorId: o.actor?.id ?? null,
      actorKind: 'user',
      action: 'webhook-delivery-replay',
      entity: 'webhook-endpoint',
      entityId: found.endpointId,
      after: { deliveryId: found.id },
      ip: o.ip ?? null,
    });
    return { deliveryId: found.id };
  });
}
