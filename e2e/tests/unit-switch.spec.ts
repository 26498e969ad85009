/**
 * The company switch of an Admin assigned one company with divisions (issue 15 item 11): the dialog offers
 * the company and its divisions, picking a division narrows the lists to it, and the dialog opens again on
 * the current choice. At 1280 and 375 px.
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { login } from '../support/auth';
import { DEMO_USERS } from '../support/urls';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const rows = (page: Page) => page.getByTestId('activation-row');

async function openSwitch(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch company' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an Admin of CPG narrows the switch and the lists to its division BRI', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, DEMO_USERS.admin, undefined, '', '/activations');
  await expect(rows(page).first()).toBeVisible();
  // The company's records come from both its divisions.
  await expect(rows(page).filter({ hasText: 'Middle Bay' }).first()).toBeVisible();

  let dialog = await openSwitch(page);
  await dialog.getByRole('combobox', { name: /Company \/ Division/ }).click();
  await page.getByRole('option', { name: /\bBRI\b/ }).click();
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('selected-unit')).toContainText('Bristol');

  await page.goto('/activations');
  await expect(rows(page).first()).toBeVisible();
  const shown = await rows(page).allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const row of shown) expect(row).toMatch(/Bristol/);
  await shot(page, { path: `${SHOTS}unit-switch-admin-division-1280.png`, fullPage: true });

  // The dialog opens on the current choice.
  dialog = await openSwitch(page);
  await expect(dialog.getByRole('combobox', { name: /Company \/ Division/ })).toContainText('BRI');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).allInnerTexts()) expect(row).toMatch(/Bristol/);
  await shot(page, { path: `${SHOTS}unit-switch-admin-division-375.png`, fullPage: true });
});
