/**
 * Helpers of the sign-in and portal end-to-end specs: screenshots at desktop and phone width, and the
 * portal specs' own server with fixture invites (sign-in and mailbox helpers are in ../support).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SHOTS_ON, shot } from '../support/shots';
import { animationsDone } from '../support/settle';
import { MAIN_URL, WORKER_SLOT } from '../support/urls';
import type { FixtureLink } from './portal-fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Full-page screenshots at desktop (1280) and phone (390) width into e2e/screenshots/ (E2E_SHOTS=1). */
export async function screenshots(page: Page, name: string) {
  if (!SHOTS_ON) return;
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await animationsDone(page);
    await shot(page, { path: `${SHOTS}${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe (WCAG 2.1 A and AA) at 1280 and 375 px: '<page> @<width>: <rule> (<impact>) <targets>' per violation. */
export async function axeScan(page: Page, name: string, found: string[]): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    for (const v of violations)
      found.push(
        `${name} @${width}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }
  if (original) await page.setViewportSize(original);
}

export interface PortalLinks {
  activation: Record<
    'CPG' | 'BRI' | 'MBT' | 'UWL' | 'WDS' | 'keyboard' | 'draft' | 'keys' | 'axe',
    FixtureLink
  >;
  application: Record<
    'CPG' | 'BRI' | 'MBT' | 'IDS' | 'UWL' | 'WDS' | 'resume' | 'keys' | 'axe' | 'axeFilled',
    FixtureLink
  >;
  security: Record<'expired' | 'deleted' | 'submitted' | 'other', FixtureLink>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// E2E_PORT (support/urls.ts) moves this server too, to E2E_PORT + 5, so checkouts can run side by side;
// each worker slot has its own, 2 ports further per slot.
const PORTAL_PORT = (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 5 : 3141) + 2 * WORKER_SLOT;
let portal: Promise<{ baseURL: string; links: PortalLinks }> | undefined;

/**
 * The portal specs' own server (port 3141, or E2E_PORT + 5): a fresh database holding the demo data and the fixture
 * invites of portal-fixtures.ts (a copy of the run's ready one), served by the product's normal start
 * (api/src/main.ts). Started once per test worker and stopped when the worker exits.
 */
export function portalServer() {
  // PORTAL_BASE_URL + PORTAL_LINKS (a file of portal-fixtures.ts output) reuse a server already running.
  const { PORTAL_BASE_URL, PORTAL_LINKS } = process.env;
  if (PORTAL_BASE_URL && PORTAL_LINKS)
    portal ??= Promise.resolve({
      baseURL: PORTAL_BASE_URL,
      links: JSON.parse(readFileSync(PORTAL_LINKS, 'utf8')) as PortalLinks,
    });
  // The run's main servers start from the fixture database (support/global-setup.ts): the worker's main
  // server is the portal server too, already ready (support/fixtures.ts starts it with the worker).
  const { E2E_DEMO_DATA, E2E_PORTAL_DATA, E2E_PORTAL_LINKS, BASE_URL } = process.env;
  if (!BASE_URL && E2E_PORTAL_LINKS && E2E_PORTAL_DATA && E2E_DEMO_DATA === E2E_PORTAL_DATA)
    portal ??= Promise.resolve({
      baseURL: MAIN_URL,
      links: JSON.parse(readFileSync(E2E_PORTAL_LINKS, 'utf8')) as PortalLinks,
    });
  portal ??= startPortalServer();
  return portal;
}

/** The fixture database and its links: a copy of the run's ready one (support/global-setup.ts), or made here. */
function portalData(dataDir: string): PortalLinks {
  const { E2E_PORTAL_DATA, E2E_PORTAL_LINKS } = process.env;
  if (E2E_PORTAL_DATA && E2E_PORTAL_LINKS) {
    cpSync(E2E_PORTAL_DATA, dataDir, { recursive: true });
    return JSON.parse(readFileSync(E2E_PORTAL_LINKS, 'utf8')) as PortalLinks;
  }
  const fixtures = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'e2e/tests/portal-fixtures.ts'), dataDir],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'warn' },
    },
  );
  if (fixtures.status !== 0) throw new Error(`portal fixtures failed: ${fixtures.stderr}`);
  return JSON.parse(fixtures.stdout.trim().split('\n').pop()!) as PortalLinks;
}

