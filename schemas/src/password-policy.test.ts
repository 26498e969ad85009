import { confirmationProblem, passwordProblems } from './password-policy';

describe('password policy (customer-portal.md §5)', () => {
  it.each([
    ['Short1!', ['Password must be at least 8 characters in length']],
    ['alllower1!', ['Password must contain a lowercase and an uppercase character']],
    ['ALLUPPER1!', ['Password must contain a lowercase and an uppercase character']],
    ['NoDigits!!', ['Password must contain at least one number']],
    ['NoSpecial12', ['Password must contain at least one special character']],
    [
      'abc',
      [
        'Password must be at least 8 characters in length',
        'Password must contain a lowercase and an uppercase character',
        'Password must contain at least one number',
        'Password must contain at least one special character',
      ],
    ],
    ['Demo-pass-1!', []],
  ])('%s -> %o', (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  it('asks for matching confirmation', () => {
    expect(confirmationProblem('Demo-pass-1!', 'Demo-pass-1?')).toBe('Passwords must match.');
    expect(confirmationProblem('Demo-pass-1!', 'Demo-pass-1!')).toBeUndefined();
  });
});
