/**
 * Every pattern of every form definition the product ships or seeds passes the check the form editor runs before
 * publishing (schemas forms/check-definition.ts), and answers the input that stalls a backtracking engine at once:
 * the built-in definitions, the rows the database is seeded with when it opens, and those of the demo data.
 */
import { checkDefinition } from '@cp/schemas/forms/check-definition';
import { BUILT_IN_DEFINITIONS } from '@cp/schemas/forms/registry';
import type { FormDefinition, JsonSchema } from '@cp/schemas/forms/types';
import { compileLinear } from '@cp/schemas/regexp';
import { createTestApp, type TestApp } from '../auth/testing';
import { seedDemoIfEmpty } from '../db/seed/demo';
import { formDefinitions } from '../db/schema';

let t: TestApp;
let seeded: FormDefinition[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.ctx.db, { submissions: 10 });
  seeded = (await t.ctx.db.select().from(formDefinitions)) as unknown as FormDefinition[];
}, 120_000);
afterAll(() => t.close());

/** Every `pattern` of a schema, wherever it sits. */
function patternsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => patternsOf(item, out));
  else if (node && typeof node === 'object') {
    const schema = node as JsonSchema;
    if (typeof schema.pattern === 'string') out.push(schema.pattern);
    Object.values(schema).forEach((value) => patternsOf(value, out));
  }
  return out;
}

const ATTACKS = [
  'a'.repeat(26) + '!',
  'a.'.repeat(5000) + '!',
  '1'.repeat(10_000) + 'x',
  ' '.repeat(10_000) + '!',
];

describe('the definitions the product ships and seeds', () => {
  it('are the built-in ones and the rows of the seeded database', () => {
    expect(seeded.length).toBeGreaterThanOrEqual(BUILT_IN_DEFINITIONS.length);
  });

  it('pass the form editor’s check, patterns included', () => {
    for (const d of [...BUILT_IN_DEFINITIONS, ...seeded])
      expect(checkDefinition(d).problems, `${d.family} v${d.version}`).toEqual([]);
  });

  it('run every pattern on RE2 in well under a second on inputs that stall a backtracking engine', () => {
    const patterns = new Set([...BUILT_IN_DEFINITIONS, ...seeded].flatMap((d) => patternsOf(d.schema)));
    expect(patterns.size).toBeGreaterThan(3);
    for (const pattern of patterns) {
      const compiled = compileLinear(pattern);
      const started = performance.now();
      for (const attack of ATTACKS) compiled.test(attack);
      expect(performance.now() - started, pattern).toBeLessThan(250);
    }
  });
});
