/**
 * The wizard on a phone and a desktop: a failed step save is shown beside NEXT with TRY AGAIN and the answers
 * kept, and the summary before signing reads like the form (display formats, the account number masked).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { portalServer } from './portal-support';

const SLOW = 60_000;
const SHOTS = '/tmp/portal-shots/';

async function openSigningStep(page: Page) {
  const { baseURL, links } = await portalServer();
  await page.goto(baseURL + links.application.axeFilled.url);
  await expect(page.getByRole('heading', { level: 2, name: 'E-Sign' })).toBeVisible({ timeout: SLOW });
}

test.describe('wizard steps', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  // One load of the wizard for both widths: opened on a phone (375 px), then the same page resized to 1280.
  test('a failed save sits beside NEXT and TRY AGAIN saves (375 and 1280 px)', async ({ page }) => {
    test.setTimeout(180_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      if (width === 375) await openSigningStep(page);
      const summary = page.getByRole('region', { name: 'Your answers' });
      await expect(summary).toContainText(/••••\d{4}/);
      await shot(page, { path: `${SHOTS}summary-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'BACK' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Trade References' })).toBeVisible();
      await page.route('**/api/Application/setInviteApplication', (route) => route.abort('failed'));
      const next = page.getByRole('button', { name: 'NEXT' });
      await next.click();
      const alert = page.getByRole('alert').filter({ hasText: 'could not be saved' });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(/refresh/i);
      // Beside NEXT: on a phone too, the alert ends right above the buttons, both in view together.
      const [a, n] = [await alert.boundingBox(), await next.boundingBox()];
      expect(n!.y - (a!.y + a!.height)).toBeLessThan(40);
      await expect(next).toBeInViewport();
      await expect(alert).toBeInViewport();
      await shot(page, { path: `${SHOTS}save-failed-${width}.png`, fullPage: false });
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

      await page.unroute('**/api/Application/setInviteApplication');
      await page.getByRole('button', { name: 'TRY AGAIN' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'E-Sign' })).toBeVisible();
      await expect(alert).toHaveCount(0);
    }
  });
});
