// Starts the product for the end-to-end suite on a fresh, throw-away PGlite data directory with the demo
// data (with --from, a copy of a ready directory: e2e/support/global-setup.ts makes one per run, so the
// servers do not each migrate and seed their own), no SMTP (emails land in the local mailbox, in its
// development mode MAILBOX_SHOW_LINKS, so the suites read invitation, reset and signing links from the
// Email log), and removes the directory when it stops.
// Usage: node scripts/e2e-server.mjs --port 3199 [--from <ready data dir>] [--idle 0.1] [--login-limit 10]
//   [--trust-proxy loopback]
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const port = arg('port', '3199');
// Playwright may stop the server with SIGKILL, leaving its directory behind: sweep this port's leftovers
// (nothing else can be using them, the port was free or Playwright would not start us).
for (const name of readdirSync(tmpdir()))
  if (name.startsWith(`cp-e2e-${port}-`)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
const dataDir = mkdtempSync(path.join(tmpdir(), `cp-e2e-${port}-`));
const from = arg('from', '');
if (from) cpSync(from, dataDir, { recursive: true });

const env = { ...process.env };
for (const key of ['DATABASE_URL', 'SMTP_URL', 'NODE_ENV']) delete env[key];
Object.assign(env, {
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_ORIGIN: `http://localhost:${port}`,
  SEED_DEMO: 'true',
  RUN_WORKER: 'true',
  MAILBOX_SHOW_LINKS: 'true',
  IDLE_TIMEOUT_MINUTES: arg('idle', '30'),
  RATE_LIMIT_LOGIN_PER_MINUTE: arg('login-limit', '10'),
  // The suites play clients behind a local proxy: X-Forwarded-For from this machine names the client.
  TRUST_PROXY: arg('trust-proxy', 'loopback'),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
