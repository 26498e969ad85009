/**
 * Helpers of the sign-in and portal end-to-end specs: screenshots at desktop and phone width, and the
 * portal specs' own server with fixture invites (sign-in and mailbox helpers are in ../support).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { FixtureLink } from './portal-fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Full-page screenshots at desktop (1280) and phone (390) width into e2e/screenshots/. */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

export interface PortalLinks {
  activation: Record<'CPG' | 'BRI' | 'MBT' | 'UWL' | 'WDS', FixtureLink>;
  application: Record<'CPG' | 'BRI' | 'MBT' | 'IDS' | 'UWL' | 'WDS' | 'resume', FixtureLink>;
  security: Record<'expired' | 'deleted' | 'submitted' | 'other', FixtureLink>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORTAL_PORT = 3141;
let portal: Promise<{ baseURL: string; links: PortalLinks }> | undefined;

/**
 * The portal specs' own server (port 3141): a fresh database holding the demo data and the fixture
 * invites of portal-fixtures.ts, served by the product's normal start (api/src/main.ts). Started once per
 * test worker and stopped when the worker exits.
 */
export function portalServer() {
  portal ??= startPortalServer();
  return portal;
}

async function startPortalServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const fixtures = spawnSync(tsx, [join(ROOT, 'e2e/tests/portal-fixtures.ts'), dataDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (fixtures.status !== 0) throw new Error(`portal fixtures failed: ${fixtures.stderr}`);
  const links = JSON.parse(fixtures.stdout.trim().split('\n').pop()!) as PortalLinks;
  const baseURL = `http://localhost:${PORTAL_PORT}`;
  const server = spawn(tsx, [join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORTAL_PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RUN_WORKER: 'true',
      PUBLIC_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
    },
  });
  process.on('exit', () => server.kill('SIGTERM'));
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error('The portal e2e server stopped at start.');
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return { baseURL, links };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('The portal e2e server did not become ready.');
}
