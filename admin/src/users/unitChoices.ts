/**
 * The companies and divisions a user may be given (back-office.md §2 'Users'): the Invite New User
 * checklist and the details' transfer list show them as 'code | name', de-duplicated by code and sorted
 * by code; picking a division also picks its company.
 */
export interface AssignableUnit {
  id: string;
  code: string;
  name: string;
  kind: 'company' | 'division' | 'all';
  parentId?: string | null;
  /** False for a unit deactivated since it was assigned: still shown on the user, offered nowhere else. */
  active?: boolean;
}

export const unitLabel = (u: AssignableUnit) =>
  `${u.code} | ${u.name}${u.active === false ? ' (inactive)' : ''}`;

/**
 * Real companies and divisions (no 'All'), one per code, sorted by code. `assigned` (the user's own
 * named units, from the server) are added so that a unit the viewer cannot offer (deactivated, or outside
 * their own list) is still shown by name and kept on Save.
 */
export function assignableUnits(units: AssignableUnit[], assigned: AssignableUnit[] = []): AssignableUnit[] {
  const byCode = new Map<string, AssignableUnit>();
  for (const u of [...units, ...assigned])
    if (u.kind !== 'all' && !byCode.has(`${u.kind}:${u.code}`)) byCode.set(`${u.kind}:${u.code}`, u);
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code) || a.kind.localeCompare(b.kind));
}

/** The codes of a user's units, as the user card lists them ('BRI, CPG'). */
export const unitCodes = (assigned: AssignableUnit[]) => assigned.map((u) => u.code).join(', ');

/** Ticks or unticks one unit; ticking a division ticks its company too. */
export function toggleUnit(selected: string[], unit: AssignableUnit, on: boolean): string[] {
  if (!on) return selected.filter((id) => id !== unit.id);
  const added = [unit.id, ...(unit.kind === 'division' && unit.parentId ? [unit.parentId] : [])];
  return [...new Set([...selected, ...added])];
}

/** The selected ids as the calls send them: `companies` and `divisions`. */
export function splitUnits(selected: string[], units: AssignableUnit[]) {
  const chosen = units.filter((u) => selected.includes(u.id));
  return {
    companies: chosen.filter((u) => u.kind === 'company').map((u) => u.id),
    divisions: chosen.filter((u) => u.kind === 'division').map((u) => u.id),
  };
}

/** Digits only, at most 9 (§5 'Save user'). */
export const amountDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 9);
/** The digits shown with thousands separators ('250000' → '250,000'). */
export const withSeparators = (digits: string) => (digits ? Number(digits).toLocaleString('en-US') : '');
