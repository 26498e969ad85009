// Mutation check (issue 26, budget): reverting a recent fix must make the suite fail.
// For each fix below, a temporary worktree of HEAD gets the reverse of the fix's product change (never its
// tests), the test files that cover it run there, and the check expects them to FAIL; the worktree is then
// removed. A control run of the same files on the unchanged worktree must PASS first, so a failure is the
// mutation's and not the machine's. It ends with a table and exits 1 when a mutation survives (passes).
//
// The fixes were made in commits that also moved code around (the cap came with milestone A's kernel), so
// `git revert` of their whole product diff no longer applies to today's code; each mutation is the fix's
// own lines, reversed as they read today (`from` must occur exactly once, or the check reports it stale).
//
// Usage: node scripts/mutation-check.mjs [--no-control] [name ...]   (names: approval-cap, refresh-grace, xff)
// The API's test files run on PostgreSQL (vitest project 'api', 127.0.0.1:5432) as in `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each fix: its commit(s), the product change reversed (file, from -> to), and the test files covering it. */
export const FIXES = [
  {
    name: 'approval-cap',
    what: "the approver's maximum approval amount caps activation approvals",
    commit: '59196e6 (issue 11 item 2, with milestone A)',
    file: 'api/src/services/activations/approve-activation.ts',
    from: '      assertWithinApprovalCap(options.actor, approvedAmount);\n',
    to: '',
    tests: ['api/src/routes/activation-approval-cap.test.ts'],
  },
  {
    name: 'refresh-grace',
    what: 'a refresh token rotated less than 10 s ago answers its successor again instead of revoking',
    commit: 'e8c9e24 (test 793b856)',
    file: 'api/src/services/users/refresh-session.ts',
    from: [
      '  if (row.rotated) {',
      '    const issued = row.inGrace && !row.idle && row.userActive ? await again() : undefined;',
      '    if (issued) return issued;',
      '  }',
      '',
    ].join('\n'),
    to: '',
    tests: ['api/src/routes/user-session.test.ts'],
  },
  {
    name: 'xff',
    what: 'X-Forwarded-For is believed only from the proxies TRUST_PROXY names',
    commit: '72d1d8d (test 6c09aa7)',
    file: 'api/src/app.ts',
    from: "app.set('trust proxy', ctx.config.trustProxy);",
    to: "app.set('trust proxy', 'loopback, linklocal, uniquelocal');",
    tests: ['api/src/routes/user-login.test.ts'],
  },
];

const sh = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });

/** A detached worktree of HEAD with the packages' node_modules linked from this checkout. */
function makeWorktree() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mutation-'));
  rmSync(dir, { recursive: true });
  const r = sh('git', ['worktree', 'add', '--detach', '-q', dir, 'HEAD']);
  if (r.status !== 0) throw new Error(`git worktree add: ${r.stderr}`);
  for (const pkg of ['.', 'schemas', 'templates', 'api', 'renderer', 'forms', 'admin']) {
    const modules = path.join(root, pkg, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(dir, pkg, 'node_modules'));
  }
  return dir;
}

function removeWorktree(dir) {
  sh('git', ['worktree', 'remove', '--force', dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** Runs the fix's test files in `dir`; returns pass/fail with the failed tests' names. */
function runTests(dir, tests) {
  const out = path.join(dir, 'mutation-report.json');
  const t = Date.now();
  const r = sh(
    'npx',
    ['vitest', 'run', '--project', 'api', '--reporter=json', `--outputFile=${out}`, ...tests],
    { cwd: dir, env: { ...process.env, TEST_DB: 'postgres' } },
  );
  const seconds = Math.round((Date.now() - t) / 1000);
  if (!existsSync(out)) return { passed: false, seconds, failed: [`no report (exit ${r.status})`], total: 0 };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out);
  const failed = report.testResults
    .flatMap((f) => f.assertionResults)
    .filter((a) => a.status === 'failed')
    .map((a) => a.fullName);
  return {
    passed: r.status === 0 && report.success,
    seconds,
    total: report.numTotalTests,
    failedCount: report.numFailedTests,
    failed: failed.length ? failed : report.success ? [] : [`suite error (exit ${r.status})`],
  };
}

const control = !process.argv.includes('--no-control');
const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const chosen = FIXES.filter((f) => !names.length || names.includes(f.name));
if (!chosen.length) {
  console.error(`unknown fix; known: ${FIXES.map((f) => f.name).join(', ')}`);
  process.exit(2);
}

const rows = [];
const dir = makeWorktree();
try {
  for (const fix of chosen) {
    const file = path.join(dir, fix.file);
    const original = readFileSync(file, 'utf8');
    const row = { fix: fix.name, commit: fix.commit, tests: fix.tests.join(' ') };
    if (control) {
      const c = runTests(dir, fix.tests);
      row.control = c.passed ? `pass ${c.total}` : `FAIL ${c.failedCount ?? '?'}/${c.total}`;
      if (!c.passed) console.log(`${fix.name}: control failed:\n  ${c.failed.join('\n  ')}`);
    }
    const count = original.split(fix.from).length - 1;
    if (count !== 1) {
      row.mutant = `STALE (${count} matches)`;
      row.verdict = 'STALE';
      rows.push(row);
      continue;
    }
    writeFileSync(file, original.replace(fix.from, fix.to));
    try {
      const m = runTests(dir, fix.tests);
      row.mutant = m.passed ? `pass ${m.total}` : `fail ${m.failedCount ?? '?'}/${m.total}`;
      row.verdict = m.passed ? 'SURVIVED' : control && !row.control.startsWith('pass') ? 'UNSURE' : 'caught';
      row.seconds = m.seconds;
      console.log(`${fix.name}: ${fix.what}\n  reverted in ${fix.file}; failing with it:`);
      for (const name of m.failed) console.log(`  - ${name}`);
    } finally {
      writeFileSync(file, original);
    }
    rows.push(row);
  }
} finally {
  removeWorktree(dir);
}

const cols = ['fix', 'commit', 'tests', ...(control ? ['control'] : []), 'mutant', 'verdict'];
const width = Object.fromEntries(
  cols.map((c) => [c, Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length))]),
);
const line = (r) => cols.map((c) => String(r[c] ?? '').padEnd(width[c])).join('  ');
console.log(`\n${line(Object.fromEntries(cols.map((c) => [c, c])))}`);
for (const r of rows) console.log(line(r));
if (rows.some((r) => r.verdict !== 'caught')) process.exit(1);
