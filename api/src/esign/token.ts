/** The customer's signing token: 32 random bytes in the emailed link; only its SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

export const newSigningToken = (): string => randomBytes(32).toString('base64url');
export const hashSigningToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
export const sha256Hex = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
