/**
 * The dataProvider's retention methods (README 'Regulation B'): a record's legal hold, read, set and released.
 * Every answer is the envelope `{ success, message, data }`.
 */
import type { LegalHoldBody, RetentionView } from '@cp/schemas/contracts/retention';
import { httpClient } from './httpClient';

const url = (id: string, part: string) => `/api/v1/submissions/${encodeURIComponent(id)}/${part}`;

const change =
  (method: 'POST' | 'DELETE') =>
  async (p: { id: string } & LegalHoldBody): Promise<{ message: string }> => {
    const { json } = await httpClient(url(p.id, 'legal-hold'), {
      method,
      body: JSON.stringify({ reason: p.reason }),
    });
    return { message: String(json?.message ?? '') };
  };

export const retentionMethods = {
  retention: async (p: { id: string }): Promise<RetentionView> =>
    (await httpClient(url(p.id, 'retention'), { method: 'GET' })).json?.data as RetentionView,
  setLegalHold: change('POST'),
  releaseLegalHold: change('DELETE'),
};
export type RetentionMethods = typeof retentionMethods;
