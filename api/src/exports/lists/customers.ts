/**
 * Customers and reviews due: their routes' queries and services (api/src/routes/customers.ts, reviews.ts),
 * which keep only the credit files the user may see; columns as CustomerList.tsx and ReviewList.tsx name them.
 */
import {
  CUSTOMERS_MAX_PER_PAGE,
  customerListQuerySchema,
  type CustomerRow,
} from '@cp/schemas/contracts/customers';
import { REVIEW_REASON_LABELS, reviewListQuerySchema, type ReviewRow } from '@cp/schemas/contracts/reviews';
import { formatDate, formatDuns, formatFedTaxId } from '@cp/schemas/formats';
import { listCustomers } from '../../customers/list-customers';
import { listReviews } from '../../customers/reviews';
import { staffOf } from '../../routes/submissions/request';
import { keysetPages } from '../pages';
import { defineList } from '../types';

export const customersExport = defineList({
  query: customerListQuerySchema,
  maxPageSize: CUSTOMERS_MAX_PER_PAGE,
  pages: ({ ctx, req, query, size }) =>
    keysetPages<CustomerRow>(
      async (after, perPage) =>
        (
          await listCustomers({
            ...staffOf(req),
            db: ctx.db,
            query: { ...query, page: 1, perPage },
            after: after?.id,
          })
        ).rows,
      size,
    ),
  columns: [
    { header: 'Legal name', cell: (r) => r.legalName },
    { header: 'Tax id', cell: (r) => (r.taxId ? formatFedTaxId(r.taxId) : '') },
    { header: 'DUNS', cell: (r) => (r.duns ? formatDuns(r.duns) : '') },
    { header: 'Customer codes', cell: (r) => r.customerCodes.join(', ') },
    { header: 'Submissions', cell: (r) => String(r.submissionCount) },
    { header: 'Group', cell: (r) => (r.parentId ? 'Subsidiary' : '') },
  ],
});

/** The review's due state as the console's chip words it (admin/src/reviews/DueChip.tsx). */
function dueLabel(overdueDays: number): string {
  const plural = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  if (overdueDays > 0) return `${plural(overdueDays)} overdue`;
  return overdueDays === 0 ? 'Due today' : `In ${plural(-overdueDays)}`;
}

export const reviewsExport = defineList({
  query: reviewListQuerySchema,
  maxPageSize: CUSTOMERS_MAX_PER_PAGE,
  pages: ({ ctx, req, query, size }) =>
    keysetPages<ReviewRow>(
      async (after, perPage) =>
        (
          await listReviews({
            ...staffOf(req),
            db: ctx.db,
            query: { ...query, page: 1, perPage },
            after: after?.id,
          })
        ).rows,
      size,
    ),
  columns: [
    { header: 'Customer', cell: (r) => r.legalName },
    { header: 'Review due', cell: (r) => formatDate(r.nextReviewOn) },
    { header: 'Status', cell: (r) => dueLabel(r.overdueDays) },
    { header: 'Why', cell: (r) => REVIEW_REASON_LABELS[r.reason] },
    { header: 'Approved at', cell: (r) => r.units.join(', ') },
    { header: 'Last approval', cell: (r) => formatDate(r.lastApprovedOn) },
  ],
});
