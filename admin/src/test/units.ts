/**
 * Units for the user screens' tests: what the header switch offers (`UNITS`), one unit it does not offer
 * (`ELSEWHERE`, deactivated), and a user's units named as the server sends them (issue 15 item 11).
 */
import type { User } from '@cp/schemas/contracts/users';

export const UNITS = [
  { id: 'cpg', code: 'CPG', name: 'Contract Freight', kind: 'company', parentId: null },
  { id: 'bri', code: 'BRI', name: 'Bristol', kind: 'division', parentId: 'cpg' },
  { id: 'uwl', code: 'UWL', name: 'UWL Inc', kind: 'company', parentId: null },
];

export const ELSEWHERE = { id: 'mbt', code: 'MBT', name: 'Middle Bay', kind: 'company', parentId: null };

/** The user with `units` named from their `companies` and `divisions`. */
export function withNames(u: User): User {
  const units = [...u.companies, ...u.divisions].map((id) => {
    const unit = [...UNITS, ELSEWHERE].find((x) => x.id === id)!;
    return { ...unit, kind: unit.kind as 'company' | 'division', active: unit !== ELSEWHERE };
  });
  return { ...u, units };
}
