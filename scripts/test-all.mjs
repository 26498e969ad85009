// The one test command (README): lint, type checks, schema-type drift, the unit and integration tests of
// every package (the API's on PostgreSQL, with what is specific to PGlite on PGlite: vitest.config.ts),
// then the end-to-end suite.
// It ends with a table: each step's wall time and test count, and the slowest 20 test files (read from
// the vitest and Playwright JSON reports written to test-results/npm-test/).
// The static checks (lint, import cycles, format, types, schema-type drift) and the build run side by
// side first, as many at a time as there are cores, each line of their output prefixed with the step's name; each keeps its own
// row (its own wall time) in the table.
// Usage: npm test [-- [--keep-going] <step name prefix> ...]   e.g. `npm test -- lint typecheck`
// (--keep-going runs the steps after a failed one too, for a complete table.)
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, readPlaywright, readVitest } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results', 'npm-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

/** Steps marked `static` run side by side (they read the sources; the build writes only its dist folders). */
const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'], static: true },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'], static: true },
  // Import cycles, as a graph walk of the whole repository (not an ESLint rule, which resolved the
  // imports of every file again for each file: most of the lint time). scripts/check-cycles.mjs.
  { name: 'import cycles', cmd: 'node', args: ['scripts/check-cycles.mjs'], static: true },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.'], static: true },
  { name: 'generated types', cmd: 'npm', args: ['run', 'check:types', '-w', 'schemas'], static: true },
  // The build (for end to end) takes the lane the static checks leave free at their end, instead of a
  // ~50 s step of its own after the unit tests. It writes only dist/ and dist-server/, which every static
  // check ignores; the unit tests do not need it and run either way (link pages fall back to the plain page).
  { name: 'build', cmd: 'npm', args: ['run', 'build'], static: true },
  {
    name: 'unit + integration',
    cmd: 'npx',
    args: ['vitest', 'run', ...vitestJson('vitest')],
    env: { TEST_DB: 'postgres' },
    report: () => readVitest(path.join(reports, 'vitest.json')),
  },
  {
    name: 'end-to-end',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: () => readPlaywright(path.join(reports, 'e2e.json')),
  },
];

const keepGoing = process.argv.includes('--keep-going');
const only = process.argv.slice(2).filter((a) => a !== '--keep-going');
const chosen = steps.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));

/** Runs one step; its output goes through as it comes, each line prefixed when others run beside it. */
function run(step, prefix) {
  return new Promise((resolve) => {
    const t = Date.now();
    console.log(`\n=== ${step.name} ===`);
    const child = spawn(step.cmd, step.args, {
      cwd: step.cwd ?? root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (prefix)
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.setEncoding('utf8');
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) to.write(`[${step.name}] ${line}\n`);
        });
        from.on('end', () => rest && to.write(`[${step.name}] ${rest}\n`));
      }
    child.on('close', (code) => {
      const ms = Date.now() - t;
      const ok = code === 0;
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(0)} s ===`);
      resolve({ name: step.name, ms, ok, code: code ?? 1, report: step.report?.() });
    });
  });
}

const startedAt = Date.now();
const done = [];
let status = 0;
const fail = (result) => {
  if (!result.ok && status === 0) status = result.code;
};

// The static steps first, side by side (at most one per core), in the order listed.
const statics = chosen.filter((s) => s.static);
if (statics.length) {
  const results = new Array(statics.length);
  let next = 0;
  const lanes = Math.max(
    1,
    Math.min(Number(process.env.TEST_PARALLEL ?? availableParallelism()), statics.length),
  );
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < statics.length) {
        const i = next++;
        results[i] = await run(statics[i], lanes > 1);
      }
    }),
  );
  for (const r of results) {
    done.push(r);
    fail(r);
  }
}
for (const step of chosen.filter((s) => !s.static)) {
  if (status !== 0 && !keepGoing) break;
  const r = await run(step, false);
  done.push(r);
  fail(r);
}
console.log(printTable(done, { wallMs: Date.now() - startedAt }));
if (status !== 0) process.exit(status);
console.log(`\nAll test steps passed.`);
