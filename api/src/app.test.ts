import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { pino } from 'pino';
import { AppError, ErrorCode } from './errors';
import { createApp } from './app';
import { errorHandler } from './http/error-handler';
import { testConfig } from './config';
import type { Db } from './db/client';
import { createTestApp, type TestApp } from './auth/testing';

describe('the API platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    expect((await supertest(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await supertest(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('answers 503 on /readyz when the database is down', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db;
    const app = createApp({ db: broken, config: testConfig(), logger: pino({ level: 'silent' }) });
    const res = await supertest(app).get('/readyz');
    expect(res.status).toBe(503);
  });

  it('answers unknown /api paths with a 404 envelope', async () => {
    const res = await supertest(t.app).get('/api/Nope/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: 'The requested resource was not found.',
      data: null,
    });
  });

  it('answers other methods on front-end paths with a 404 envelope, not an HTML page', async () => {
    const res = await supertest(t.app).post('/applications');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const res = await supertest(t.app)
      .post('/api/User/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with a 413 envelope', async () => {
    const res = await supertest(t.app)
      .post('/api/User/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: 'The request is too large.' });
  });

  it('carries a request id in and out, and sends the security headers', async () => {
    const res = await supertest(t.app).get('/api/public-config').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-src 'self' blob:");
    const fresh = await supertest(t.app).get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the public configuration', async () => {
    const res = await supertest(t.app).get('/api/public-config');
    expect(res.body).toEqual({
      success: true,
      message: '',
      data: { idleTimeoutMs: 1_800_000, version: '2.0.23' },
    });
  });

  it('says to build when a front end is missing', async () => {
    const res = await supertest(t.app).get('/login');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});

describe('front-end serving', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cp-fe-'));
  const formsDist = path.join(root, 'forms');
  const adminDist = path.join(root, 'admin');
  mkdirSync(path.join(formsDist, 'assets'), { recursive: true });
  mkdirSync(path.join(adminDist, 'assets'), { recursive: true });
  writeFileSync(path.join(formsDist, 'index.html'), '<html>FORMS</html>');
  writeFileSync(path.join(formsDist, 'assets', 'f.js'), 'forms()');
  writeFileSync(path.join(adminDist, 'index.html'), '<html>ADMIN</html>');
  writeFileSync(path.join(adminDist, 'assets', 'a.js'), 'admin()');
  const app = createApp(
    { db: {} as Db, config: testConfig(), logger: pino({ level: 'silent' }) },
    { frontEndDirs: { formsDist, adminDist } },
  );

  it.each([
    '/login',
    '/Login/loggedOut',
    '/login/loggedOut',
    '/forgotpassword',
    '/ForgotPassword',
    '/passwordreset/1/2',
    '/Register/abc/def',
    '/Apply/UWL/a@b.test/123',
    '/activation/CPG/a@b.test/123',
    '/DocuSignComplete/UWL/env',
    '/playground',
  ])('serves the customer app for %s', async (url) => {
    const res = await supertest(app).get(url);
    expect(res.status).toBe(200);
    expect(res.text).toContain('FORMS');
  });

  it.each(['/', '/applications', '/activations/details/1', '/users/details/x', '/unknown/path'])(
    'serves the console for %s',
    async (url) => {
      const res = await supertest(app).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('ADMIN');
    },
  );

  // Issue 17: the customer pages validate with precompiled validator modules, so none of them may evaluate code.
  it.each([
    '/login',
    '/Login/loggedOut',
    '/forgotpassword',
    '/passwordreset/abc/def',
    '/Register/1/token',
    '/Activation/CPG/a@b.test/123',
    '/Apply/UWL/a@b.test/123',
    '/DocuSignComplete/UWL/env-1',
    '/Sign/UWL/token',
    '/portal/',
  ])('serves the customer page %s with a policy that allows no eval', async (url) => {
    const csp = (await supertest(app).get(url)).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('keeps the console strict, and allows eval on the forms playground only (it runs the server check live)', async () => {
    const console = (await supertest(app).get('/activations')).headers['content-security-policy'];
    const playground = (await supertest(app).get('/playground')).headers['content-security-policy'];
    expect(console).toContain("script-src 'self'");
    expect(console).not.toContain('unsafe-eval');
    expect(playground).toContain("script-src 'self' 'unsafe-eval'");
  });

  it('serves each app its assets', async () => {
    expect((await supertest(app).get('/portal/assets/f.js')).text).toBe('forms()');
    expect((await supertest(app).get('/assets/a.js')).text).toBe('admin()');
  });
});

describe('the error handler', () => {
  const app = express();
  app.get('/boom', () => {
    throw new Error('secret internal detail');
  });
  app.get('/rule', () => {
    throw new AppError(ErrorCode.Validation, 'First name is required.', {
      fields: { firstName: 'First name is required.' },
    });
  });
  app.get('/slow-down', () => {
    throw new AppError(ErrorCode.TooManyRequests, 'Too many.', { retryAfterSeconds: 42 });
  });
  app.use(errorHandler);

  it('answers unexpected errors with the general message and no stack', async () => {
    const res = await supertest(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'An error has occurred. Please reach out to administration for assistance.',
      data: null,
    });
    expect(res.text).not.toContain('secret');
  });

  it('maps an AppError to its status, message and field errors', async () => {
    const res = await supertest(app).get('/rule');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'First name is required.',
      data: null,
      errors: { firstName: 'First name is required.' },
    });
  });

  it('sets Retry-After on 429', async () => {
    const res = await supertest(app).get('/slow-down');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
  });
});
