/**
 * A company's webhook endpoints (README 'Webhooks'), managed by super admins only (CASL 'WebhookEndpoint'):
 * register (the URL through the SSRF guard, a new secret shown once), edit, enable again after a disabling,
 * rotate the secret (shown once), delete. Each change writes an audit row; no secret is ever in one.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  WebhookEndpointView,
  WebhookEventType,
  WebhookSecretView,
} from '@cp/schemas/contracts/webhooks';
import * as M from '@cp/schemas/messages/webhooks';
import type { Db } from '../db/client';
import { units, webhookEndpoints } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { abilityOf, type Staff } from '../services/submissions/access';
import { writeAudit } from '../services/submissions/audit';
import { encryptSecret, newWebhookSecret } from './secrets';
import { checkWebhookUrl } from './ssrf';

type Action = 'read' | 'create' | 'update' | 'delete';
export interface EndpointOptions extends Required<Staff> {
  db: Db;
  allowPrivate: boolean;
  ip?: string | null;
}

/** Refused before any input is read: a caller who may not manage webhooks learns nothing from its messages. */
export function assertMayWebhooks(staff: Staff, action: Action): void {
  if (!abilityOf(staff).can(action, 'WebhookEndpoint'))
    throw new AppError(ErrorCode.Forbidden, M.WEBHOOKS_DENIED);
}

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
type EndpointRow = typeof webhookEndpoints.$inferSelect;

const viewOf = (r: EndpointRow, companyName: string): WebhookEndpointView => ({
  id: r.id,
  companyId: r.companyId,
  companyName,
  url: r.url,
  description: r.description,
  events: r.events as WebhookEventType[],
  active: r.active,
  sensitive: r.sensitive,
  secretRotatedAt: r.secretRotatedAt.toISOString(),
  lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
  disabledAt: r.disabledAt?.toISOString() ?? null,
  disabledReason: r.disabledReason,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const selectViews = (db: Db) =>
  db
    .select({ endpoint: webhookEndpoints, companyName: units.name })
    .from(webhookEndpoints)
    .innerJoin(units, eq(units.id, webhookEndpoints.companyId));

export async function listWebhookEndpoints(
  o: Staff & { db: Db; companyId?: string },
): Promise<WebhookEndpointView[]> {
  assertMayWebhooks(o, 'read');
  const found = await selectViews(o.db)
    .where(o.companyId ? eq(webhookEndpoints.companyId, o.companyId) : undefined)
    .orderBy(units.name, desc(webhookEndpoints.createdAt));
  return found.map((r) => viewOf(r.endpoint, r.companyName));
}

export async function getWebhookEndpoint(o: Staff & { db: Db; id: string }): Promise<WebhookEndpointView> {
  assertMayWebhooks(o, 'read');
  if (!isUuid(o.id)) throw new AppError(ErrorCode.NotFound, M.WEBHOOK_NOT_FOUND);
  const [r] = await selectViews(o.db).where(eq(webhookEndpoints.id, o.id));
  if (!r) throw new AppError(ErrorCode.NotFound, M.WEBHOOK_NOT_FOUND);
  return viewOf(r.endpoint, r.companyName);
}

const audited = (r: EndpointRow) => ({
  url: r.url,
  events: r.events,
  active: r.active,
  sensitive: r.sensitive,
  description: r.description,
});

export async function createWebhookEndpoint(
  o: EndpointOptions & { input: z.output<typeof createWebhookEndpointSchema> },
): Promise<WebhookSecretView> {
  assertMayWebhooks(o, 'create');
  const { input } = o;
  const [company] = await o.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, input.companyId), eq(units.kind, 'company')));
  if (!company)
    throw new AppError(ErrorCode.Validation, M.WEBHOOK_COMPANY_UNKNOWN, {
      fields: { companyId: M.WEBHOOK_COMPANY_UNKNOWN },
    });
  const url = await checkWebhookUrl(input.url, o.allowPrivate);
  const secret = newWebhookSecret();
  const id = await o.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: company.id,
        url,
        description: input.description,
        events: input.events,
        active: input.active,
        sensitive: input.sensitive,
        secretEncrypted: await encryptSecret(tx, secret),
        createdBy: o.actor.id,
      })
      .returning();
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'webhook-endpoint-create',
      entity: 'webhook-endpoint',
      entityId: row.id,
      after: { companyId: company.id, ...audited(row) },
      ip: o.ip ?? null,
    });
    return row.id;
  });
  return { endpoint: await getWebhookEndpoint({ ...o, id }), secret };
}

async function lockedEndpoint(
  o: EndpointOptions & { id: string },
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
) {
  if (!isUuid(o.id)) throw new AppError(ErrorCode.NotFound, M.WEBHOOK_NOT_FOUND);
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, o.id)).for('update');
  if (!row) throw new AppError(ErrorCode.NotFound, M.WEBHOOK_NOT_FOUND);
  return row;
}

export async function updateWebhookEndpoint(
  o: EndpointOptions & { id: string; input: z.output<typeof updateWebhookEndpointSchema> },
): Promise<WebhookEndpointView> {
  assertMayWebhooks(o, 'update');
  const { input } = o;
  const url = input.url === undefined ? undefined : await checkWebhookUrl(input.url, o.allowPrivate);
  await o.db.transaction(async (tx) => {
    const before = await lockedEndpoint(o, tx);
    const now = new Date();
    // Enabling again clears the disabling.
    const enabling = input.active === true && !before.active;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.sensitive !== undefined ? { sensitive: input.sensitive } : {}),
        ...(enabling ? { disabledAt: null, disabledReason: null } : {}),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'webhook-endpoint-update',
      entity: 'webhook-endpoint',
      entityId: before.id,
      before: audited(before),
      after: audited(after),
      ip: o.ip ?? null,
    });
  });
  return getWebhookEndpoint(o);
}

export async function rotateWebhookSecret(o: EndpointOptions & { id: string }): Promise<WebhookSecretView> {
  assertMayWebhooks(o, 'update');
  const secret = newWebhookSecret();
  await o.db.transaction(async (tx) => {
    const row = await lockedEndpoint(o, tx);
    const now = new Date();
    await tx
      .update(webhookEndpoints)
      .set({ secretEncrypted: await encryptSecret(tx, secret), secretRotatedAt: now, updatedAt: now })
      .where(eq(webhookEndpoints.id, row.id));
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'webhook-endpoint-rotate',
      entity: 'webhook-endpoint',
      entityId: row.id,
      after: { secretRotatedAt: now.toISOString() },
      ip: o.ip ?? null,
    });
  });
  return { endpoint: await getWebhookEndpoint(o), secret };
}

/** Deletes the endpoint with its delivery log (its events stay, for other endpoints' logs). */
export async function deleteWebhookEndpoint(o: EndpointOptions & { id: string }): Promise<void> {
  assertMayWebhooks(o, 'delete');
  await o.db.transaction(async (tx) => {
    const row = await lockedEndpoint(o, tx);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
    await writeAudit(tx, {
      actorId: o.actor.id,
      actorKind: 'user',
      action: 'webhook-endpoint-delete',
      entity: 'webhook-endpoint',
      entityId: row.id,
      before: { companyId: row.companyId, ...audited(row) },
      ip: o.ip ?? null,
    });
  });
}
