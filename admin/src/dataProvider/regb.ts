/**
 * The dataProvider's Regulation B methods (README 'Regulation B'): the reasons offered when denying a record.
 * Every answer is the envelope `{ success, message, data }`.
 */
import type { OfferedReason } from '@cp/schemas/regb/reasons';
import { httpClient } from './httpClient';

const base = (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}`;

export const regbMethods = {
  denialReasons: async (p: { id: string }): Promise<OfferedReason[]> =>
    (await httpClient(`${base(p.id)}/denial-reasons`, { method: 'GET' })).json?.data as OfferedReason[],
};
export type RegbMethods = typeof regbMethods;
