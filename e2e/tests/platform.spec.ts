/** Smoke test of the platform: health checks and the curl-equivalent sign-in answers of issue 2. */
import { expect, test } from '../support/fixtures';
import { apiLogin } from '../support/auth';
import { DEMO_USERS } from '../support/urls';

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
