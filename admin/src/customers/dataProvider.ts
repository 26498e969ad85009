/**
 * The `customers` resource (the credit file, issue 29) on `/api/v1/customers`: react-admin's list and getOne
 * over the API's search / page / perPage query and envelope, and the four staff actions as custom methods
 * (CONVENTIONS.md 'Every console call through the dataProvider').
 */
import type { GetListParams } from 'react-admin';
import {
  customerPaths,
  type CustomerFile,
  type CustomerLinkInput,
  type CustomerList,
  type CustomerDismissInput,
  type CustomerMergeInput,
  type CustomerParentInput,
  type CustomerRow,
  type CustomerSummary,
  type CustomerUnlinked,
} from '@cp/schemas/contracts/customers';
import { httpClient } from '../dataProvider/httpClient';

/** The credit file as react-admin holds it: the entity's id beside the file. */
export type CustomerFileRecord = CustomerFile & { id: string };

/** The list's filter: the search box (`q`) and the details pages' submission. */
export function customerListQuery(params: Pick<GetListParams, 'filter' | 'pagination'>): string {
  const filter = (params.filter ?? {}) as { q?: string; submissionId?: string };
  const query = new URLSearchParams();
  if (filter.q?.trim()) query.set('search', filter.q.trim());
  if (filter.submissionId) query.set('submissionId', filter.submissionId);
  query.set('page', String(params.pagination?.page ?? 1));
  query.set('perPage', String(params.pagination?.perPage ?? 25));
  return `${customerPaths.list}?${query.toString()}`;
}

export const customersResource = {
  getList: async (_resource: string, params: GetListParams) => {
    const { json } = await httpClient(customerListQuery(params), { method: 'GET' });
    const list = json.data as CustomerList;
    return { data: list.rows as CustomerRow[], total: list.total };
  },
  getOne: async (_resource: string, params: { id: unknown }) => {
    const { json } = await httpClient(customerPaths.one(String(params.id)), { method: 'GET' });
    const file = json.data as CustomerFile;
    return { data: { ...file, id: file.identity.id } as CustomerFileRecord };
  },
};

async function post<T>(url: string, body: unknown): Promise<{ message: string; data: T }> {
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
  return { message: String(json?.message ?? ''), data: json?.data as T };
}

export const customerMethods = {
  customerLink: (entityId: string, input: CustomerLinkInput) =>
    post<null>(customerPaths.action(entityId, 'link'), input),
  customerUnlink: (entityId: string, input: CustomerLinkInput) =>
    post<CustomerUnlinked>(customerPaths.action(entityId, 'unlink'), input),
  customerMerge: (entityId: string, input: CustomerMergeInput) =>
    post<null>(customerPaths.action(entityId, 'merge'), input),
  customerParent: (entityId: string, input: CustomerParentInput) =>
    post<null>(customerPaths.action(entityId, 'parent'), input),
  customerDismiss: (entityId: string, input: CustomerDismissInput) =>
    post<null>(customerPaths.action(entityId, 'dismiss'), input),
  /** The approve dialog's view of the submission's credit file (issue 29 item 6). */
  customerSummary: async (submissionId: string): Promise<CustomerSummary> => {
    const { json } = await httpClient(customerPaths.summary(submissionId), { method: 'GET' });
    return json.data as CustomerSummary;
  },
};

export type CustomerMethods = typeof customerMethods;
