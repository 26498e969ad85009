import { describe, expect, it } from 'vitest';
import type { UnitRow } from '../units/find-unit';
import { activationLink } from './link';

const unit = (over: Partial<UnitRow>) =>
  ({ kind: 'division', code: 'X', name: 'X', prefix: '', ...over }) as UnitRow;
const origin = 'https://credit.example/';

describe('activation link (back-office.md §9)', () => {
  it.each([
    [unit({ code: 'BRI', name: 'Bristol' }), 'Bristol'],
    [unit({ code: 'MBT', name: 'Middle Bay' }), 'MiddleBay'],
    [unit({ code: 'SAV', name: 'Savannah' }), 'CPG'],
    [unit({ kind: 'company', code: 'UWL', name: 'UWL', prefix: 'UWL' }), 'UWL'],
    [unit({ kind: 'company', code: 'IDS', name: 'IDS', prefix: '' }), 'IDS'],
  ])('%#: name segment %s', (u, segment) => {
    expect(activationLink(origin, u, 'a@b.com', 'id-1')).toBe(
      `https://credit.example/Activation/${segment}/a%40b.com/id-1`,
    );
  });
});
