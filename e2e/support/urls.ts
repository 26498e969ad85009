/** Where the end-to-end servers listen, the demo accounts, and how Chromium is launched. */
// Each Playwright worker has servers of its own (support/fixtures.ts): worker slot n (TEST_PARALLEL_INDEX,
// set by Playwright in the worker before the config and the specs load) listens on E2E_PORT + 2n, its
// 'idle' server one below. E2E_PORT moves them all (several checkouts can run the suite side by side).
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const MAIN_PORT = BASE_PORT + 2 * WORKER_SLOT;
export const IDLE_PORT = MAIN_PORT - 1;
export const MAIN_URL = process.env.BASE_URL ?? `http://localhost:${MAIN_PORT}`;
/** Sessions on this server end after IDLE_TIMEOUT_MINUTES=0.1 (6 s) without activity. */
export const IDLE_URL = process.env.IDLE_BASE_URL ?? `http://localhost:${IDLE_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEMO_PASSWORD = 'Demo-pass-1!';
export const DEMO_USERS = {
  superAdmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  readOnly: 'readonly@demo.test',
} as const;
