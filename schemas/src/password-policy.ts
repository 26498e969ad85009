/**
 * The password policy of customer-portal.md §5, shared by the sign-in screens (live checklist) and the
 * server (which enforces it on reset and registration). Messages are the spec's, word for word.
 */
import {
  PASSWORD_NEEDS_CASES,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_SPECIAL,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
} from './messages/signin';

export const PASSWORD_MIN_LENGTH = 8;
/** The accepted special characters (the spec does not show its set; this is the printable ASCII punctuation). */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export interface PasswordRule {
  id: 'length' | 'cases' | 'number' | 'special';
  message: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', message: PASSWORD_TOO_SHORT, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'cases', message: PASSWORD_NEEDS_CASES, test: (p) => /[a-z]/.test(p) && /[A-Z]/.test(p) },
  { id: 'number', message: PASSWORD_NEEDS_NUMBER, test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    message: PASSWORD_NEEDS_SPECIAL,
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

/** The messages of every rule the password breaks, in the order of the checklist; empty when it passes. */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((r) => !r.test(password)).map((r) => r.message);
}

/** The confirmation rule: 'Passwords must match.' when they differ, else undefined. */
export function confirmationProblem(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : PASSWORDS_MUST_MATCH;
}
