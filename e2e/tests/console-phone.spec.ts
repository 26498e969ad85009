/**
 * The console on a phone and under the pointer (WCAG 2.1 AA with axe): the Companies page keeps to 375 px
 * with a long company name, the Email log shows each email's subject, recipient, status and time, the open
 * phone menu and a hovered field label pass axe, the form preview's Desktop | Phone toggle too. Screenshots
 * of each state. Every console list page at 1280 and 375 px is scanned by administration-axe.spec.
 */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { login } from '../support/auth';
import { animationsDone } from '../support/settle';
import { DEMO_USERS } from '../support/urls';

// Looked at, not committed.
const SHOTS = fileURLToPath(new URL('../test-results/shots/', import.meta.url));
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page, where: string, only?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (only) builder.include(only);
  const { violations: found } = await builder.analyze();
  return found.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe('the console at 375 px and under the pointer', () => {
  test.setTimeout(300_000);
  test.describe.configure({ mode: 'parallel' });

  test('Companies keeps to the screen with a long name; the Email log shows more than the recipient', async ({
    page,
  }) => {
    await login(page, DEMO_USERS.superAdmin);
    // 'E2E' in the name: shell.spec's company switch leaves the units other specs add aside by it.
    const name = `Southern Californian Intermodal Transportation Holdings E2E ${Date.now()}`;
    const created = await page.context().request.post('/api/v1/companies', {
      data: { name, code: `L${Date.now() % 1_000_000}`, emailTemplate: 'CPG' },
    });
    expect(created.ok()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/companies');
    await expect(page.getByLabel(name, { exact: true })).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, { path: `${SHOTS}console-phone-companies-375.png`, fullPage: true });

    // At least one email in the log: an invitation.
    const request = page.context().request;
    const units = (await (await request.get('/api/v1/units/selectable')).json()).data as {
      id: string;
      kind: string;
    }[];
    const invited = await request.post('/api/User/inviteUser', {
      data: {
        email: `phone.${Date.now()}@demo.test`,
        companies: [units.find((u) => u.kind === 'company')?.id],
        divisions: [],
        security: 'READ ONLY',
        maximumApprovalAmount: 0,
        department: '',
      },
    });
    expect(invited.ok()).toBe(true);
    await page.goto('/email-log');
    const emails = page.getByRole('list', { name: 'Emails' });
    const first = emails.getByRole('link').first();
    await expect(first).toBeVisible();
    // Subject, recipient (an address) and status are all on the screen, not only the recipient column.
    await expect(first).toContainText('@');
    await expect(first.locator('.MuiChip-root')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, { path: `${SHOTS}console-phone-email-log-375.png`, fullPage: true });
    // The Email log with rows is scanned with axe at 375 (and 1280) px by administration-axe.spec.
    await first.click();
    await expect(page).toHaveURL(/\/email-log\/[^/]+\/show/);
  });

  test('the open phone menu, hovered field labels and the preview toggle pass axe', async ({ page }) => {
    await login(page, DEMO_USERS.superAdmin);
    const found: string[] = [];
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/users');
    await settle(page);
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await animationsDone(page);
    found.push(...(await violations(page, 'phone menu @375')));
    await shot(page, { path: `${SHOTS}console-phone-menu-375.png` });
    await page.keyboard.press('Escape');

    // Each page is loaded once (at 375 px, where the menu left it) and its fields hovered at 375, then at
    // 1280 after resizing the same page.
    for (const path of ['/users', '/companies', '/divisions']) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(path);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        // Each labelled field under the pointer: a filled field's label then sits on the hover grey.
        const fields = page.locator('.MuiFormControl-root:has(> label)');
        await expect(fields.first()).toBeVisible();
        // The page itself is scanned by administration-axe.spec: here only the hovered field is.
        for (let i = 0; i < (await fields.count()); i += 1) {
          await fields.nth(i).evaluate((e) => e.setAttribute('data-e2e-hovered', ''));
          await fields.nth(i).hover();
          await animationsDone(page);
          found.push(
            ...(await violations(page, `${path} hovered field ${i} @${width}`, '[data-e2e-hovered]')),
          );
          await fields.nth(i).evaluate((e) => e.removeAttribute('data-e2e-hovered'));
        }
      }
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/form-definitions');
    await page
      .getByRole('region', { name: 'Customer Activation (activation-cpg)' })
      .getByRole('link', { name: 'Version 1' })
      .click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const phone = page.getByRole('button', { name: 'Phone' });
    await expect(phone).toBeVisible();
    // The editor keeps checking the definition in the background (no network idle to wait for): the
    // preview is ready once its frame shows the form.
    await expect(
      page.frameLocator('iframe[title="Form preview"]').locator('#root_companyName'),
    ).toBeVisible();
    await animationsDone(page);
    await phone.hover();
    await animationsDone(page);
    found.push(...(await violations(page, 'preview toggle hovered @1280')));
    await shot(page, { path: `${SHOTS}console-phone-preview-toggle-1280.png` });
    expect(found).toEqual([]);
  });
});
