/**
 * End-to-end suite: the built product in Debian's Chromium (no browser download here). Two workers by
 * default (E2E_WORKERS), each with its own servers on fresh demo databases (support/fixtures.ts): the main
 * one, and an 'idle' one whose sessions end after 12 s without activity, started for the specs that use it.
 * Screenshots the specs take land in e2e/screenshots/, which git ignores.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MAIN_URL } from './support/urls';

export default defineConfig({
  testDir: './tests',
  // The ready data directories the servers start from (copies), made once per run.
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: './test-results',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Evaluated again in each worker, where support/urls.ts names the worker's own server.
    baseURL: MAIN_URL,
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The browser asks for reduced motion, which both apps honour (renderer/src/reduced-motion.ts): no
    // frames of fades, slides and ripples to paint, the browser's largest use of the two cores (issue 26),
    // and nothing half-way for axe or a screenshot. e2e/tests/reduced-motion.spec.ts checks full motion.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
