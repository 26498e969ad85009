/**
 * WEB_CONCURRENCY=2 on PostgreSQL (runs with TEST_DB=postgres): the primary migrates and seeds, two HTTP
 * processes share the port and answer, and SIGTERM stops them all with exit code 0.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase } from './test/test-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const onPostgres = process.env.TEST_DB === 'postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let t: TestDatabase | undefined;
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('WEB_CONCURRENCY', () => {
  it('serves from several processes and stops them all on SIGTERM', async () => {
    t = await createTestDb();
    const port = await freePort();
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: t.url,
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'true',
        RUN_WORKER: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; (output.match(/listening on/g) ?? []).length < 2; i++) {
        if (i > 600) throw new Error(`The server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const login = await fetch(`http://localhost:${port}/api/User/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo-pass-1!' }),
      });
      expect(((await login.json()) as { success: boolean }).success).toBe(true);
      const ready = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`http://localhost:${port}/readyz`)),
      );
      expect(ready.every((r) => r.ok)).toBe(true);
      const pids = new Set([...output.matchAll(/"pid":(\d+)[^\n]*listening on/g)].map((m) => m[1]));
      expect(pids.size).toBe(2);
      expect(output).toContain('2 HTTP processes on port');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 90_000);
});
