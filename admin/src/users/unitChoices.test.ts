import {
  amountDigits,
  assignableUnits,
  splitUnits,
  toggleUnit,
  unitLabel,
  withSeparators,
} from './unitChoices';
import type { AssignableUnit } from './unitChoices';

const unit = (id: string, code: string, parentId: string | null = null): AssignableUnit => ({
  id,
  code,
  name: `${code} name`,
  kind: parentId ? 'division' : 'company',
  parentId,
});
const units = [
  unit('w', 'WDS'),
  unit('c', 'CPG'),
  unit('b', 'BRI', 'c'),
  unit('c2', 'CPG'),
  unit('u', 'UWL'),
];

describe('assignable units (back-office.md §2 Invite New User)', () => {
  it('de-duplicates by code and sorts by code, labelled code | name', () => {
    expect(assignableUnits([...units, { ...unit('all', 'ALL'), kind: 'all' }]).map(unitLabel)).toEqual([
      'BRI | BRI name',
      'CPG | CPG name',
      'UWL | UWL name',
      'WDS | WDS name',
    ]);
  });

  it('picking a division picks its company; unpicking leaves the company', () => {
    const picked = toggleUnit([], units[2], true);
    expect(picked.sort()).toEqual(['b', 'c']);
    expect(toggleUnit(picked, units[2], false)).toEqual(['c']);
    expect(splitUnits(picked, units)).toEqual({ companies: ['c'], divisions: ['b'] });
  });

  it.each([
    ['250000', '250000', '250,000'],
    ['1,234,567,890', '123456789', '123,456,789'],
    ['12a.5', '125', '125'],
    ['', '', ''],
  ])('amount typed %j keeps %j, shown %j', (typed, digits, shown) => {
    expect(amountDigits(typed)).toBe(digits);
    expect(withSeparators(amountDigits(typed))).toBe(shown);
  });
});
