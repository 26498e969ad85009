// The one test command (README): lint, type checks, schema-type drift, the unit and integration tests of
// every package (the API's on PostgreSQL, with what is specific to PGlite on PGlite: vitest.config.ts),
// the build, then the end-to-end suite.
// It ends with a table: each step's wall time and test count, and the slowest 20 test files (read from
// the vitest and Playwright JSON reports written to test-results/npm-test/).
// Usage: npm test [-- [--keep-going] <step name prefix> ...]   e.g. `npm test -- lint typecheck`
// (--keep-going runs the steps after a failed one too, for a complete table.)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
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

const steps = [
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'generated types', cmd: 'npm', args: ['run', 'check:types', '-w', 'schemas'] },
  {
    name: 'unit + integration',
    cmd: 'npx',
    args: ['vitest', 'run', ...vitestJson('vitest')],
    env: { TEST_DB: 'postgres' },
    report: () => readVitest(path.join(reports, 'vitest.json')),
  },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
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
const done = [];
let status = 0;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  const t = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const r = spawnSync(step.cmd, step.args, {
    cwd: step.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ms = Date.now() - t;
  const ok = r.status === 0;
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(0)} s ===`);
  done.push({ name: step.name, ms, ok, report: step.report?.() });
  if (!ok) {
    status = r.status ?? 1;
    if (!keepGoing) break;
  }
}
console.log(printTable(done));
if (status !== 0) process.exit(status);
console.log(`\nAll test steps passed.`);
