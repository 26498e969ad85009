import { describe, expect, it } from 'vitest';
import { REFERENCE_CODE_ALPHABET } from '@cp/schemas/contracts/references';
import { hashAccessCode, hashReferenceToken, newAccessCode, newReferenceToken } from './secrets';

describe('reference credentials', () => {
  it('makes long random tokens and six-character codes of the alphabet without look-alikes', () => {
    const tokens = new Set(Array.from({ length: 200 }, newReferenceToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let i = 0; i < 200; i++) {
      const code = newAccessCode();
      expect(code).toHaveLength(6);
      for (const c of code) expect(REFERENCE_CODE_ALPHABET).toContain(c);
    }
  });

  it('hashes the code with its request, as typed in any case or with spaces', () => {
    expect(hashAccessCode('a', 'abc 23d')).toBe(hashAccessCode('a', 'ABC23D'));
    expect(hashAccessCode('a', 'ABC-23D')).toBe(hashAccessCode('a', 'ABC23D'));
    expect(hashAccessCode('a', 'ABC23D')).not.toBe(hashAccessCode('b', 'ABC23D'));
    expect(hashReferenceToken('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
