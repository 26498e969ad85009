import { matchScore, nameKey, nameTokens } from './names';

describe('sanctions name keys', () => {
  it('fold accents, case, punctuation and corporate suffixes, and sort the tokens', () => {
    expect(nameKey('ACME TRADING, L.L.C.')).toBe('acme trading');
    expect(nameKey('Acme Trading LLC')).toBe('acme trading');
    expect(nameKey('MÜLLER, Jörg')).toBe('jorg muller');
    expect(nameKey('Jorg Muller')).toBe('jorg muller');
    expect(nameTokens('Smith & Sons Co.')).toEqual(['smith', 'sons']);
  });
});

describe('match scores', () => {
  it('keep the similarity when no token rule holds', () => {
    expect(matchScore('Harbor Freight Lines', 'Harbour Logistics', 0.41)).toBe(0.41);
  });
  it('score 1 when every token of the listed name is in the party’s name', () => {
    expect(matchScore('Viktor Petrov Ivanov', 'IVANOV, Viktor', 0.6)).toBe(1);
    // One token alone is not enough: a common surname would match everyone.
    expect(matchScore('John Ivanov', 'IVANOV', 0.5)).toBe(0.5);
  });
  it('score 0.92 for the same tokens with one letter off in one of them', () => {
    expect(matchScore('Dmitri Volkov', 'VOLKOV, Dmitry', 0.55)).toBe(0.92);
    expect(matchScore('Ana Lee', 'LEE, Ann', 0.4)).toBe(0.4);
  });
});
