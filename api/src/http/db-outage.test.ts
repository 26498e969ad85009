/**
 * A database outage through a TCP proxy (TEST_DB=postgres only; PGlite runs in-process): while the
 * database is silent or cut, data calls and /readyz answer 503 with Retry-After and the 'briefly
 * unavailable' message within seconds, and everything works again within 5 s after it comes back.
 */
import { pino } from 'pino';
import supertest from 'supertest';
import { SERVICE_BRIEFLY_UNAVAILABLE } from '@cp/schemas/messages/platform';
import { createApp } from '../app';
import { createTestUser, TEST_PASSWORD } from '../auth/testing';
import { testConfig } from '../config';
import { openDb, type Database } from '../db/client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestDb, type TestDatabase } from '../test/test-db';

const onServer = process.env.TEST_DB === 'postgres';

describe.skipIf(!onServer)('a database outage', () => {
  let server: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let agent: ReturnType<typeof supertest.agent>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    server = await createTestDb();
    await createTestUser(server.db, { email: 'ops@example.test', security: 'SUPER ADMIN' });
    const url = new URL(server.url ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDb({
      databaseUrl: url.toString(),
      poolSize: 4,
      timeouts: { connectMs: 1_000, statementMs: 1_500, queryMs: 1_000 },
      onPoolError: () => {},
    });
    app = createApp(
      {
        db: database.db,
        config: testConfig({ rateLimitLoginPerMinute: 1000 }),
        logger: pino({ level: 'silent' }),
      },
      { frontEndDirs: { formsDist: '/nonexistent/forms', adminDist: '/nonexistent/admin' } },
    );
    agent = supertest.agent(app);
    const login = await agent
      .post('/api/User/login')
      .send({ email: 'ops@example.test', password: TEST_PASSWORD });
    expect(login.body.success).toBe(true);
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.close().catch(() => {});
    await server?.close();
  });

  const dataCall = () => agent.get('/api/User/getUserList');
  const readiness = () => supertest(app).get('/readyz');

  async function expectUnavailableQuickly() {
    const started = Date.now();
    const answers = await Promise.all([
      dataCall(),
      dataCall(),
      dataCall(),
      readiness(),
      dataCall(),
      readiness(),
    ]);
    const took = Date.now() - started;
    for (const res of answers) {
      expect(res.status, res.text).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toBe(SERVICE_BRIEFLY_UNAVAILABLE);
    }
    expect(took).toBeLessThan(4_000);
  }

  async function expectRecoveryWithin(ms: number) {
    const started = Date.now();
    for (;;) {
      const [data, ready] = await Promise.all([dataCall(), readiness()]);
      if (data.status === 200 && ready.status === 200) break;
      expect(Date.now() - started, `still ${data.status}/${ready.status}`).toBeLessThan(ms);
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - started;
  }

  it('answers normally before', async () => {
    expect((await dataCall()).status).toBe(200);
    expect((await readiness()).status).toBe(200);
  });

  it('answers 503 while the database is silent, and recovers within 5 s after', async () => {
    proxy.pause();
    try {
      await expectUnavailableQuickly();
    } finally {
      proxy.resume();
    }
    const recovered = await expectRecoveryWithin(5_000);
    console.log(`stall: recovered ${recovered} ms after the database answered again`);
  });

  it('answers 503 while the connection is cut, and recovers within 5 s after', async () => {
    proxy.cut();
    try {
      await expectUnavailableQuickly();
    } finally {
      proxy.restore();
    }
    const recovered = await expectRecoveryWithin(5_000);
    console.log(`cut: recovered ${recovered} ms after the database came back`);
  });
});
