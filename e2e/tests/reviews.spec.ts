/**
 * Periodic credit reviews (issue 29 item 7) in the console: the Reviews list shows the demo's overdue and
 * due-today customers (at 1280 and 375 px, axe-clean), a row opens the credit file, 'Review done' with a note
 * schedules the next review and joins the timeline, and the customer leaves the list of reviews due; a Read
 * Only user reads the review card without the action. (The digest email: api/src/customers/reviews.test.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { login } from '../support/auth';
import { dueLabel } from '../support/seed-day';
import { DEMO_USERS } from '../support/urls';

const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

test('a credit analyst records a review that was due; the customer leaves the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_USERS.superAdmin, undefined, '', '/reviews');
  // The demo seeds one review 21 days overdue and some due that day (support/seed-day.ts).
  const overdueLabel = dueLabel(21);
  const dueToday = dueLabel(0);
  const overdue = page.getByRole('row').filter({ hasText: overdueLabel });
  await expect(overdue).toHaveCount(1);
  await expect(overdue).toContainText('Utilisation over 85 %');
  await expect(page.getByRole('row').filter({ hasText: dueToday }).first()).toBeVisible();
  await axeClean(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText(`· ${overdueLabel}`)).toBeVisible();
  await axeClean(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const name = (await overdue.getByRole('cell').first().innerText()).trim();
  await overdue.getByRole('cell').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const card = page.getByRole('region', { name: 'Credit review' });
  await expect(card).toContainText(overdueLabel);
  await card.getByRole('button', { name: 'Review done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review done' });
  await dialog.getByRole('button', { name: 'Record review' }).click();
  await expect(dialog).toContainText('Say what the review found.');
  await dialog.getByLabel(/What the review found/).fill('AR current; limit kept.');
  await dialog.getByRole('button', { name: 'Record review' }).click();
  await expect(
    page.getByText(/^Review recorded\. The next review is due \d\d\/\d\d\/\d{4}\.$/),
  ).toBeVisible();
  await expect(card).toContainText('After last review');
  await expect(card).toContainText('AR current; limit kept.');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Credit review done');

  await page.getByRole('menuitem', { name: 'Reviews' }).click();
  await expect(page.getByRole('row').filter({ hasText: dueToday }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a Read Only user reads the review card without the action', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, DEMO_USERS.readOnly, undefined, '', '/reviews?filter=%7B%22due%22%3A%22false%22%7D');
  // On a phone each review is a card whose button opens the credit file.
  await page
    .getByRole('button', { name: /Review \d\d\/\d\d\/\d{4}/ })
    .first()
    .click();
  const card = page.getByRole('region', { name: 'Credit review' });
  await expect(card).toContainText('Next review');
  await expect(page.getByText('Read only: you may not change this credit file.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Review done' })).toHaveCount(0);
  await axeClean(page);
});
