import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import { equal, resolve } from './uri-resolver';

// The references RJSF resolves (findSchemaDefinition.ts): fragments against '#' or an `$id`, relative files.
const cases: [string, string][] = [
  ['#', '#/definitions/a'],
  ['#', '#/properties/a b'],
  ['', '#/x'],
  ['http://x.com/a/b.json', 'c.json#/d'],
  ['http://x.com/a/b.json', '#/$defs/d'],
  ['https://example.com/schemas/root', 'address'],
  ['https://example.com/schemas/root', '/other#anchor'],
  ['HTTP://X.com/%7Ea', '#'],
  ['/a/b', '../c'],
  ['/a/b', 'c#/d'],
  ['schema.json', '#/a'],
];

describe('uri-resolver (what RJSF asks of fast-uri)', () => {
  it.each(cases)('resolves %j and %j as fast-uri does', (base, reference) => {
    expect(resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it('compares URIs once normalised, as fast-uri does', () => {
    for (const [a, b] of [
      ['http://X.com/a', 'http://x.com/a'],
      ['http://x.com:80/a', 'http://x.com/a'],
      ['https://example.com/schemas/address', 'https://example.com/schemas/address'],
      ['https://example.com/schemas/address', 'https://example.com/schemas/other'],
      ['#/a', '#/a'],
    ])
      expect(equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
