import { ALL_UNITS } from '@cp/schemas/permissions/ability';
import { COOKIE, deleteCookie, getCookie, setCookie } from '../auth/cookies';
import type { Unit } from './units';

/** The header selection: All, one company, or one division (with its company when known). */
export type Selection = { kind: 'all' } | { kind: 'company'; id: string } | { kind: 'division'; id: string };

export function readSelection(): Selection {
  const division = getCookie(COOKIE.selectedDivision);
  const company = getCookie(COOKIE.selectedCompany);
  if (division && division !== ALL_UNITS) return { kind: 'division', id: division };
  if (company && company !== ALL_UNITS) return { kind: 'company', id: company };
  return { kind: 'all' };
}

/** Stores the choice in `selected-company` / `selected-division` (back-office.md §2 'Shell'). */
export function writeSelection(selection: Selection, units: Unit[]): void {
  if (selection.kind === 'all') {
    setCookie(COOKIE.selectedCompany, ALL_UNITS);
    setCookie(COOKIE.selectedDivision, ALL_UNITS);
  } else if (selection.kind === 'company') {
    setCookie(COOKIE.selectedCompany, selection.id);
    deleteCookie(COOKIE.selectedDivision);
  } else {
    const parentId = units.find((u) => u.id === selection.id)?.parentId;
    if (parentId) setCookie(COOKIE.selectedCompany, parentId);
    else deleteCookie(COOKIE.selectedCompany);
    setCookie(COOKIE.selectedDivision, selection.id);
  }
}

/** Select values: 'ALL', 'company:<id>', 'division:<id>'. */
export const selectionValue = (s: Selection): string => (s.kind === 'all' ? ALL_UNITS : `${s.kind}:${s.id}`);

export function parseSelectionValue(value: string): Selection | undefined {
  if (value === ALL_UNITS) return { kind: 'all' };
  const [kind, id] = value.split(':');
  if ((kind === 'company' || kind === 'division') && id) return { kind, id };
  return undefined;
}

/** The header text for a selection: 'All Companies', 'CPG · Container Port Group', 'Bristol (BRI)'. */
export function describeSelection(selection: Selection, units: Unit[]): string {
  if (selection.kind === 'all') return 'All Companies';
  const unit = units.find((u) => u.id === selection.id);
  if (!unit) return selection.kind === 'company' ? 'Selected company' : 'Selected division';
  return unit.code && unit.code !== unit.name ? `${unit.name} (${unit.code})` : unit.name;
}
