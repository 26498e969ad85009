import type { Security, SessionUser } from '@cp/schemas/permissions/types';
import { COOKIE, deleteCookie, getCookie } from '../auth/cookies';
import { describeSelection, parseSelectionValue, readSelection, writeSelection } from './selection';
import { allowedFor, loadSelectableUnits, orderForSelect } from './units';
import type { Unit } from './units';

const UNITS: Unit[] = [
  { id: 'uwl', code: 'UWL', name: 'United Warehouse Logistics', kind: 'company' },
  { id: 'cpg', code: 'CPG', name: 'Container Port Group', kind: 'company' },
  { id: 'mbt', code: 'MBT', name: 'Middle Bay', kind: 'division', parentId: 'cpg' },
  { id: 'bri', code: 'BRI', name: 'Bristol', kind: 'division', parentId: 'cpg' },
];

const user = (security: Security, companies: string[], divisions: string[]): SessionUser => ({
  id: 'u',
  email: 'u@demo.test',
  firstName: 'U',
  lastName: 'U',
  security,
  maximumApprovalAmount: 0,
  companies,
  divisions,
});

describe('units offered by the switch dialog', () => {
  it.each([
    ['SUPER ADMIN', [], [], ['UWL', 'CPG', 'MBT', 'BRI']],
    // An Admin of CPG may narrow to one of its divisions (issue 15 item 11).
    ['ADMIN', ['cpg'], [], ['CPG', 'MBT', 'BRI']],
    ['READ ONLY', ['uwl'], [], ['UWL']],
    ['READ ONLY', [], ['bri', 'mbt'], ['MBT', 'BRI']],
  ] as const)('%s may pick %j', (security, companies, divisions, codes) => {
    expect(allowedFor(user(security, [...companies], [...divisions]), UNITS).map((u) => u.code)).toEqual(
      codes,
    );
  });

  it('lists companies by code, each followed by its divisions', () => {
    expect(orderForSelect(UNITS).map(({ unit, nested }) => `${nested ? '  ' : ''}${unit.code}`)).toEqual([
      'CPG',
      '  BRI',
      '  MBT',
      'UWL',
    ]);
    expect(orderForSelect(UNITS.filter((u) => u.kind === 'division')).map((r) => r.nested)).toEqual([
      false,
      false,
    ]);
  });
});

describe('selection cookies', () => {
  beforeEach(() => {
    deleteCookie(COOKIE.selectedCompany);
    deleteCookie(COOKIE.selectedDivision);
  });

  it('defaults to All', () => {
    expect(readSelection()).toEqual({ kind: 'all' });
  });

  it.each([
    ['ALL', 'ALL', 'ALL', 'All Companies'],
    ['company:cpg', 'cpg', undefined, 'Container Port Group (CPG)'],
    ['division:bri', 'cpg', 'bri', 'Bristol (BRI)'],
  ])('%s is stored as selected-company=%s, selected-division=%s', (value, company, division, label) => {
    const selection = parseSelectionValue(value);
    expect(selection).toBeDefined();
    writeSelection(selection!, UNITS);
    expect(getCookie(COOKIE.selectedCompany)).toBe(company);
    expect(getCookie(COOKIE.selectedDivision)).toBe(division);
    expect(readSelection()).toEqual(selection);
    expect(describeSelection(readSelection(), UNITS)).toBe(label);
  });

  it('an empty choice is no selection', () => {
    expect(parseSelectionValue('')).toBeUndefined();
  });
});

describe('the spec-call fallback of the switch list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never offers an inactive or deleted unit (issue 13)', async () => {
    const answer = (status: number, data: unknown) =>
      new Response(JSON.stringify({ success: status === 200, message: '', data }), { status });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        const u = String(url);
        if (u.endsWith('/getCompanyList'))
          return answer(200, [
            { _id: 'cpg', code: 'CPG', name: 'Container Port Group', active: true, deleteDate: null },
            { _id: 'old', code: 'OLD', name: 'Closed Co', active: false, deleteDate: null },
            { _id: 'gone', code: 'GONE', name: 'Gone Co', active: true, deleteDate: '2026-01-01' },
          ]);
        if (u.endsWith('/getDivisionList'))
          return answer(200, [{ _id: 'bri', code: 'BRI', name: 'Bristol', company_id: 'cpg', active: true }]);
        return answer(500, null);
      }),
    );
    const units = await loadSelectableUnits(user('SUPER ADMIN', [], []));
    expect(units.map((u) => u.code)).toEqual(['CPG', 'BRI']);
  });
});
