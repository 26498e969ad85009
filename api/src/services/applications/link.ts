/** back-office.md §9 apply link: {origin}/Apply/{company prefix or name}/{email}/{id}. */
import type { UnitRow } from '../units/find-unit';

export function applicationLink(origin: string, unit: UnitRow, email: string, id: string): string {
  const segment = unit.prefix || unit.name;
  return `${origin.replace(/\/$/, '')}/Apply/${encodeURIComponent(segment)}/${encodeURIComponent(email)}/${id}`;
}
