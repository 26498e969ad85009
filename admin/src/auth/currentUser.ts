import { normalizeSecurity } from '@cp/schemas/permissions/types';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { httpClient } from '../dataProvider/httpClient';
import { COOKIE, getCookie } from './cookies';

/** A user as `GET /api/User/getUserById` answers it (spec field names, `_id`). */
export interface UserRecord {
  _id?: string;
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  security?: string;
  maximumApprovalAmount?: number;
  department?: string;
  active?: boolean;
  companies?: unknown[];
  divisions?: unknown[];
}

const idOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as { id?: unknown; _id?: unknown };
    if (typeof record.id === 'string') return record.id;
    if (typeof record._id === 'string') return record._id;
  }
  return undefined;
};

const ids = (list: unknown[] | undefined): string[] =>
  (list ?? []).map(idOf).filter((id): id is string => !!id);

/** Turns the API's user into the SessionUser the permissions are built from. Throws on an unknown role. */
export function toSessionUser(record: UserRecord): SessionUser {
  return {
    id: record.id ?? record._id ?? '',
    email: record.email ?? '',
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    security: normalizeSecurity(record.security),
    maximumApprovalAmount: Number(record.maximumApprovalAmount ?? 0),
    companies: ids(record.companies),
    divisions: ids(record.divisions),
  };
}

export async function fetchUser(id: string): Promise<UserRecord> {
  const { json } = await httpClient('/api/User/getUserById', { headers: { id } });
  return (json?.data ?? json) as UserRecord;
}

let cached: Promise<SessionUser> | undefined;
let cachedFor: string | undefined;

/** The signed-in user, loaded once per id held in the ca-user-id cookie. */
export function loadCurrentUser(): Promise<SessionUser> {
  const id = getCookie(COOKIE.userId);
  if (!id) return Promise.reject(new Error('No session'));
  if (!cached || cachedFor !== id) {
    cachedFor = id;
    cached = fetchUser(id).then(toSessionUser);
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}

export function forgetCurrentUser(): void {
  cached = undefined;
  cachedFor = undefined;
}
