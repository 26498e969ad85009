import { ALL_UNITS } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { httpClient } from '../dataProvider/httpClient';

export interface Unit {
  id: string;
  code: string;
  name: string;
  kind: 'company' | 'division';
  parentId?: string | null;
}

interface RawUnit {
  id?: string;
  _id?: string;
  code?: string;
  name?: string;
  kind?: string;
  parentId?: string | null;
  companyId?: string | null;
  company_id?: string | null;
  active?: boolean;
  deleteDate?: string | null;
}

const listOf = (json: unknown): RawUnit[] => {
  const data = json && typeof json === 'object' && 'data' in json ? json.data : json;
  return Array.isArray(data) ? (data as RawUnit[]) : [];
};

function toUnit(raw: RawUnit, kind?: Unit['kind']): Unit | undefined {
  const id = raw.id ?? raw._id;
  if (!id || id === ALL_UNITS || raw.code === ALL_UNITS) return undefined;
  // The spec's list calls answer inactive and deleted units too: never offered (issue 13).
  if (raw.active === false || raw.deleteDate) return undefined;
  const resolvedKind = kind ?? (raw.kind === 'division' ? 'division' : 'company');
  return {
    id,
    code: raw.code ?? '',
    name: raw.name ?? raw.code ?? id,
    kind: resolvedKind,
    parentId: raw.parentId ?? raw.companyId ?? raw.company_id ?? null,
  };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * Super admins may pick any unit; everyone else the companies and divisions assigned to them, and the
 * divisions of an assigned company (to narrow to one of them, issue 15 item 11).
 */
export function allowedFor(user: SessionUser, units: Unit[]): Unit[] {
  if (user.security === 'SUPER ADMIN') return units;
  return units.filter((u) =>
    u.kind === 'company'
      ? user.companies.includes(u.id)
      : user.divisions.includes(u.id) || user.companies.includes(u.parentId ?? ''),
  );
}

/**
 * The units the switch dialog offers. The API's `GET /api/v1/units/selectable` already applies the rules; the
 * spec's list calls are the fallback, and the bare assigned ids the last resort.
 */
export async function loadSelectableUnits(user: SessionUser): Promise<Unit[]> {
  try {
    const { json } = await httpClient('/api/v1/units/selectable');
    return allowedFor(
      user,
      listOf(json)
        .map((raw) => toUnit(raw))
        .filter(defined),
    );
  } catch {
    // Not available: fall through to the spec's list calls.
  }
  try {
    const headers = { getApplicationCount: 'false' };
    const [companies, divisions] = await Promise.all([
      httpClient('/api/Company/getCompanyList', { headers }),
      httpClient('/api/Division/getDivisionList', { headers }),
    ]);
    const units = [
      ...listOf(companies.json).map((raw) => toUnit(raw, 'company')),
      ...listOf(divisions.json).map((raw) => toUnit(raw, 'division')),
    ].filter(defined);
    return allowedFor(user, units);
  } catch {
    return [
      ...user.companies.map((id): Unit => ({ id, code: id, name: id, kind: 'company' })),
      ...user.divisions.map((id): Unit => ({ id, code: id, name: id, kind: 'division' })),
    ];
  }
}

/** Companies, each followed by its divisions; divisions whose company is not listed come last. */
export function orderForSelect(units: Unit[]): { unit: Unit; nested: boolean }[] {
  const byCode = (a: Unit, b: Unit) => a.code.localeCompare(b.code) || a.name.localeCompare(b.name);
  const companies = units.filter((u) => u.kind === 'company').sort(byCode);
  const divisions = units.filter((u) => u.kind === 'division').sort(byCode);
  const listed = new Set(companies.map((c) => c.id));
  return [
    ...companies.flatMap((company) => [
      { unit: company, nested: false },
      ...divisions.filter((d) => d.parentId === company.id).map((unit) => ({ unit, nested: true })),
    ]),
    ...divisions
      .filter((d) => !d.parentId || !listed.has(d.parentId))
      .map((unit) => ({ unit, nested: false })),
  ];
}
