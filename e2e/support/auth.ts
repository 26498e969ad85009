/** Signing in from end-to-end tests: through the login page, or straight through the API. */
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './urls';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in without the form: POST /api/User/login from the page's own request context (its cookies are
 * the browser's), then opens the console at `landing` (/ unless a spec starts elsewhere: one console
 * load, not / and then its page). What the sign-in form does is proven once, by `loginThroughForm` in
 * shell.spec and the registration journey in signin.spec; every other spec starts here.
 */
export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  baseURL = '',
  landing = '/',
): Promise<void> {
  const res = await apiLogin(page.context().request, email, password, baseURL ? { baseURL } : {});
  expect((await res.json()).success).toBe(true);
  await page.goto(`${baseURL}${landing}`);
  // Signed in: the console stays on the page asked for (no session would have gone to /login).
  await expect.poll(() => new URL(page.url()).pathname).toBe(landing.split('?')[0]);
}

/**
 * Signs in on the customer app's /login page (Enter submits) and waits for the console at /.
 * A 429 left by another spec is waited out (Retry-After) and the login retried.
 */
export async function loginThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  baseURL = '',
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/User/login'));
    await page.getByLabel('Password').press('Enter');
    const response = await answer;
    if (response.status() === 429) {
      await sleep((Number(response.headers()['retry-after'] ?? '30') + 1) * 1000);
      continue;
    }
    await expect(page).toHaveURL(/\/$/);
    return;
  }
  throw new Error(`Login of ${email} stayed rate limited.`);
}

/**
 * POST /api/User/login from a request context; its cookies then ride along on the context's calls.
 * Waits out a 429 unless `raw` is set (then the first answer is returned as is).
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  options: { baseURL?: string; raw?: boolean; headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const res = await request.post(`${options.baseURL ?? ''}/api/User/login`, {
      data: { email, password },
      headers: options.headers,
    });
    if (res.status() !== 429 || options.raw) return res;
    await sleep((Number(res.headers()['retry-after'] ?? '30') + 1) * 1000);
  }
  throw new Error(`Login of ${email} stayed rate limited.`);
}
