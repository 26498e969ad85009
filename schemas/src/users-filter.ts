/**
 * The user list's filter (back-office.md §2 'Users'), shared by the console, which filters the one
 * getUserList answer, and the users export (README 'Exports'), so both list the same users.
 */
import { z } from 'zod';
import { jsonParam } from './contracts/simple-rest';

/**
 * Where a user stands: Active (may sign in), Invited (invitation outstanding, not yet registered) or
 * Inactive (switched off by a super admin, or an invitation made void). The spec's `active` is false for
 * both of the last two; the console tells them apart by the pending invite.
 */
export type UserStatus = 'Active' | 'Invited' | 'Inactive';
export type ActiveFilter = 'All' | UserStatus;
export const ACTIVE_FILTERS: ActiveFilter[] = ['All', 'Active', 'Invited', 'Inactive'];

/** What the filter reads of a user. */
export interface FilterableUser {
  email?: string;
  firstName?: string;
  lastName?: string;
  active?: boolean;
  addDate?: string;
  invite?: string;
}

/** An ISO date as the console shows dates, MM/DD/YYYY (back-office.md §9). */
function usDate(iso: string | undefined): string | undefined {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : undefined;
}

export const userStatus = (u: Pick<FilterableUser, 'active' | 'invite'>): UserStatus =>
  u.active ? 'Active' : u.invite ? 'Invited' : 'Inactive';

/** The default filter, Active, also lists invitees: they are colleagues about to start, not switched off. */
const shownUnder = (filter: ActiveFilter, status: UserStatus) =>
  filter === 'All' || filter === status || (filter === 'Active' && status === 'Invited');

/**
 * The user list of back-office.md §2 'Users': Active filter (default Active, which includes the invited),
 * search over email, first
 * name, last name or add date, sorted by first name ascending.
 */
export function filterUsers<U extends FilterableUser>(users: U[], search: string, active: ActiveFilter): U[] {
  const needle = search.trim().toLowerCase();
  return users
    .filter((u) => shownUnder(active, userStatus(u)))
    .filter(
      (u) =>
        !needle ||
        [u.email, u.firstName, u.lastName, u.addDate?.slice(0, 10), usDate(u.addDate)].some((v) =>
          v?.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' }));
}

/** The users list's filter as its URL holds it (`filter={"q":…,"active":…}`), for the users export. */
export const userListFilterSchema = z.object({
  q: z.string().max(200).optional(),
  active: z.enum(['All', 'Active', 'Invited', 'Inactive']).optional(),
});
export const userListQuerySchema = z.object({ filter: jsonParam(userListFilterSchema).optional() });
