/**
 * Tokens: random secrets (refresh, reset, invite) stored only as SHA-256 hashes, and short-lived access
 * tokens (HS256 JWT) naming the user and the session family.
 */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  userId: string;
  familyId: string;
}

const issuer = 'credit-portal';
const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return undefined;
    return { userId: payload.sub, familyId: payload.fam };
  } catch {
    return undefined;
  }
}
