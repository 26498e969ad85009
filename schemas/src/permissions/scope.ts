import { normalizeSecurity } from './types';
import type { SessionUser } from './types';

/** The All option of the company switch dialog (back-office.md §9 'All Companies option code: ALL'). */
export const ALL_UNITS = 'ALL';

/** The header selection, from cookies `selected-company` / `selected-division`. */
export interface UnitSelection {
  companyId?: string | null;
  divisionId?: string | null;
}

/**
 * What a list may show: everything, or submissions whose company is in `companyIds` OR whose division is in
 * `divisionIds`. Both lists empty means nothing (the API must answer an empty page, not everything).
 * `withinCompanyId` narrows further: only records that also carry that company (a division picked through
 * its assigned company, where the division id comes from the client and the company is what the user holds).
 */
export type ListScope =
  { all: true } | { companyIds: string[]; divisionIds: string[]; withinCompanyId?: string };

function picked(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && v.toUpperCase() !== ALL_UNITS ? v : undefined;
}

/**
 * Intersection of what the user may see and the header selection. The selection comes from the client,
 * so it can only narrow the user's scope, never widen it. A division wins over a company when both are set.
 */
export function listScopeFor(user: SessionUser, selection?: UnitSelection): ListScope {
  const superAdmin = normalizeSecurity(user.security) === 'SUPER ADMIN';
  const divisionId = picked(selection?.divisionId);
  const companyId = picked(selection?.companyId);
  if (divisionId) {
    const allowed = superAdmin || user.divisions.includes(divisionId);
    if (allowed) return { companyIds: [], divisionIds: [divisionId] };
    // A division of an assigned company (issue 15 item 11): the user sees the company's records already,
    // so narrowing to one of its divisions is allowed; the records must still carry the user's company,
    // so naming another company's division with one's own company shows nothing.
    if (companyId && user.companies.includes(companyId))
      return { companyIds: [], divisionIds: [divisionId], withinCompanyId: companyId };
    return { companyIds: [], divisionIds: [] };
  }
  if (companyId) {
    const allowed = superAdmin || user.companies.includes(companyId);
    return { companyIds: allowed ? [companyId] : [], divisionIds: [] };
  }
  if (superAdmin) return { all: true };
  return { companyIds: [...user.companies], divisionIds: [...user.divisions] };
}

/** Whether a submission with these unit ids falls inside a scope (for checks outside SQL). */
export function scopeIncludes(
  scope: ListScope,
  record: { companyId?: string | null; divisionId?: string | null },
): boolean {
  if ('all' in scope) return true;
  if (scope.withinCompanyId && record.companyId !== scope.withinCompanyId) return false;
  return (
    (!!record.companyId && scope.companyIds.includes(record.companyId)) ||
    (!!record.divisionId && scope.divisionIds.includes(record.divisionId))
  );
}
