// The one test command (README): lint, type checks, schema-type drift, unit and integration tests on
// PGlite, the API integration tests again on a real PostgreSQL server, then the end-to-end suite.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['generated types', 'npm', ['run', 'check:types', '-w', 'schemas']],
  ['unit + integration (PGlite)', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' }],
  ['integration (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres' }],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args, env] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(0)} s ===`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
