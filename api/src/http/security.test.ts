import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import supertest from 'supertest';
import { CROSS_SITE_REFUSED } from '@cp/schemas/messages/security';
import { createApp } from '../app';
import { testConfig } from '../config';
import { createTestDb, type TestDatabase } from '../test/test-db';

describe('security headers, API paths and cross-site writes', () => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const origin = 'https://portal.example.test';
  beforeAll(async () => {
    t = await createTestDb();
    const dist = (name: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), `cp-sec-${name}-`));
      writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
      return dir;
    };
    app = createApp(
      { db: t.db, config: testConfig({ publicOrigin: origin }), logger: pino({ level: 'silent' }) },
      { frontEndDirs: { formsDist: dist('forms'), adminDist: dist('admin') } },
    );
  });
  afterAll(() => t.close());

  it.each([
    ['a customer link page', '/Apply/DIV/customer@example.test/8c1f0d52-3a0e-4d38-9a1e-4f1f6f0e8d11'],
    ['a link answer', '/api/Application/getInviteApplication'],
    ['the console', '/'],
  ])('keeps %s out of search engines and referrers', async (_case, url) => {
    const res = await supertest(app).get(url).set('email', 'customer@example.test');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['//api/User/getUserList', '///api/nothing', '//API'])(
    'answers %s with the API 404',
    async (url) => {
      const res = await supertest(app).get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        message: 'The requested resource was not found.',
        data: null,
      });
    },
  );

  it('refuses a state-changing call from another origin, and lets same-origin and non-browser calls through', async () => {
    const login = (o?: string) => {
      const req = supertest(app).post('/api/User/login');
      if (o) void req.set('Origin', o);
      return req.send({ email: 'nobody@example.test', password: 'x' });
    };
    const foreign = await login('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, message: CROSS_SITE_REFUSED });
    expect((await login('null')).status).toBe(403);
    expect((await login(origin)).status).toBe(200);
    expect((await login()).status).toBe(200);
    const read = await supertest(app).get('/api/User/getUserList').set('Origin', 'https://evil.example');
    expect(read.status).toBe(401);
  });
});
