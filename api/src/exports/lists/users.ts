/**
 * Users: the getUserList route's access (read User) and service, filtered by the console's own user filter
 * (schemas/users-filter.ts) with the list's `q` and `active`; columns as the user cards name them.
 */
import { userListQuerySchema, filterUsers, userStatus } from '@cp/schemas/users-filter';
import { formatDate } from '@cp/schemas/formats';
import { ACCESS_DENIED } from '@cp/schemas/messages/platform';
import type { User } from '@cp/schemas/contracts/users';
import { signedIn } from '../../auth/middleware';
import { AppError, ErrorCode } from '../../errors';
import { listUsers } from '../../services/users/list-users';
import { slicedPages } from '../pages';
import { defineList } from '../types';

export const usersExport = defineList({
  query: userListQuerySchema,
  authorize(req) {
    if (!signedIn(req).ability.can('read', 'User')) throw new AppError(ErrorCode.Forbidden, ACCESS_DENIED);
  },
  // getUserList answers every user at once (the console pages them itself): one read, written in pages.
  pages: ({ ctx, query, size }) =>
    slicedPages(
      listUsers({ db: ctx.db }).then((all): User[] =>
        filterUsers(all, query.filter?.q ?? '', query.filter?.active ?? 'Active'),
      ),
      size,
    ),
  columns: [
    { header: 'First Name', cell: (u) => u.firstName },
    { header: 'Last Name', cell: (u) => u.lastName },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Status', cell: (u) => userStatus(u) },
    { header: 'Security', cell: (u) => u.security },
    { header: 'Companies', cell: (u) => u.units.map((x) => x.code).join(', ') },
    { header: 'Date Added', cell: (u) => formatDate(u.addDate) },
  ],
});
