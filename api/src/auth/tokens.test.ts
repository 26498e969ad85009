import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const claims = { userId: '11111111-1111-4111-8111-111111111111', familyId: 'family-1' };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token, again from the cache, and not after it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T12:01:01Z'));
    expect(await verifyAccessToken(token, SECRET)).toBeUndefined();
  });

  it('refuses a token under another secret even once verified, and a tampered one', async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(await verifyAccessToken(token, `${SECRET}-rotated`)).toBeUndefined();
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${head}.${forged}.${signature}`, SECRET)).toBeUndefined();
    expect(await verifyAccessToken('not-a-token', SECRET)).toBeUndefined();
  });
});
