/**
 * The built product on a throw-away database with fresh fixture invites (e2e/tests/portal-fixtures.ts), for the
 * benches that load customer pages as a customer would (bench:lighthouse, bench:first-load).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
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
  /** The signing, reference answer and register pages' paths (bench/page-fixtures.ts). */
  pages: { signing: string; reference: string; register: string };
  /** Which build of the customer app is served, and when it was built. */
  build: string;
  stop(): Promise<void>;
}

/** The newest modification time under `dir` (node_modules, build output and tests left out). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(dir)
      // Tests are no part of the build.
      .filter(
        (name) => !['node_modules', 'dist', 'dist-server'].includes(name) && !/\.test\.tsx?$/.test(name),
      )
      .map((name) => newest(path.join(dir, name))),
  );
}

/**
 * Whether the customer app's build is older than its sources (the forms app, the renderer, the schemas): a bench
 * that served a build from an earlier commit would measure that commit, whatever it prints.
 */
function staleBuild(): boolean {
  const built = path.join(root, 'forms/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'forms/src',
    'forms/index.html',
    'forms/vite.config.ts',
    'forms/vite.plugins.ts',
    'renderer/src',
    'schemas/src',
  ];
  return Math.max(...sources.map((s) => newest(path.join(root, s)))) > statSync(built).mtimeMs;
}

async function waitReady(base: string, child: ReturnType<typeof spawn>) {
  const end = Date.now() + Number(process.env.BENCH_READY_MS ?? 300_000);
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

/** Builds the front ends when one is missing or the customer app's is older than its sources, prepares the fixtures and starts the API on `port`. */
export async function startProduct(port: number): Promise<Product> {
  if (!existsSync(path.join(root, 'admin/dist/index.html'))) {
    console.log('Building the front ends…');
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  } else if (staleBuild()) {
    console.log('The customer app is older than its sources: building it again (npm run build -w forms)…');
    const built = spawnSync('npm', ['run', 'build', '-w', 'forms'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The customer app did not build.');
  }
  const build = `forms/dist (vite production build) of ${statSync(path.join(root, 'forms/dist/index.html')).mtime.toISOString()}, not older than its sources`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-bench-product-'));
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const fixtures = spawnSync(tsx, [path.join(root, 'e2e/tests/portal-fixtures.ts'), dataDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (fixtures.status !== 0) throw new Error(`fixtures failed: ${fixtures.stderr}`);
  const links = JSON.parse(fixtures.stdout.trim().split('\n').pop() ?? '{}') as Product['links'];
  const more = spawnSync(tsx, [path.join(root, 'bench/page-fixtures.ts'), dataDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (more.status !== 0) throw new Error(`page fixtures failed: ${more.stderr}`);
  const pages = JSON.parse(more.stdout.trim().split('\n').pop() ?? '{}') as Product['pages'];
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
  return { base, links, pages, build, stop };
}
