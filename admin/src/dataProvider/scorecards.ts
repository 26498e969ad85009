/**
 * The dataProvider's scorecard methods (README 'Scorecard'; schemas contracts/scorecards.ts): the versions,
 * one with its definition, a draft, saving and publishing it, and a record's result now.
 */
import type {
  ScorecardDefinition,
  ScorecardListItem,
  ScorecardView,
  SubmissionScorecardView,
} from '@cp/schemas/contracts/scorecards';
import { httpClient } from './httpClient';

const one = (id: string) => `/api/v1/scorecards/${encodeURIComponent(id)}`;

async function call<T>(url: string, method: string, body?: unknown): Promise<{ data: T; message: string }> {
  const { json } = await httpClient(url, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { data: json?.data as T, message: String(json?.message ?? '') };
}

export const scorecardMethods = {
  scorecards: async (): Promise<ScorecardListItem[]> =>
    (await call<ScorecardListItem[]>('/api/v1/scorecards', 'GET')).data,
  scorecard: async (p: { id: string }): Promise<ScorecardView> =>
    (await call<ScorecardView>(one(p.id), 'GET')).data,
  createScorecard: (p: { unitId: string | null }) =>
    call<ScorecardView>('/api/v1/scorecards', 'POST', { unitId: p.unitId }),
  saveScorecard: (p: { id: string; definition: ScorecardDefinition }) =>
    call<ScorecardView>(one(p.id), 'PUT', { definition: p.definition }),
  publishScorecard: (p: { id: string }) => call<ScorecardView>(`${one(p.id)}/publish`, 'POST', {}),
  submissionScorecard: async (p: { id: string }): Promise<SubmissionScorecardView> =>
    (await call<SubmissionScorecardView>(`/api/v1/submissions/${encodeURIComponent(p.id)}/scorecard`, 'GET'))
      .data ?? null,
};

export type ScorecardMethods = typeof scorecardMethods;
