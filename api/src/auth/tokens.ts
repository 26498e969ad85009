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

/**
 * Verified tokens, kept until they expire: every authenticated request presents the same token for its
 * lifetime, and checking its HMAC again each time was about 7% of the API's CPU under load. Bounded; the
 * oldest entries go first.
 */
const verified = new Map<string, { claims: AccessClaims; secret: string; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

/** The claims of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  const known = verified.get(token);
  if (known && known.secret === secret && Date.now() < known.expiresAt) return known.claims;
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return undefined;
    const claims = { userId: payload.sub, familyId: payload.fam };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, secret, expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return undefined;
  }
}
