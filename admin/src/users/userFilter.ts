import type { UserRecord } from '../auth/currentUser';

export type ActiveFilter = 'All' | 'Active' | 'Inactive';
export const ACTIVE_FILTERS: ActiveFilter[] = ['All', 'Active', 'Inactive'];

export interface ListedUser extends UserRecord {
  addDate?: string;
  invite?: string;
}

/**
 * The user list of back-office.md §2 'Users': Active filter (default Active), search over email, first
 * name, last name or add date, sorted by first name ascending.
 */
export function filterUsers<U extends ListedUser>(users: U[], search: string, active: ActiveFilter): U[] {
  const needle = search.trim().toLowerCase();
  return users
    .filter((u) => active === 'All' || (active === 'Active') === !!u.active)
    .filter(
      (u) =>
        !needle ||
        [u.email, u.firstName, u.lastName, u.addDate?.slice(0, 10)].some((v) =>
          v?.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' }));
}

export const initials = (u: ListedUser) =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || (u.email?.[0] ?? '?').toUpperCase();
