import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchKeystroke } from './keystroke';
import { benchSchemaValidation } from './validation-schema';

// npm run bench:validation — figures, not tests (budgets are in issue 3).
// Part 1: µs per full validation of a complete eight-step application.
// Part 2: keystroke-to-paint on the eight-step form's largest step in Chromium. Without BENCH_URL it builds
// the front ends if needed and starts a throw-away server (fresh embedded database) for the measurement.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitReady(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The bench server at ${url} did not become ready.`);
}

async function main(): Promise<void> {
  benchSchemaValidation();
  if (process.env.BENCH_URL) {
    await benchKeystroke();
    return;
  }
  if (!existsSync(path.join(root, 'forms', 'dist', 'index.html')))
    spawnSync('npm', ['run', 'build', '-w', 'forms'], { cwd: root, stdio: 'inherit' });
  const port = '3197';
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs'), '--port', port], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    process.env.BENCH_URL = `http://127.0.0.1:${port}`;
    await waitReady(process.env.BENCH_URL);
    await benchKeystroke();
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
