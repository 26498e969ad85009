import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';
import { shot } from '../support/shots';
import { SERVICE_BRIEFLY_UNAVAILABLE } from '@cp/schemas/messages/platform';
import { login } from '../support/auth';
import { animationsDone } from '../support/settle';
import { DEMO_USERS } from '../support/urls';

/** e2e/screenshots/, wherever Playwright is started from. */
const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Issue 11: when the API answers a read 503 with Retry-After (the database briefly unavailable), the
 * console shows a notice counting down, asks again after the wait and shows the page. The 503 is injected
 * on the network for the first list call only (the end-to-end server's embedded database cannot be
 * stalled from outside); everything after it is the real server.
 */
test('the console waits out a 503 with a notice and then shows the list', async ({ page }) => {
  await login(page, DEMO_USERS.superAdmin);
  let injected = 0;
  let armed = false;
  await page.route(
    (url) => url.pathname === '/api/v1/applications',
    async (route) => {
      if (!armed) return route.continue();
      armed = false;
      injected++;
      await route.fulfill({
        status: 503,
        // Long enough to photograph the countdown, short enough not to idle the suite.
        headers: { 'Retry-After': '6', 'Content-Type': 'application/json' },
        body: JSON.stringify({ success: false, message: SERVICE_BRIEFLY_UNAVAILABLE, data: null }),
      });
    },
  );
  const notice = page.getByRole('status').filter({ hasText: 'Trying again in' });
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ]) {
    await page.setViewportSize({ width, height });
    // The page before (the landing list, or the first width's list with its retry still waiting) is left
    // first: a request of its own to the applications list, made after arming, would take the 503 and the
    // new page would never see it (one full run failed so).
    await page.goto('about:blank');
    armed = true;
    await page.goto('/applications');
    await expect(notice).toContainText('The service is briefly unavailable. Trying again in');
    // The list keeps its place (no error page) while the notice counts down; shot once it has faded in.
    await expect(page.getByRole('heading', { name: 'Credit Applications' })).toBeVisible();
    await animationsDone(page);
    await shot(page, { path: `${SHOTS}retry-notice-${width}.png` });
  }
  // After the wait the list is asked for again, answered by the server, and the notice goes.
  await expect(notice).toBeHidden({ timeout: 30_000 });
  // At 375 px the list shows each record as a card (issue 15 item 10): its Details button is the sign.
  await expect(page.getByRole('button', { name: 'Details' }).first()).toBeVisible();
  expect(injected).toBe(2);
  await expect(page.getByText(SERVICE_BRIEFLY_UNAVAILABLE)).toHaveCount(0);
});
