/**
 * The `users` resource on the spec's `/api/User/*` calls (back-office.md §7), so the console's user screens
 * use react-admin's list controller, useGetOne, useUpdate and useDelete over the same calls the spec names;
 * plus the two actions that are not CRUD (invite, resend invite) as custom methods.
 * getUserList answers every user at once: search, the Active filter, sort and page are applied here.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import type { InviteUserBody, SetUserBody, User } from '@cp/schemas/contracts/users';
import { filterUsers, type ActiveFilter } from '../users/userFilter';
import { httpClient } from './httpClient';

/** A user as react-admin holds it: the spec's user with `id` beside `_id`. */
export type UserRecord = User & RaRecord<string>;

const toRecord = (u: User): UserRecord => ({ ...u, id: u._id });

async function call<T>(url: string, init: RequestInit = {}): Promise<{ message: string; data: T }> {
  const { json } = await httpClient(url, init);
  return { message: String(json?.message ?? ''), data: json?.data as T };
}

const idHeader = (id: unknown) => ({ headers: { id: String(id) } });

/** The page of users a list asks for: filter `{ q, active }` (default Active), sorted by first name. */
export function usersPage(all: User[], params: Pick<GetListParams, 'filter' | 'pagination'>) {
  const filter = (params.filter ?? {}) as { q?: string; active?: ActiveFilter };
  const shown = filterUsers(all, filter.q ?? '', filter.active ?? 'Active');
  const { page = 1, perPage = 100 } = params.pagination ?? {};
  return {
    data: shown.slice((page - 1) * perPage, page * perPage).map(toRecord),
    total: shown.length,
  };
}

const getOne = async (_resource: string, params: { id: unknown }) => ({
  data: toRecord((await call<User>('/api/User/getUserById', idHeader(params.id))).data),
});

/** The CRUD methods react-admin calls for resource `users`. */
export const usersResource = {
  getList: async (_resource: string, params: GetListParams) =>
    usersPage((await call<User[]>('/api/User/getUserList')).data ?? [], params),
  getOne,
  /** setUser, then the user as saved (the server keeps fields the caller may not change). */
  update: async (_resource: string, params: { id: unknown; data: Partial<SetUserBody> }) => {
    await call('/api/User/setUser', {
      method: 'POST',
      body: JSON.stringify({ ...params.data, _id: String(params.id) }),
    });
    return getOne('users', { id: params.id });
  },
  delete: async (_resource: string, params: { id: unknown; previousData?: UserRecord }) => {
    await call('/api/User/removeUser', { method: 'DELETE', ...idHeader(params.id) });
    return { data: params.previousData ?? ({ id: String(params.id) } as UserRecord) };
  },
};

/** The custom methods of the user screens; each resolves to the server's message for the banner. */
export const userMethods = {
  inviteUser: (data: InviteUserBody) =>
    call<null>('/api/User/inviteUser', { method: 'POST', body: JSON.stringify(data) }),
  resendUserInvite: (id: string) => call<null>('/api/User/resendInvite', idHeader(id)),
};
export type UserMethods = typeof userMethods;
