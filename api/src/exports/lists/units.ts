/**
 * Companies and divisions: the unit list route's query and service (api/src/routes/units-admin.ts), which
 * keeps only the units the user may read; columns as the console's unit cards name them (UnitCard.tsx).
 */
import {
  unitListFilterSchema,
  unitListQuerySchema,
  type UnitRecord,
} from '@cp/schemas/contracts/units-admin';
import { formatDate } from '@cp/schemas/formats';
import { signedIn } from '../../auth/middleware';
import { COMPANY, DIVISION, type UnitKindConfig } from '../../services/units-admin/kind';
import { listUnits } from '../../services/units-admin/list-units';
import { slicedPages } from '../pages';
import { defineList } from '../types';

const unitList = (config: UnitKindConfig) =>
  defineList({
    query: unitListQuerySchema,
    // The service reads every unit and sorts them by name as the console does (localeCompare): one read.
    pages({ ctx, req, query, size }) {
      const { user, ability } = signedIn(req);
      const filter = query.filter ?? unitListFilterSchema.parse({});
      const all = listUnits({
        db: ctx.db,
        actor: user,
        ability,
        kind: config.kind,
        filter,
        offset: 0,
        limit: Number.POSITIVE_INFINITY,
      });
      return slicedPages(
        all.then((r) => r.rows),
        size,
      );
    },
    columns: [
      { header: 'Name', cell: (u: UnitRecord) => u.name },
      ...(config.kind === 'division'
        ? [{ header: 'Company', cell: (u: UnitRecord) => u.companyCode ?? '' }]
        : []),
      { header: 'Code', cell: (u) => u.code },
      { header: 'Status', cell: (u) => (u.active ? 'Active' : 'Inactive') },
      { header: 'Completed Applications', cell: (u) => String(u.completedApplications) },
      ...(config.kind === 'company'
        ? [{ header: 'Divisions', cell: (u: UnitRecord) => u.activeDivisionCodes.join(', ') || 'None' }]
        : []),
      { header: 'Date Added', cell: (u) => formatDate(u.addDate) },
    ],
  });

export const companiesExport = unitList(COMPANY);
export const divisionsExport = unitList(DIVISION);
