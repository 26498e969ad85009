/**
 * A reference request's credentials (README 'Reference requests'): the link's token (32 random bytes, base64url)
 * and a six-character access code for references whose mail gateway strips links. Only their SHA-256 is stored:
 * the token's as it is, the code's salted with the request's id (a code is short, so the same code of two
 * requests must not hash alike).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { REFERENCE_CODE_ALPHABET, REFERENCE_CODE_LENGTH } from '@cp/schemas/contracts/references';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newReferenceToken = (): string => randomBytes(32).toString('base64url');
export const hashReferenceToken = (token: string): string => sha256(token);

export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_CODE_LENGTH; i++)
    code += REFERENCE_CODE_ALPHABET[randomInt(REFERENCE_CODE_ALPHABET.length)];
  return code;
}

/** The code as typed: upper case, spaces and dashes dropped ('abc 2-3d' is 'ABC23D'). */
export const normaliseAccessCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');
export const hashAccessCode = (requestId: string, code: string): string =>
  sha256(`${requestId}:${normaliseAccessCode(code)}`);
