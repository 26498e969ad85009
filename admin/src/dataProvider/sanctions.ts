/**
 * The dataProvider's sanctions screening methods (README 'Sanctions screening'; schemas contracts/sanctions.ts):
 * a record's screening, screening it again, clearing or confirming a hit, and the lists with their import.
 * Every answer is the envelope `{ success, message, data }`.
 */
import type { SanctionsList, SanctionsListView, ScreeningView } from '@cp/schemas/contracts/sanctions';
import { httpClient } from './httpClient';

const base = (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}/screening`;

async function post(url: string, body: unknown): Promise<{ message: string }> {
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
  return { message: String(json?.message ?? '') };
}

export const sanctionsMethods = {
  screening: async (p: { id: string }): Promise<ScreeningView> =>
    (await httpClient(base(p.id), { method: 'GET' })).json?.data as ScreeningView,
  rescreen: (p: { id: string }) => post(base(p.id), {}),
  clearSanctionsHit: (p: { id: string; hitId: string; reason: string }) =>
    post(`${base(p.id)}/hits/${encodeURIComponent(p.hitId)}/clear`, { reason: p.reason }),
  confirmSanctionsHit: (p: {
    id: string;
    hitId: string;
    reason: string;
    denialCode: string;
    contacts: string[];
  }) =>
    post(`${base(p.id)}/hits/${encodeURIComponent(p.hitId)}/confirm`, {
      reason: p.reason,
      denialCode: p.denialCode,
      contacts: p.contacts,
    }),
  sanctionsLists: async (): Promise<SanctionsListView[]> =>
    (await httpClient('/api/v1/sanctions/lists', { method: 'GET' })).json?.data as SanctionsListView[],
  importSanctionsList: async (p: { list: SanctionsList; sdn: File; alt?: File }) => {
    const form = new FormData();
    form.append('list', p.list);
    form.append('sdn', p.sdn, p.sdn.name);
    if (p.alt) form.append('alt', p.alt, p.alt.name);
    const { json } = await httpClient('/api/v1/sanctions/import', { method: 'POST', body: form });
    return { message: String(json?.message ?? '') };
  },
};

export type SanctionsMethods = typeof sanctionsMethods;
