/**
 * Hostile inputs for the fuzz suite: malformed and oddly typed bodies, headers, encodings, huge and
 * deeply nested values, prototype-pollution keys. A seeded generator, so a failure can be replayed.
 */

/** mulberry32: small, fast and good enough to pick inputs. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}
export type Random = ReturnType<typeof seeded>;

/** encodeURIComponent, with a lone surrogate sent as the raw (invalid UTF-8) bytes a client could send. */
const enc = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const nested = (depth: number, leaf: string) => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

export const strangeStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\uffff\ufeff',
  '😀'.repeat(50),
  "' or 1=1 --",
  '"; drop table users; --',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'x'.repeat(5_000),
  'ALL',
  '2024-02-30',
  '0000-00-00',
] as const;

const strangeValues = (r: Random): unknown[] => [
  r.pick(strangeStrings),
  0,
  -1,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  3.14159,
  true,
  false,
  null,
  [],
  [r.pick(strangeStrings)],
  {},
  { $ne: null },
  { $gt: '' },
  ['a', 1, null, {}],
  { nested: { deeper: r.pick(strangeStrings) } },
];

/** Field names the routes read, so values reach past the first check. */
const fieldNames = [
  '_id',
  'id',
  'email',
  'password',
  'token',
  'refreshToken',
  'firstName',
  'lastName',
  'security',
  'maximumApprovalAmount',
  'companies',
  'divisions',
  'data',
  'status',
  'notes',
  'customerCode',
  'denialCode',
  'amount',
  'approvedAmount',
  'referral',
  'Application_id',
  'contacts',
  'unitId',
  'companyId',
  'divisionId',
  'formKey',
  'message',
  'reason',
] as const;

function randomObject(r: Random, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = 1 + Math.floor(r.next() * 6);
  for (let i = 0; i < n; i++) {
    const key = r.pick(fieldNames);
    out[key] = depth < 2 && r.next() < 0.2 ? randomObject(r, depth + 1) : r.pick(strangeValues(r));
  }
  return out;
}

export interface RawBody {
  body: string;
  contentType?: string;
  contentEncoding?: string;
}

/**
 * One malformed body, raw (so it may be invalid JSON, the wrong type, or lie about its encoding): of the
 * kind given (its index modulo BODY_KINDS), else of a kind drawn at random.
 */
export function hostileBody(r: Random, kind?: number): RawBody {
  const kinds = bodyKinds(r);
  return (kind === undefined ? r.pick(kinds) : kinds[kind % kinds.length])();
}

function bodyKinds(r: Random): (() => RawBody)[] {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  return [
    () => json(randomObject(r)),
    () => json(randomObject(r)),
    () => json({ data: randomObject(r), email: r.pick(strangeStrings), _id: r.pick(strangeStrings) }),
    () => json(r.pick(strangeValues(r))),
    () => ({
      body: r.pick(['{', '{"a":', '[1,', '{"a":1}}', 'nul', "{'a':1}", '\u0000', '{"a":"\\ud800"}']),
      contentType: 'application/json',
    }),
    () => ({
      body: r.pick(['', ' ', 'null', '"str"', '123', '[]', 'true']),
      contentType: 'application/json',
    }),
    () => ({ body: nested(r.pick([40, 200, 3000]), '1'), contentType: 'application/json' }),
    () => ({ body: '['.repeat(2000) + ']'.repeat(2000), contentType: 'application/json' }),
    () => ({
      body: '{"__proto__":{"isAdmin":true,"security":"SUPER ADMIN"},"constructor":{"prototype":{"polluted":1}},"data":{"__proto__":{"x":1}}}',
      contentType: 'application/json',
    }),
    () => json({ email: 'a\u0000@b.c', firstName: 'A\u0000', data: { companyName: 'X\u0000Y' } }),
    () => ({
      body: '{"email":"a@b.c"}',
      contentType: 'application/json',
      contentEncoding: r.pick(['gzip', 'deflate', 'br', 'x-unknown']),
    }),
    () => ({ body: 'email=a%00b&password=x&_id[]=1', contentType: 'application/x-www-form-urlencoded' }),
    () => ({
      body: '<xml/>',
      contentType: r.pick([
        'application/xml',
        'text/plain',
        'multipart/form-data',
        'application/json; charset=utf-7',
      ]),
    }),
    () => ({
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
      contentType: 'multipart/form-data; boundary=x',
    }),
    () => json({ data: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, 'v'])) }),
  ];
}

