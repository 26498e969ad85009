/**
 * Once per suite run, before the workers start: the ready data directories every end-to-end server starts
 * from (a copy each), instead of each server migrating and seeding its own.
 * - when the run may open a portal spec: migrations, the demo data and the portal specs' fixture invites
 *   (tests/portal-fixtures.ts), with the links the fixtures printed; every server (main and idle, support/
 *   fixtures.ts) starts on a copy, and the portal specs use the worker's main server (tests/portal-support.ts);
 * - otherwise: migrations and the demo data only (support/demo-data.ts).
 * Their paths reach the workers through the environment (E2E_DEMO_DATA, E2E_PORTAL_DATA, E2E_PORTAL_LINKS);
 * support/global-teardown.ts removes them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordSeedDay } from './seed-day';
import { BASE_PORT } from './urls';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** Where this checkout's run keeps its ready directories (E2E_PORT tells side-by-side runs apart). */
export const TEMPLATE_ROOT = path.join(tmpdir(), `cp-e2e-ready-${BASE_PORT}`);

/** Runs a tsx script; resolves with its standard output, or rejects with its standard error. */
function tsx(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} failed: ${err}`))));
  });
}

/**
 * Whether this run may open the portal specs: yes, unless the command line names only other files (its
 * words after `test` that are not options, '-g' values included, none naming 'portal'). A wrong "no" costs
 * time only: a portal server then makes its fixtures itself (tests/portal-support.ts).
 */
function runsPortalSpecs(argv = process.argv): boolean {
  const words = argv.slice(argv.indexOf('test') + 1).filter((a) => !a.startsWith('-'));
  return argv.indexOf('test') < 0 || !words.length || words.some((w) => /portal/i.test(w));
}

export default async function globalSetup(): Promise<void> {
  recordSeedDay();
  rmSync(TEMPLATE_ROOT, { recursive: true, force: true });
  mkdirSync(TEMPLATE_ROOT, { recursive: true });
  const demo = path.join(TEMPLATE_ROOT, 'demo');
  const portal = path.join(TEMPLATE_ROOT, 'portal');
  const links = path.join(TEMPLATE_ROOT, 'portal-links.json');
  if (!runsPortalSpecs()) {
    await tsx('e2e/support/demo-data.ts', [demo]);
    process.env.E2E_DEMO_DATA = demo;
    return;
  }
  // The portal database is the demo one plus the fixture invites: made alone, it is what every server of the
  // run starts from, and the portal specs use the worker's main server (issue 26: one server per worker
  // instead of two, and one ready database to make instead of two).
  const fixtures = await tsx('e2e/tests/portal-fixtures.ts', [portal]);
  writeFileSync(links, fixtures.trim().split('\n').pop()!);
  process.env.E2E_DEMO_DATA = portal;
  process.env.E2E_PORTAL_DATA = portal;
  process.env.E2E_PORTAL_LINKS = links;
}
