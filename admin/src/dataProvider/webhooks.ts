/**
 * The dataProvider's webhook methods (README 'Webhooks'; schemas contracts/webhooks.ts): a company's endpoints,
 * creating, editing, rotating (the secret comes back once) and deleting one, its delivery log and a replay.
 */
import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookSecretView,
} from '@cp/schemas/contracts/webhooks';
import { httpClient } from './httpClient';

const base = '/api/v1/webhooks';
const one = (id: string) => `${base}/endpoints/${encodeURIComponent(id)}`;

async function call<T>(url: string, method: string, body?: unknown): Promise<{ data: T; message: string }> {
  const { json } = await httpClient(url, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { data: json?.data as T, message: String(json?.message ?? '') };
}

export const webhookMethods = {
  webhookEndpoints: async (p: { companyId?: string } = {}): Promise<WebhookEndpointView[]> =>
    (
      await call<WebhookEndpointView[]>(
        `${base}/endpoints${p.companyId ? `?companyId=${encodeURIComponent(p.companyId)}` : ''}`,
        'GET',
      )
    ).data,
  createWebhookEndpoint: (body: CreateWebhookEndpointBody) =>
    call<WebhookSecretView>(`${base}/endpoints`, 'POST', body),
  updateWebhookEndpoint: (p: { id: string; body: UpdateWebhookEndpointBody }) =>
    call<WebhookEndpointView>(one(p.id), 'PUT', p.body),
  deleteWebhookEndpoint: (p: { id: string }) => call<{ id: string }>(one(p.id), 'DELETE'),
  rotateWebhookSecret: (p: { id: string }) => call<WebhookSecretView>(`${one(p.id)}/rotate`, 'POST', {}),
  webhookDeliveries: async (p: {
    id: string;
    offset?: number;
    limit?: number;
  }): Promise<{ rows: WebhookDeliveryView[]; total: number }> =>
    (
      await call<{ rows: WebhookDeliveryView[]; total: number }>(
        `${one(p.id)}/deliveries?offset=${p.offset ?? 0}&limit=${p.limit ?? 50}`,
        'GET',
      )
    ).data,
  replayWebhookDelivery: (p: { id: string }) =>
    call<{ deliveryId: string }>(`${base}/deliveries/${encodeURIComponent(p.id)}/replay`, 'POST', {}),
};

export type WebhookMethods = typeof webhookMethods;
