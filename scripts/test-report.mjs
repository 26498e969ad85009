// Reads the JSON reports that the test steps write (vitest's json reporter, Playwright's json reporter)
// and prints the closing table of `npm test`: each step's wall time and test count, then the slowest
// files across every step.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Test count and per-file durations (ms) from a vitest JSON report. */
export function readVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = report.testResults.map((r) => ({
    file: path.relative(process.cwd(), r.name),
    ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
    tests: r.assertionResults.length,
  }));
  return {
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    files,
  };
}

/** Test count and per-spec durations (ms, summed over its tests) from a Playwright JSON report. */
export function readPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const perFile = new Map();
  let tests = 0;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        tests++;
        const last = test.results?.at(-1);
        if (test.status === 'skipped') skipped++;
        else if (last?.status === 'passed') passed++;
        else failed++;
        const key = `e2e/tests/${spec.file}`;
        const entry = perFile.get(key) ?? { file: key, ms: 0, tests: 0 };
        entry.ms += (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        entry.tests++;
        perFile.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { tests, passed, failed, skipped, files: [...perFile.values()] };
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * steps: [{ name, ms, ok, report? }] where report is what readVitest/readPlaywright returned; wallMs, the
 * whole run's wall time (less than the sum when steps ran side by side).
 */
export function printTable(steps, { slowest = 20, wallMs } = {}) {
  const lines = [];
  lines.push('', 'Step                              Wall time   Tests  Result');
  lines.push('--------------------------------  ---------  ------  ------');
  let total = 0;
  let tests = 0;
  for (const step of steps) {
    total += step.ms;
    tests += step.report?.tests ?? 0;
    const count = step.report ? `${step.report.tests}` : '-';
    lines.push(
      `${pad(step.name, 32)}  ${padL(fmt(step.ms), 9)}  ${padL(count, 6)}  ${step.ok ? 'ok' : 'FAILED'}`,
    );
  }
  lines.push('--------------------------------  ---------  ------');
  lines.push(
    `${pad('total', 32)}  ${padL(fmt(total), 9)}  ${padL(tests, 6)}  (${(total / 60000).toFixed(1)} min)`,
  );
  if (wallMs !== undefined && Math.abs(wallMs - total) > 1000)
    lines.push(
      `${pad('wall (static steps side by side)', 32)}  ${padL(fmt(wallMs), 9)}          (${(wallMs / 60000).toFixed(1)} min)`,
    );
  const files = steps.flatMap((s) => (s.report?.files ?? []).map((f) => ({ ...f, step: s.name })));
  files.sort((a, b) => b.ms - a.ms);
  if (files.length) {
    lines.push('', `Slowest ${Math.min(slowest, files.length)} test files`);
    for (const f of files.slice(0, slowest))
      lines.push(`${padL(fmt(f.ms), 9)}  ${padL(f.tests, 4)} tests  ${f.file}  [${f.step}]`);
  }
  return lines.join('\n');
}
