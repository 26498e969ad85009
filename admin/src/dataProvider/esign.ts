/**
 * The dataProvider's e-signature methods (README 'E-signature'): an application's agreement state, and
 * sending, resending and voiding it (`/api/v1/applications/:id/esign…`).
 */
import type { EsignStateView } from '@cp/schemas/contracts/esign';
import { httpClient } from './httpClient';

const url = (id: string, verb = '') =>
  `/api/v1/applications/${encodeURIComponent(id)}/esign${verb ? `/${verb}` : ''}`;

async function action(id: string, verb: 'send' | 'resend' | 'void'): Promise<{ message: string }> {
  const { json } = await httpClient(url(id, verb), { method: 'POST', body: '{}' });
  return { message: String(json?.message ?? '') };
}

export const esignMethods = {
  esignState: async (p: { id: string }): Promise<EsignStateView> =>
    (await httpClient(url(p.id), { method: 'GET' })).json as EsignStateView,
  esignSend: (p: { id: string }) => action(p.id, 'send'),
  esignResend: (p: { id: string }) => action(p.id, 'resend'),
  esignVoid: (p: { id: string }) => action(p.id, 'void'),
};

export type EsignMethods = typeof esignMethods;
