import type { UserRecord } from '../auth/currentUser';

// The filter lives in schemas: the users export applies the very same one (README 'Exports').
export {
  ACTIVE_FILTERS,
  filterUsers,
  userStatus,
  type ActiveFilter,
  type UserStatus,
} from '@cp/schemas/users-filter';

export interface ListedUser extends UserRecord {
  addDate?: string;
  invite?: string;
}

export const initials = (u: ListedUser) =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || (u.email?.[0] ?? '?').toUpperCase();
