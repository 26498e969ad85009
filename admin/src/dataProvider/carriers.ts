/**
 * The dataProvider's carrier check methods (README 'Carrier checks'; schemas contracts/carriers.ts): a record's
 * dated checks and 'Check carrier'. Every answer is the envelope `{ success, message, data }`.
 */
import type { CarrierCheckView, CheckCarrierBody } from '@cp/schemas/contracts/carriers';
import { httpClient } from './httpClient';

const base = (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}/carrier-checks`;

export const carrierMethods = {
  carrierChecks: async (p: { id: string }): Promise<CarrierCheckView[]> =>
    (await httpClient(base(p.id), { method: 'GET' })).json?.data as CarrierCheckView[],
  checkCarrier: async (p: { id: string; body: CheckCarrierBody }) => {
    const { json } = await httpClient(base(p.id), { method: 'POST', body: JSON.stringify(p.body) });
    return { message: String(json?.message ?? ''), data: json?.data as CarrierCheckView };
  },
};

export type CarrierMethods = typeof carrierMethods;