/** How many kinds of body hostileBody has. */
export const BODY_KINDS = bodyKinds(seeded(0)).length;

/** A huge value: close to and over the 1 MB cap (used sparingly; they are the slow ones). */
export function hugeBody(r: Random): RawBody {
  const size = r.pick([900_000, 1_100_000, 5_000_000]);
  return {
    body: JSON.stringify({ data: { companyName: 'x'.repeat(size) } }),
    contentType: 'application/json',
  };
}

/** Headers a client could send on any request: of the kind given (modulo HEADER_KINDS), else drawn. */
export function hostileHeaders(r: Random, kind?: number): Record<string, string> {
  const choices = headerKinds(r);
  return (kind === undefined ? r.pick(choices) : choices[kind % choices.length])();
}

function headerKinds(r: Random): (() => Record<string, string>)[] {
  const value = () => enc(r.pick(strangeStrings)).slice(0, 2000) || 'x';
  return [
    () => ({}),
    () => ({ 'x-selected-company': value(), 'x-selected-division': value() }),
    () => ({ cookie: `selected-company=${value()}; selected-division=${value()}` }),
    () => ({ id: value(), email: value(), division: value() }),
    () => ({ cookie: `ca-access=${value()}; ca-refresh=${value()}` }),
    () => ({ authorization: `Bearer ${value()}` }),
    () => ({ token: value(), invite: value() }),
    () => ({ range: 'bytes=0-1e9', 'if-none-match': value() }),
  ];
}

/** How many kinds of headers hostileHeaders has. */
export const HEADER_KINDS = headerKinds(seeded(0)).length;

/** Object.prototype names: a lookup by one of them finds the prototype, not a column or a value. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A list's query (ra-data-simple-rest's sort, filter and range) with a prototype name in each place. */
export function prototypeListQueries(
  key: string,
): Array<{ part: 'sort' | 'filter' | 'range'; query: string }> {
  const q = (part: 'sort' | 'filter' | 'range', value: string) => ({
    part,
    query: `?${part}=${encodeURIComponent(value)}`,
  });
  return [
    q('sort', JSON.stringify([key, 'DESC'])),
    q('sort', JSON.stringify([key, key])),
    q('filter', `{"${key}":{"status":"sent","polluted":1}}`),
    q('filter', JSON.stringify({ q: key, status: key, reviewedStatus: key, unitId: key })),
    q('range', JSON.stringify([key, key])),
    q('range', `{"${key}":[0,1]}`),
  ];
}

/** Query strings: garbage for every parameter the list and lookup routes read. */
export function hostileQuery(r: Random): string {
  const v = () => enc(r.pick(strangeStrings));
  const key = () => r.pick(PROTOTYPE_KEYS);
  return r.pick([
    `${r.pick(prototypeListQueries(key())).query}&sort=${encodeURIComponent(JSON.stringify([key(), 'ASC']))}`,
    '',
    `?id=${v()}&email=${v()}`,
    `?filter=${v()}&range=${v()}&sort=${v()}`,
    `?filter=${encodeURIComponent('{"q":"\u0000","status":["x"],"startDate":"x"}')}`,
    `?range=${encodeURIComponent('[0,1000000000]')}&sort=${encodeURIComponent('["password","DESC"]')}`,
    `?range=${encodeURIComponent('[-5,-1]')}`,
    '?a[]=1&a[]=2&a[b]=3&__proto__[x]=1&constructor[prototype][y]=2',
    `?token=${v()}&division=${v()}`,
  ]);
}

/** A value for a path parameter. */
export function hostileParam(r: Random): string {
  return enc(
    r.pick([
      'x',
      '1',
      'null',
      '00000000-0000-0000-0000-000000000000',
      'not-a-uuid',
      '%00',
      'x'.repeat(300),
      "'",
      '..',
    ]),
  );
}
