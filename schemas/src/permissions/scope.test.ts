import { listScopeFor, scopeIncludes } from './scope';
import type { Security, SessionUser } from './types';

function user(security: Security): SessionUser {
  return {
    id: 'u',
    email: 'u@demo.test',
    firstName: 'U',
    lastName: 'U',
    security,
    maximumApprovalAmount: 0,
    companies: ['c1', 'c2'],
    divisions: ['d1'],
  };
}

describe('listScopeFor', () => {
  it.each([
    ['SUPER ADMIN', undefined, { all: true }],
    ['SUPER ADMIN', { companyId: 'ALL', divisionId: 'ALL' }, { all: true }],
    ['SUPER ADMIN', { companyId: 'c9' }, { companyIds: ['c9'], divisionIds: [] }],
    ['SUPER ADMIN', { divisionId: 'd9' }, { companyIds: [], divisionIds: ['d9'] }],
    ['ADMIN', undefined, { companyIds: ['c1', 'c2'], divisionIds: ['d1'] }],
    ['ADMIN', { companyId: 'all' }, { companyIds: ['c1', 'c2'], divisionIds: ['d1'] }],
    ['ADMIN', { companyId: 'c2', divisionId: '' }, { companyIds: ['c2'], divisionIds: [] }],
    ['ADMIN', { companyId: 'c9' }, { companyIds: [], divisionIds: [] }],
    ['READ ONLY', { divisionId: 'd1' }, { companyIds: [], divisionIds: ['d1'] }],
    ['READ ONLY', { divisionId: 'd9' }, { companyIds: [], divisionIds: [] }],
    ['READ ONLY', { companyId: 'c1', divisionId: 'd1' }, { companyIds: [], divisionIds: ['d1'] }],
    // A division of an assigned company: narrowed to it, and only inside that company.
    [
      'ADMIN',
      { companyId: 'c2', divisionId: 'd7' },
      { companyIds: [], divisionIds: ['d7'], withinCompanyId: 'c2' },
    ],
    ['ADMIN', { companyId: 'c9', divisionId: 'd7' }, { companyIds: [], divisionIds: [] }],
    ['READ ONLY', { divisionId: 'd7' }, { companyIds: [], divisionIds: [] }],
  ] as const)('%s with selection %j', (role, selection, expected) => {
    expect(listScopeFor(user(role), selection)).toEqual(expected);
  });
});

describe('scopeIncludes', () => {
  it('matches by company or division', () => {
    const scope = { companyIds: ['c1'], divisionIds: ['d1'] };
    expect(scopeIncludes(scope, { companyId: 'c1' })).toBe(true);
    expect(scopeIncludes(scope, { companyId: 'c2', divisionId: 'd1' })).toBe(true);
    expect(scopeIncludes(scope, { companyId: 'c2', divisionId: 'd2' })).toBe(false);
    expect(scopeIncludes({ all: true }, { companyId: 'x' })).toBe(true);
    const within = { companyIds: [], divisionIds: ['d7'], withinCompanyId: 'c2' };
    expect(scopeIncludes(within, { companyId: 'c2', divisionId: 'd7' })).toBe(true);
    expect(scopeIncludes(within, { companyId: 'c5', divisionId: 'd7' })).toBe(false);
  });
});
