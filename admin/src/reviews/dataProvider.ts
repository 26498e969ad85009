/**
 * The `reviews` resource (periodic credit reviews, issue 29 item 7) on `/api/v1/reviews`: react-admin's list
 * over the API's due / page / perPage query and envelope, and one credit file's review and 'Review done' as
 * custom methods (CONVENTIONS.md 'Every console call through the dataProvider').
 */
import type { GetListParams } from 'react-admin';
import {
  reviewPaths,
  type CustomerReview,
  type ReviewDoneInput,
  type ReviewList,
  type ReviewRow,
} from '@cp/schemas/contracts/reviews';
import { httpClient } from '../dataProvider/httpClient';

/** The list's filter: `due` 'true' (the default: due today or earlier) or 'false' (every scheduled review). */
export function reviewListQuery(params: Pick<GetListParams, 'filter' | 'pagination'>): string {
  const filter = (params.filter ?? {}) as { due?: string };
  const query = new URLSearchParams();
  query.set('due', filter.due === 'false' ? 'false' : 'true');
  query.set('page', String(params.pagination?.page ?? 1));
  query.set('perPage', String(params.pagination?.perPage ?? 25));
  return `${reviewPaths.list}?${query.toString()}`;
}

export const reviewsResource = {
  getList: async (_resource: string, params: GetListParams) => {
    const { json } = await httpClient(reviewListQuery(params), { method: 'GET' });
    const list = json.data as ReviewList;
    return { data: list.rows as ReviewRow[], total: list.total };
  },
};

export const reviewMethods = {
  customerReview: async (entityId: string): Promise<CustomerReview> => {
    const { json } = await httpClient(reviewPaths.one(entityId), { method: 'GET' });
    return json.data as CustomerReview;
  },
  customerReviewDone: async (
    entityId: string,
    input: ReviewDoneInput,
  ): Promise<{ message: string; data: { nextReviewOn: string } }> => {
    const { json } = await httpClient(reviewPaths.one(entityId), {
      method: 'POST',
      body: JSON.stringify(input),
    });
    return { message: String(json?.message ?? ''), data: json?.data as { nextReviewOn: string } };
  },
};

export type ReviewMethods = typeof reviewMethods;
