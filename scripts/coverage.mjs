// Per-package coverage (vitest's v8 provider), one package at a time so a two-core machine stays usable.
// Usage: node scripts/coverage.mjs [--out docs/test-coverage.json] [schemas api ...] [-- vitest options]
// Each package's totals (lines, statements, functions, branches, in %) go into the output file; with
// --compare <file> it fails when a package's line or branch coverage is lower than in that file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
// Options after `--` go to vitest as they are (e.g. `-- --maxWorkers 3` on a commit whose config sets none).
const dash = argv.indexOf('--');
const args = dash < 0 ? argv : argv.slice(0, dash);
const vitestArgs = dash < 0 ? [] : argv.slice(dash + 1);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const out = option('out') ?? 'coverage/summary.json';
const compare = option('compare');
const packages = args.length ? args : ['schemas', 'renderer', 'forms', 'admin', 'api'];

const outPath = path.resolve(root, out);
const result = existsSync(outPath) ? JSON.parse(readFileSync(outPath, 'utf8')) : { packages: {} };
for (const pkg of packages) {
  const dir = path.join(root, 'coverage', pkg);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t = Date.now();
  console.log(`\n=== coverage: ${pkg} ===`);
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      // The API's files run in several projects (api, api-isolated, api-pglite, api-pglite-isolated).
      pkg === 'api' ? 'api*' : pkg,
      '--coverage.enabled',
      '--coverage.provider=v8',
      '--coverage.reporter=json-summary',
      `--coverage.reportsDirectory=${dir}`,
      `--coverage.include=${pkg}/src/**`,
      // The API's vitest globalSetup runs in vitest's own process, where no coverage is taken: not a source.
      '--coverage.exclude=api/src/test/pg-global-setup.ts',
      // A failed test (a timeout on a loaded machine) must not lose the measurement.
      '--coverage.reportOnFailure',
      ...vitestArgs,
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  const summaryFile = path.join(dir, 'coverage-summary.json');
  if (!existsSync(summaryFile)) {
    console.error(`coverage: no summary for ${pkg} (vitest exit ${r.status})`);
    process.exitCode = 1;
    continue;
  }
  const { total } = JSON.parse(readFileSync(summaryFile, 'utf8'));
  result.packages[pkg] = {
    lines: total.lines.pct,
    statements: total.statements.pct,
    functions: total.functions.pct,
    branches: total.branches.pct,
    testsPassed: r.status === 0,
    seconds: Math.round((Date.now() - t) / 1000),
  };
  result.measuredAt = new Date().toISOString();
  mkdirSync(path.dirname(outPath), { recursive: true });
  writeFileSync(outPath, JSON.stringify(result, null, 2) + '\n');
  console.log(`coverage ${pkg}:`, result.packages[pkg]);
}

if (compare) {
  const before = JSON.parse(readFileSync(path.resolve(root, compare), 'utf8')).packages;
  let lower = false;
  for (const [pkg, now] of Object.entries(result.packages)) {
    const was = before[pkg];
    if (!was) continue;
    for (const metric of ['lines', 'branches']) {
      const mark = now[metric] + 0.05 < was[metric] ? 'LOWER' : 'ok';
      if (mark === 'LOWER') lower = true;
      console.log(`${pkg.padEnd(10)} ${metric.padEnd(9)} ${was[metric]} -> ${now[metric]} ${mark}`);
    }
  }
  if (lower) process.exit(1);
}
