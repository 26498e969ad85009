import { filterUsers, initials, userStatus } from './userFilter';
import type { ListedUser } from './userFilter';

const USERS: ListedUser[] = [
  {
    _id: '1',
    email: 'zoe@demo.test',
    firstName: 'Zoe',
    lastName: 'Adams',
    active: true,
    addDate: '2026-01-05T10:00:00Z',
  },
  {
    _id: '2',
    email: 'al@demo.test',
    firstName: 'al',
    lastName: 'Young',
    active: false,
    addDate: '2026-03-09T10:00:00Z',
  },
  {
    _id: '3',
    email: 'mia@demo.test',
    firstName: 'Mia',
    lastName: 'Stone',
    active: true,
    addDate: '2026-02-01T10:00:00Z',
  },
  {
    _id: '4',
    email: 'ivy@demo.test',
    firstName: 'Ivy',
    lastName: 'Invited',
    active: false,
    invite: 'pending',
    addDate: '2026-04-01T10:00:00Z',
  },
];

const ids = (list: ListedUser[]) => list.map((u) => u._id);

describe('user list filter (back-office.md §2 Users)', () => {
  it.each([
    ['Active', '', ['4', '3', '1']],
    ['Invited', '', ['4']],
    ['Inactive', '', ['2']],
    ['All', '', ['2', '4', '3', '1']],
    ['All', 'STONE', ['3']],
    ['All', 'zoe@', ['1']],
    ['All', 'al', ['2']],
    ['All', '2026-03-09', ['2']],
    ['All', '03/09/2026', ['2']],
    ['All', '02/01', ['3']],
    ['Active', 'young', []],
  ] as const)('%s + search %j -> %j (sorted by first name)', (active, search, expected) => {
    expect(ids(filterUsers(USERS, search, active))).toEqual(expected);
  });

  it('a user is Active, Invited until they register, or Inactive', () => {
    expect(USERS.map(userStatus)).toEqual(['Active', 'Inactive', 'Active', 'Invited']);
  });

  it('initials come from the names, else the email', () => {
    expect(initials(USERS[0])).toBe('ZA');
    expect(initials({ email: 'x@demo.test' })).toBe('X');
  });
});
