import type { UserRecord } from '../auth/currentUser';

export type ActiveFilter = 'All' | 'Active' | 'Inactive';
export const ACTIVE_FILTERS: ActiveFilter[] = ['All', 'Active', 'Inactive'];

export interface ListedUser extends UserRecord {
  addDate?: string;
  invite?: string;
}

/** An ISO date as the console shows dates, MM/DD/YYYY (back-office.md §9). */
function usDate(iso: string | undefined): string | undefined {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : undefined;
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
        [u.email, u.firstName, u.lastName, u.addDate?.slice(0, 10), usDate(u.addDate)].some((v) =>
          v?.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' }));
}

export const initials = (u: ListedUser) =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || (u.email?.[0] ?? '?').toUpperCase();
