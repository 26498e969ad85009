import { PASSWORDS_MUST_MATCH } from '@cp/schemas/messages/signin';
import { confirmationProblem, passwordRules } from '@cp/schemas/password-policy';

/** One line of the live checklist: the shared policy's rules plus the confirmation. */
export interface ChecklistRule {
  id: string;
  message: string;
  test: (password: string, confirm: string) => boolean;
}

export const PASSWORD_RULES: readonly ChecklistRule[] = [
  ...passwordRules.map((r) => ({ id: r.id, message: r.message, test: (p: string) => r.test(p) })),
  {
    id: 'match',
    message: PASSWORDS_MUST_MATCH,
    test: (p: string, c: string) => p.length > 0 && !confirmationProblem(p, c),
  },
];

export function allRulesMet(password: string, confirm: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(password, confirm));
}
