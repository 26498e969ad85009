import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { login } from '../support/auth';
import { DEMO_USERS } from '../support/urls';

/**
 * Both apps honour the system's reduced-motion setting (renderer/src/reduced-motion.ts), which the rest of
 * the suite runs under (playwright.config.ts). Here each app is seen both ways: with no preference its
 * buttons keep MUI's transitions; asked for less motion, they have none, and neither has any element on the
 * page.
 */
const transition = (target: Locator) =>
  target.evaluate((el) =>
    getComputedStyle(el)
      .transitionDuration.split(', ')
      .some((d) => d !== '0s'),
  );

/** Elements on the page whose transitions still take time. */
const moving = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((el) =>
        getComputedStyle(el)
          .transitionDuration.split(', ')
          .some((d) => d !== '0s'),
      ).length,
  );

test.describe.configure({ mode: 'parallel' });

test('the customer app moves only when motion is welcome', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  expect(await transition(button)).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transition(button)).toBe(false);
  expect(await moving(page)).toBe(0);
});

test('the console moves only when motion is welcome', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await login(page, DEMO_USERS.admin, undefined, '', '/applications');
  const heading = page.getByRole('heading', { name: 'Credit Applications' });
  await expect(heading).toBeVisible();
  const button = page.getByRole('button', { name: 'Apply For Credit' });
  expect(await transition(button)).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transition(button)).toBe(false);
  expect(await moving(page)).toBe(0);
});
