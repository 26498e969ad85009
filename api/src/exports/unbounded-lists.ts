/**
 * The lists whose rows have no bound (a million applications): on PostgreSQL their exports run in a worker
 * thread (exports/in-worker.ts), whose bundle holds only these lists and what they read. The lists a route
 * reads whole (users, companies, divisions, one application's references: a few hundred rows) stay in the web
 * process (exports/lists.ts).
 */
import type { ExportListName } from '@cp/schemas/contracts/exports';
import { emailLogExport } from './lists/email-log';
import { customersExport, reviewsExport } from './lists/customers';
import { activationsExport, applicationsExport } from './lists/submissions';
import type { ExportList } from './types';

export type UnboundedExportName = Extract<
  ExportListName,
  'applications' | 'activations' | 'email-log' | 'customers' | 'reviews'
>;

// As in exports/lists.ts: each entry is typed where it is defined; the route hands each its own parsed query.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export const UNBOUNDED_EXPORTS: Record<UnboundedExportName, ExportList<any, any>> = {
  applications: applicationsExport,
  activations: activationsExport,
  'email-log': emailLogExport,
  customers: customersExport,
  reviews: reviewsExport,
};

export const isUnbounded = (name: string): name is UnboundedExportName =>
  Object.hasOwn(UNBOUNDED_EXPORTS, name);
