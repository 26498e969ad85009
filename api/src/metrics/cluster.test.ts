/**
 * WEB_CONCURRENCY=2 on PostgreSQL (runs with TEST_DB=postgres): one /metrics answer counts the requests of both
 * HTTP processes (prom-client's AggregatorRegistry in the primary, metrics/cluster.ts), on METRICS_PORT and on
 * the main port with METRICS_TOKEN alike.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDatabase } from '../test/test-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const onPostgres = process.env.TEST_DB === 'postgres';
const PROBE = '/api/cluster-metrics-probe';
const REQUESTS = 30;
const TOKEN = 'cluster-metrics-test-token';

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

/** The request count of the unmatched 404s (the probe's) in a Prometheus text answer. */
function probeCount(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/^http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm))
    if (m[1].includes('route="(unmatched)"') && m[1].includes('status_code="404"')) n += Number(m[2]);
  return n;
}

let t: TestDatabase | undefined;
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('metrics of a WEB_CONCURRENCY cluster', () => {
  it('aggregates the HTTP processes in one answer', async () => {
    t = await createTestDb();
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        DATABASE_URL: t.url,
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'false',
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
        if (i > 1800) throw new Error(`The server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // A connection each, so that the cluster spreads them over both processes.
      for (let i = 0; i < REQUESTS; i++) {
        const res = await fetch(`http://127.0.0.1:${port}${PROBE}`, { headers: { connection: 'close' } });
        expect(res.status).toBe(404);
        await res.arrayBuffer();
      }
      const pids = new Set(
        output
          .split('\n')
          .filter((l) => l.includes(PROBE))
          .map((l) => /"pid":(\d+)/.exec(l)?.[1]),
      );
      expect(pids.size).toBe(2);

      const onMetricsPort = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(onMetricsPort.status).toBe(200);
      const text = await onMetricsPort.text();
      expect(probeCount(text)).toBe(REQUESTS);
      // The database's gauges are read by each process but taken once, not summed.
      expect(text).toMatch(/^db_engine_info\{engine="postgres"\} 1$/m);
      expect(text).toMatch(/^db_pool_connections_max\{engine="postgres"\} \d+$/m);

      const onMainPort = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onMainPort.status).toBe(200);
      expect(probeCount(await onMainPort.text())).toBe(REQUESTS);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 300_000);
});
