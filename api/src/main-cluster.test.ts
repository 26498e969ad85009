/**
 * WEB_CONCURRENCY=2 on PostgreSQL (runs with TEST_DB=postgres): the primary migrates and seeds, two HTTP
 * processes share the port and answer, one /metrics answer counts the requests of both (prom-client's
 * AggregatorRegistry in the primary, metrics/cluster.ts) on METRICS_PORT and on the main port with
 * METRICS_TOKEN alike, and SIGTERM stops them all with exit code 0. One cluster serves all three tests
 * (this file was main-cluster.test.ts and metrics/cluster.test.ts, each starting the same cluster).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, stopApi, type ApiProcess } from './test/spawn-api';
import { createTestDb, type TestDatabase } from './test/test-db';

const onPostgres = process.env.TEST_DB === 'postgres';
const PROBE = '/api/cluster-metrics-probe';
const REQUESTS = 30;
const TOKEN = 'cluster-metrics-test-token';

/** The request count of the unmatched 404s (the probe's) in a Prometheus text answer. */
function probeCount(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/^http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm))
    if (m[1].includes('route="(unmatched)"') && m[1].includes('status_code="404"')) n += Number(m[2]);
  return n;
}

let t: TestDatabase | undefined;
let cluster: ApiProcess | undefined;
let port = 0;
let metricsPort = 0;

describe.skipIf(!onPostgres)('a WEB_CONCURRENCY=2 cluster', () => {
  beforeAll(async () => {
    t = await createTestDb();
    [port, metricsPort] = [await freePort(), await freePort()];
    cluster = await startApi({
      env: {
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        DATABASE_URL: t.url ?? '',
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'true',
        RUN_WORKER: 'false',
        LOG_LEVEL: 'info',
      },
      ready: { count: 2, pattern: /listening on/ },
    });
  }, 300_000);
  afterAll(async () => {
    await stopApi(cluster);
    await t?.close();
  });

  it('serves from several processes', async () => {
    const output = cluster!.output;
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
    const pids = new Set([...output().matchAll(/"pid":(\d+)[^\n]*listening on/g)].map((m) => m[1]));
    expect(pids.size).toBe(2);
    expect(output()).toContain('2 HTTP processes on port');
  }, 90_000);

  it('aggregates the metrics of the HTTP processes in one answer', async () => {
    // A connection each, so that the cluster spreads them over both processes.
    for (let i = 0; i < REQUESTS; i++) {
      const res = await fetch(`http://127.0.0.1:${port}${PROBE}`, { headers: { connection: 'close' } });
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
    const pids = new Set(
      cluster!
        .output()
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
  }, 90_000);

  it('stops them all on SIGTERM with exit code 0', async () => {
    cluster!.child.kill('SIGTERM');
    expect(await cluster!.exited).toBe(0);
  }, 90_000);
});
