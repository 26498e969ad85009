/**
 * Every list that exports as CSV (README 'Exports'), by the name in its export path. Each entry reuses its
 * list route's query schema, access check and service, so an export holds exactly the rows the list shows.
 */
import type { ExportListName } from '@cp/schemas/contracts/exports';
import { referencesExport } from './lists/references';
import { companiesExport, divisionsExport } from './lists/units';
import { usersExport } from './lists/users';
import type { ExportList } from './types';
import { UNBOUNDED_EXPORTS } from './unbounded-lists';

// The registry holds lists of many row and query types; the route only hands each its own parsed query.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: each entry is typed where it is defined
export const EXPORTS: Record<ExportListName, ExportList<any, any>> = {
  ...UNBOUNDED_EXPORTS,
  users: usersExport,
  companies: companiesExport,
  divisions: divisionsExport,
  references: referencesExport,
};
