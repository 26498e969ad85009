/** Smoke test of the platform: health checks and the curl-equivalent sign-in answers of issue 2. */
import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { DEMO_USERS, IDLE_URL } from '../support/urls';

test('healthz and readyz answer', async ({ request }) => {
  expect((await request.get('/healthz')).ok()).toBe(true);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('login answers success true with a token; a wrong password answers success false with a message', async ({
  request,
}) => {
  const ok = await apiLogin(request, DEMO_USERS.superAdmin);
  const body = await ok.json();
  expect(body.success).toBe(true);
  expect(body.token).toMatch(/^ey/);
  expect(body.refreshToken).toBeTruthy();
  const wrong = await (await apiLogin(request, DEMO_USERS.superAdmin, 'Wrong-pass-1!')).json();
  expect(wrong.success).toBe(false);
  expect(wrong.message).toBe('The email or password is incorrect.');
});

test('the 11th login from one client within a minute answers 429 with Retry-After', async ({ request }) => {
  // The idle server keeps the default limit (10 a minute). A client address of its own (the server
  // trusts X-Forwarded-For from the local proxy hop) keeps this test apart from the other specs' logins.
  const headers = { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 20}` };
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const res = await apiLogin(request, DEMO_USERS.readOnly, 'Wrong-pass-1!', {
      baseURL: IDLE_URL,
      raw: true,
      headers,
    });
    statuses.push(res.status());
    if (i === 10) {
      expect(res.status()).toBe(429);
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      expect((await res.json()).success).toBe(false);
    }
  }
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
});
