/**
 * The company or division list (back-office.md §2): search by name, code or date added (as shown,
 * MM/DD/YYYY); status All, Active or Inactive (default Active); sorted by name ascending. Only the units
 * the actor may read.
 */
import type { UnitKind, UnitListFilter, UnitRecord } from '@cp/schemas/contracts/units-admin';
import { formatDate } from '@cp/schemas/formats';
import { mayRead, type AdminOptions } from './access';
import { completedApplicationCounts, liveUnits, toUnitRecord } from './unit-record';

export interface ListUnitsInput extends AdminOptions {
  kind: UnitKind;
  filter: UnitListFilter;
  offset: number;
  limit: number;
}

export async function listUnits(o: ListUnitsInput): Promise<{ rows: UnitRecord[]; total: number }> {
  const [all, counts] = await Promise.all([liveUnits(o.db), completedApplicationCounts(o.db)]);
  const q = (o.filter.q ?? '').trim().toLowerCase();
  const status = o.filter.status;
  const shown = all
    .filter((u) => u.kind === o.kind && mayRead(o.ability, u))
    .filter((u) => status === 'All' || u.active === (status === 'Active'))
    .filter(
      (u) =>
        !q ||
        u.name.toLowerCase().includes(q) ||
        u.code.toLowerCase().includes(q) ||
        formatDate(u.addDate).includes(q),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const rows = shown.slice(o.offset, o.offset + o.limit).map((u) => toUnitRecord(u, { all, counts }));
  return { rows, total: shown.length };
}
