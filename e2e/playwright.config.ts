/**
 * End-to-end suite: the built product in Debian's Chromium (no browser download here). Two servers on
 * fresh demo databases: the main one, and an 'idle' one whose sessions end after 6 s without activity.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, IDLE_PORT, MAIN_PORT } from './support/urls';

const server = (port: number, extra: string) => ({
  command: `node scripts/e2e-server.mjs --port ${port} ${extra}`,
  cwd: '..',
  url: `http://localhost:${port}/readyz`,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    // Many specs sign in on the main server; its login limit is raised so they never wait on one another.
    // The 'idle' server keeps the product's default of 10 per minute (the smoke spec checks the 429).
    server(MAIN_PORT, '--login-limit 1000'),
    server(IDLE_PORT, '--idle 0.1'),
  ],
});
