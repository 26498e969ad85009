/**
 * The private link of a denial's notice (README 'Regulation B'): 32 random bytes, base64url; only its SHA-256
 * is stored, as a reference request's token is.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newReasonsToken = (): string => randomBytes(32).toString('base64url');
export const hashReasonsToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const reasonsUrl = (origin: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/Reasons/${token}`;
