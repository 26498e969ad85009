/**
 * The suite's `test`: Playwright's, with the product's servers as worker fixtures (as cal.com's
 * playwright/fixtures do), so workers run in parallel, each on servers and databases of its own. The
 * main server starts with the worker; the 'idle' one (sessions end after 12 s without activity) only for
 * the specs that ask for `idleServer`. Each is scripts/e2e-server.mjs on its own copy of the run's ready
 * demo database (support/global-setup.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { IDLE_PORT, IDLE_URL, MAIN_PORT, MAIN_URL } from './urls';

export * from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts scripts/e2e-server.mjs and waits for /readyz; the returned function stops it. */
async function startServer(port: number, url: string, extra: string[]): Promise<() => Promise<void>> {
  // The ready demo database of this run (support/global-setup.ts), copied: no migrations or seed here.
  const from = process.env.E2E_DEMO_DATA ? ['--from', process.env.E2E_DEMO_DATA] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/e2e-server.mjs', '--port', String(port), ...from, ...extra],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  };
  const end = Date.now() + 240_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`The e2e server on port ${port} stopped at start.`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stop();
  throw new Error(`The e2e server on port ${port} did not become ready in 240 s.`);
}

// BASE_URL / IDLE_BASE_URL point the suite at servers already running: then none is started.
const external = (name: string) => Boolean(process.env[name]);

export const test = base.extend<object, { mainServer: string; idleServer: string }>({
  mainServer: [
    // Playwright reads a fixture's dependencies from this pattern; these have none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Many specs sign in on the main server; its login limit is raised so they never wait on one another.
      const stop = external('BASE_URL')
        ? async () => {}
        : await startServer(MAIN_PORT, MAIN_URL, ['--login-limit', '1000']);
      await use(MAIN_URL);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  idleServer: [
    // Playwright reads a fixture's dependencies from this pattern; these have none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The product's default login limit (10 a minute) and sessions that end after 12 s idle (6 s was shorter than a console page load on a loaded machine).
      const stop = external('IDLE_BASE_URL')
        ? async () => {}
        : await startServer(IDLE_PORT, IDLE_URL, ['--idle', '0.2']);
      await use(IDLE_URL);
      await stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});