async function startPortalServer() {
  // A worker stopped hard leaves its copy behind: this port's leftovers go first (as scripts/e2e-server.mjs).
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(`portal-e2e-${PORTAL_PORT}-`))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  const dataDir = mkdtempSync(join(tmpdir(), `portal-e2e-${PORTAL_PORT}-`));
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const links = portalData(dataDir);
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
  // As long as the main server may take (support/fixtures.ts): a loaded machine starts slowly.
  const end = Date.now() + 240_000;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error('The portal e2e server stopped at start.');
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return { baseURL, links };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('The portal e2e server did not become ready in 240 s.');
}

type Data = Record<string, unknown>;

/** '2011-04-15' -> '04152011': what a customer types into the MM/dd/yyyy date box. */
const typedDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1');

/** What the page shows of one form control, read for all of them in one round trip. */
interface Control {
  tag: string;
  role: string | null;
  type: string;
  visible: boolean;
}

/** Every element whose id starts with 'root' (RJSF's ids), with what fillVisible needs to know of it. */
const readControls = (page: Page) =>
  page.evaluate(() => {
    const controls: Record<string, Control> = {};
    for (const e of Array.from(document.querySelectorAll<HTMLElement>('[id^="root"]'))) {
      controls[e.id] = {
        tag: e.tagName.toLowerCase(),
        role: e.getAttribute('role'),
        type: e.getAttribute('type') ?? '',
        visible: e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden',
      };
    }
    return controls;
  });

/**
 * Fills every field of `data` that the current page shows (fields are found by RJSF's ids, root_a_b),
 * typing as a customer would: masked boxes get digits only, dates MM/dd/yyyy, radios and checkboxes by
 * their label, selects by their option. Fields the page does not show are left alone.
 *
 * The page's controls are read in one call, not probed one Playwright call at a time (count, isVisible,
 * tag, role, type: five round trips for each of the ~50 fields in the sample data, on every step, were a
 * third of a wizard spec's time on a loaded machine). A choice can reveal fields (an invoice method's
 * address), so the controls are read again and fields that appeared are filled, until none appear.
 */
export async function fillVisible(page: Page, data: Data, prefix = 'root'): Promise<void> {
  const done = new Set<string>();
  for (let pass = 0; pass < 4; pass++) {
    const before = done.size;
    await fillFrom(page, data, prefix, await readControls(page), done);
    if (done.size === before) return;
  }
}

async function fillFrom(
  page: Page,
  data: Data,
  prefix: string,
  controls: Record<string, Control>,
  done: Set<string>,
): Promise<void> {
  for (const [key, value] of Object.entries(data)) {
    const id = `${prefix}_${key}`;
    if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string')) {
        for (const v of value as string[]) {
          const boxId = `${id}-${v}`;
          if (!controls[boxId] || done.has(boxId)) continue;
          done.add(boxId);
          await page.locator(`[id="${boxId}"]`).check();
        }
      } else {
        for (const [i, item] of (value as Data[]).entries())
          await fillFrom(page, item, `${id}_${i}`, controls, done);
      }
      continue;
    }
    if (value && typeof value === 'object') {
      await fillFrom(page, value as Data, id, controls, done);
      continue;
    }
    const control = controls[id];
    if (!control?.visible || control.type === 'hidden' || done.has(id)) continue;
    done.add(id);
    const field = page.locator(`[id="${id}"]`);
    const { tag, role, type } = control;
    if (typeof value === 'boolean') {
      if (type === 'checkbox') await field.setChecked(value);
      continue;
    }
    if (tag === 'select') {
      await field.selectOption({ label: String(value) });
    } else if (role === 'radiogroup' || tag === 'fieldset') {
      await field.getByLabel(String(value), { exact: true }).check();
    } else if (tag === 'input' || tag === 'textarea') {
      const isDate = /^\d{4}-\d{2}-\d{2}$/.test(String(value));
      // Masked boxes (phone, tax id, DUNS) and dates are typed key by key as a customer would; plain text
      // is filled at once (fill replaces what is there) to keep the suite fast.
      if (isDate || type === 'tel') {
        await field.fill('');
        await field.pressSequentially(isDate ? typedDate(String(value)) : String(value));
      } else await field.fill(String(value));
    }
  }
}

/** Opens 'Adopt Your Signature', types the name and adopts it. */
export async function adoptSignature(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^sign$/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByRole('button', { name: /adopt and sign/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}
