/** The reasons page's calls (README 'Regulation B'; contract schemas/contracts/regb.ts). */
import type { ReasonsPageView, ReasonsRequestBody } from '@cp/schemas/contracts/regb';
import { callApi } from './http';

export const reasonsApi = {
  view: (token: string) => callApi<ReasonsPageView>(`/api/reasons/${encodeURIComponent(token)}`),
  request: (body: ReasonsRequestBody) => callApi<null>('/api/reasons/request', { method: 'POST', body }),
};
