/**
 * The server reads a form's answers only through its field roles (schemas forms/roles.ts; the row's
 * `facts`): a super admin may rename any field, so no server code outside the seeds and tests may name an
 * answer's field. This scans the API's source for the ways code reads a field of the answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allFields } from '@cp/schemas/forms/schema-walk';
import { BUILT_IN_DEFINITIONS } from '@cp/schemas/forms/registry';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Names the engine itself gives, not answers a super admin names: the trade-reference upload's file name,
 * its 'later' choice and the typed list it clears (the renderer's tradeReferenceOptions field), and the
 * parts of a choice with its detail ({ code, value }, the conditionalObject field) the PDF prints as one.
 */
const ENGINE_WRITTEN = new Set([
  'tradeReferencesFileName',
  'tradeReferencesSkipped',
  'tradeRefInfo',
  'code',
  'value',
]);

/** Every field name of every built-in form (any depth): what a fixed path would name. */
const FIELD_NAMES = new Set(
  BUILT_IN_DEFINITIONS.flatMap((d) =>
    allFields(d.schema).flatMap(([p]) => p.split('/').filter((part) => part && part !== '*')),
  ).filter((name) => !ENGINE_WRITTEN.has(name)),
);

/** The ways code reads an answer by its field's name; group 1 is the name. */
const READS: Array<[string, RegExp]> = [
  ['an SQL path into the answers', /\bdata\}?\s*(?:->>?|#>>?)\s*'\{?(\w+)/g],
  ['a property of the answers', /\bdata\??\.(\w+)/g],
  ['a key of the answers', /\bdata\[\s*['"`](\w+)/g],
  ['a field picked by name', /\bpick\(\s*[\w.]+,\s*['"`](\w+)/g],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ['test', 'seed', 'migrations'].includes(e.name) ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `file:line: name (how)` for each fixed read of an answer in `text`. */
export function fixedReads(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [how, pattern] of READS)
    for (const m of text.matchAll(pattern))
      if (FIELD_NAMES.has(m[1]))
        found.push(`${file}:${text.slice(0, m.index).split('\n').length}: ${m[1]} (${how})`);
  return found;
}

describe('no server code reads an answer by a fixed path', () => {
  it('finds the reads it looks for (so a clean scan means something)', () => {
    const reads = fixedReads(
      'x.ts',
      [
        "sql`${s.data}->>'companyName'`",
        "sql`data->'bankInfo'->>'duns'`",
        'String(row.data.companyContact)',
        "pick(data, 'signatureTitle')",
        "s.data['amountReq']",
      ].join('\n'),
    );
    expect(reads.map((r) => r.split(': ')[1])).toEqual([
      'companyName (an SQL path into the answers)',
      'bankInfo (an SQL path into the answers)',
      'companyContact (a property of the answers)',
      'amountReq (a key of the answers)',
      'signatureTitle (a field picked by name)',
    ]);
  });

  it('the API source names no answer field', () => {
    const reads = sources(SRC).flatMap((file) =>
      fixedReads(path.relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(reads).toEqual([]);
  });
});
