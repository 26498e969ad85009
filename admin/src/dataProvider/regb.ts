/**
 * The dataProvider's Regulation B methods (README 'Regulation B'): the reasons offered when denying a record, and
 * sending the statement of reasons to a request.
 * Every answer is the envelope `{ success, message, data }`.
 */
import type { DecisionNoticeView } from '@cp/schemas/contracts/regb';
import type { OfferedReason } from '@cp/schemas/regb/reasons';
import { httpClient } from './httpClient';

const base = (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}`;

export const regbMethods = {
  /** 'Send statement': the server answers its message (README 'Regulation B'). */
  sendReasonsStatement: async (p: { id: string }): Promise<{ message: string }> => {
    const { json } = await httpClient(`/api/v1/reasons-requests/${encodeURIComponent(p.id)}/send`, {
      method: 'POST',
      body: '{}',
    });
    return { message: String(json?.message ?? '') };
  },
  decisionNotice: async (p: { id: string }): Promise<DecisionNoticeView | null> =>
    ((await httpClient(`${base(p.id)}/decision-notice`, { method: 'GET' })).json?.data ??
      null) as DecisionNoticeView | null,
  denialReasons: async (p: { id: string }): Promise<OfferedReason[]> =>
    (await httpClient(`${base(p.id)}/denial-reasons`, { method: 'GET' })).json?.data as OfferedReason[],
};
export type RegbMethods = typeof regbMethods;
