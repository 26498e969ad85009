/**
 * The built product on a throw-away database with fresh fixture invites (e2e/tests/portal-fixtures.ts), for the
 * benches that load customer pages as a customer would (bench:lighthouse, bench:first-load).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Product {
  base: string;
  links: {
    activation: Record<string, { url: string }>;
    application: Record<string, { url: string }>;
  };
  stop(): Promise<void>;
}

async function waitReady(base: string, child: ReturnType<typeof spawn>) {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error('The product stopped at start.');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The product did not become ready.');
}

/** Builds the front ends when one is missing, prepares the fixtures and starts the API on `port`. */
export async function startProduct(port: number): Promise<Product> {
  if (
    !existsSync(path.join(root, 'forms/dist/index.html')) ||
    !existsSync(path.join(root, 'admin/dist/index.html'))
  ) {
    console.log('Building the front ends…');
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-bench-product-'));
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const fixtures = spawnSync(tsx, [path.join(root, 'e2e/tests/portal-fixtures.ts'), dataDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (fixtures.status !== 0) throw new Error(`fixtures failed: ${fixtures.stderr}`);
  const links = JSON.parse(fixtures.stdout.trim().split('\n').pop() ?? '{}') as Product['links'];
  const base = `http://localhost:${port}`;
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'SMTP_URL']) delete env[key];
  const product = spawn(tsx, [path.join(root, 'api/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RUN_WORKER: 'false',
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (product.exitCode === null) {
      product.kill('SIGTERM');
      await new Promise((r) => product.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(base, product);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, links, stop };
}
