/**
 * back-office.md §9 activation link: {origin}/Activation/{prefix or name}/{email}/{id}, where the name
 * segment is Bristol for division code BRI, MiddleBay for MBT and CPG for other divisions.
 */
import type { UnitRow } from '../units/find-unit';

export function activationLink(origin: string, unit: UnitRow, email: string, id: string): string {
  let segment: string;
  if (unit.kind === 'division') {
    segment = unit.code === 'BRI' ? 'Bristol' : unit.code === 'MBT' ? 'MiddleBay' : 'CPG';
  } else {
    segment = unit.prefix || unit.name;
  }
  return `${origin.replace(/\/$/, '')}/Activation/${encodeURIComponent(segment)}/${encodeURIComponent(email)}/${id}`;
}
