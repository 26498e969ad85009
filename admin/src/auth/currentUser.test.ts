/** toSessionUser: the API's user record (spec field names) as the SessionUser the permissions are built from. */
import { toSessionUser } from './currentUser';

describe('toSessionUser', () => {
  it('reads ids given as strings or as records with id or _id, and drops what has none', () => {
    expect(
      toSessionUser({
        _id: 'u1',
        email: 'ann@demo.test',
        firstName: 'Ann',
        lastName: 'Staff',
        security: 'ADMIN',
        maximumApprovalAmount: 25000,
        companies: ['c1', { id: 'c2' }, { _id: 'c3' }, { name: 'no id' }, null, 7],
        divisions: [{ _id: 'd1' }],
      }),
    ).toEqual({
      id: 'u1',
      email: 'ann@demo.test',
      firstName: 'Ann',
      lastName: 'Staff',
      security: 'ADMIN',
      maximumApprovalAmount: 25000,
      companies: ['c1', 'c2', 'c3'],
      divisions: ['d1'],
    });
  });

  it('fills what the record leaves out, and prefers id to _id', () => {
    expect(toSessionUser({ id: 'u2', _id: 'old', security: 'READ ONLY' })).toEqual({
      id: 'u2',
      email: '',
      firstName: '',
      lastName: '',
      security: 'READ ONLY',
      maximumApprovalAmount: 0,
      companies: [],
      divisions: [],
    });
    expect(toSessionUser({ security: 'SUPER ADMIN' }).id).toBe('');
  });

  it('refuses a role it does not know', () => {
    expect(() => toSessionUser({ id: 'u3', security: 'OWNER' })).toThrow();
  });
});
