import { REFERENCE_CODE_LENGTH } from '@cp/schemas/contracts/reference-code';

/** The code as the server compares it: typed in any case, spaces (and dashes) ignored. */
export function normaliseAccessCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Worth sending: six characters once normalised (the server says whether they are right). */
export function isCompleteAccessCode(typed: string): boolean {
  return normaliseAccessCode(typed).length === REFERENCE_CODE_LENGTH;
}
