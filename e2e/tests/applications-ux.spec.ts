/**
 * What new users trip over in the console (issue 15 items 8–11), each at the width it concerns, on the
 * credit-application screens (the shared kit gives the activation screens the same behaviour): Read Only
 * looks read-only with the reason, an invite says what happened, a deleted record says so at once, an empty
 * search offers to clear it, the phone list is cards, the REVIEWED list fits 1280 px beside the open menu,
 * the side menu does not stay open over a phone page. Screenshots at 1280 and 375 px as Admin and Read Only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { apiLogin } from '../support/auth';
import { DEMO_USERS } from '../support/urls';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const list = (status: string, q?: string) =>
  `/applications?filter=${encodeURIComponent(JSON.stringify(q ? { status, q } : { status }))}`;
const rows = (page: Page) => page.getByTestId('application-row');

async function signIn(page: Page, email: string) {
  const res = await apiLogin(page.context().request, email);
  expect((await res.json()).success).toBe(true);
}

// axe-core's browser build, evaluated in the page (an injected <script> would be refused by the CSP).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Axe = {
  run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
};

/** WCAG 2.1 AA violations on the page as axe finds them: 'rule: elements' each. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Screenshots at 1280 and 375 px, each width checked by axe first (0 WCAG 2.1 AA violations). */
async function shoot(page: Page, name: string, ready = rows(page).first()) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(ready).toBeVisible();
    // A tooltip still fading in or out after the resize is half transparent: axe would measure the blend.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(await axeViolations(page), `axe at ${width} px: ${name}`).toEqual([]);
    await shot(page, { path: `${SHOTS}applications-ux-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Read Only: disabled actions say why; the lists as cards at 375 px', async ({ page }) => {
  await signIn(page, DEMO_USERS.readOnly);
  await page.goto(list('NEW'));
  const invite = page.getByRole('button', { name: 'Apply For Credit' });
  await expect(invite).toBeDisabled();
  await invite.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Read-only users cannot send invites' })).toBeVisible();
  await shoot(page, 'readonly-new');

  await page.goto(list('PENDING'));
  const pending = rows(page).first();
  await expect(pending.getByRole('button', { name: 'Notes' })).toBeDisabled();
  await rows(page).first().getByRole('button', { name: 'Details' }).click();
  const approve = page.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await approve.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Read-only users cannot approve' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notes' })).toBeDisabled();
  await shoot(page, 'readonly-details', page.getByRole('link', { name: 'Applications' }));

  // Below 600 px: one card per row with the main action and an overflow menu; the side menu is closed.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(list('REVIEWED'));
  const card = rows(page).first();
  await expect(card.getByRole('button', { name: 'Details' })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toBeHidden();
  await card.getByRole('button', { name: /^More actions/ }).click();
  const copy = page.getByRole('menuitem', { name: /^Copy/ });
  await expect(copy).toHaveAttribute('aria-disabled', 'true');
  await expect(copy).toContainText('Read-only users cannot copy');
  await page.keyboard.press('Escape');
  await shoot(page, 'readonly-reviewed');

  // The side menu opened on a phone closes once an entry is chosen, not staying over the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toBeHidden();
});

test('Admin: REVIEWED fits 1280 px with the menu open; invite, empty search and a deleted record say what happened', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.superAdmin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(list('REVIEWED'));
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toBeVisible();
  const overflow = await page.evaluate(() => {
    const table = document.querySelector('.MuiTableContainer-root')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: table.scrollWidth - table.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, table: 0 });
  // Narrowed to a phone, the open menu closes instead of covering the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toBeVisible();
  await shoot(page, 'admin-reviewed');

  // A decided application says why it cannot be approved again (§8's wording).
  await page.goto(
    `/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'REVIEWED', reviewedStatus: 'APPROVED' }))}`,
  );
  await rows(page).first().getByRole('button', { name: 'Details' }).click();
  const again = page.getByRole('button', { name: 'Approve' });
  await expect(again).toBeDisabled();
  await again.locator('..').hover();
  await expect(
    page.getByRole('tooltip', { name: 'You cannot edit because the application has already been approved!' }),
  ).toBeVisible();
  await shoot(page, 'admin-details-approved', page.getByRole('link', { name: 'Applications' }));

  // An empty search names the search and offers to clear it.
  await page.goto(list('NEW', 'zz-no-such-customer'));
  await expect(page.getByText('No NEW Applications match “zz-no-such-customer”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByLabel('Search')).toHaveValue('');

  // The invite says to whom, and links to the SENT list.
  const email = `ux-${Date.now()}@customer.test`;
  await page.getByRole('button', { name: 'Apply For Credit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Company | Division', { exact: true }).click();
  await page
    .getByRole('option', { name: /^BRI \|/ })
    .first()
    .click();
  await dialog.getByLabel('Contacts', { exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  const banner = page.getByRole('alert').filter({ hasText: `Invite sent to ${email}` });
  await expect(banner).toContainText('Application invite has been sent out');
  await banner.getByRole('link', { name: 'See the Sent list' }).click();
  await expect(page.getByRole('heading', { name: 'SENT Applications' })).toBeVisible();
  const sent = rows(page).filter({ hasText: email });
  await expect(sent).toBeVisible();

  // Deleted: the details page says so at once (one request, no retries) with a way back.
  await sent.getByRole('button', { name: 'Details' }).click();
  // The list stays on screen while the details screen loads (its rows have Delete buttons too): wait for the
  // SENT record's own page before reading its id and deleting it.
  await expect(page).toHaveURL(/\/applications\/details\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Update Email' })).toBeVisible();
  const id = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  let loads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/v1/applications/${id}`)) loads += 1;
  });
  await page.goto(`/applications/details/${id}`);
  await expect(page.getByText('This application no longer exists')).toBeVisible({ timeout: 5_000 });
  expect(loads).toBe(1);
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // At 375 px the Email log is a list of entries (subject, recipient, status, time) that fits the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/email-log');
  await expect(page.getByRole('list', { name: 'Emails' }).getByRole('listitem').first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
});
