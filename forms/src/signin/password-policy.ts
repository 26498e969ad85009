/**
 * The password policy of customer-portal.md §5 as the screens show it. The server enforces the same
 * rules (schemas/src/password-policy.ts, platform helper).
 */
export interface PasswordRule {
  id: string;
  message: string;
  test: (password: string, confirm: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', message: 'Password must be at least 8 characters in length', test: (p) => p.length >= 8 },
  {
    id: 'case',
    message: 'Password must contain a lowercase and an uppercase character',
    test: (p) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  },
  { id: 'number', message: 'Password must contain at least one number', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    message: 'Password must contain at least one special character',
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
  },
  { id: 'match', message: 'Passwords must match.', test: (p, c) => p.length > 0 && p === c },
];

export function allRulesMet(password: string, confirm: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(password, confirm));
}
