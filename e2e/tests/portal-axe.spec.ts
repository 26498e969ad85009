/**
 * axe (WCAG 2.1 A and AA rules) on every customer page at 1280 and 375 px (issue 15, tests): sign-in pages,
 * the activation form and its submitted page, the expired and the signing-complete pages. The welcome page
 * and every wizard step up to the receipt are scanned by portal-application.spec's eight-step journey. Violations are gathered per page and width and asserted at once.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { sampleFor } from '@cp/schemas/forms/samples';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { adoptSignature, fillVisible, portalServer, screenshots } from './portal-support';

const SLOW = 60_000;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** '<page> @<width>: <rule> (<impact>) <first target>' for each violation, at both widths. */
async function scan(page: Page, name: string, found: string[]) {
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    for (const v of violations)
      found.push(
        `${name} @${width}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }
  if (original) await page.setViewportSize(original);
}

test.describe('customer pages pass axe (WCAG 2.1 AA) at 1280 and 375 px', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  test('sign-in, expired and signing-complete pages', async ({ page }) => {
    const { baseURL, links } = await portalServer();
    const found: string[] = [];
    const pages: [string, string, RegExp][] = [
      ['login', '/login', /^Login$/],
      ['login, logged out', '/login/loggedOut', /^Login$/],
      ['forgot password', '/forgotpassword', /submit|send|reset/i],
      ['password reset', '/passwordreset/0123456789abcdef01234567/token', /.+/],
      ['password reset without a token', '/passwordreset', /.+/],
      ['register (invalid invite)', '/Register/0123456789abcdef01234567/token', /.+/],
      ['signing complete', '/DocuSignComplete/UWL/envelope-1', /.+/],
    ];
    for (const [name, path] of pages) {
      await page.goto(baseURL + path);
      await expect(page.locator('main, [role="main"], form, h1').first()).toBeVisible({ timeout: SLOW });
      await page.waitForLoadState('networkidle');
      await scan(page, name, found);
    }
    await page.goto(baseURL + links.security.expired.url);
    await expect(page.getByText(/Authentication Invalid/i).first()).toBeVisible({ timeout: SLOW });
    await scan(page, 'expired link', found);
    expect(found).toEqual([]);
  });

  test('activation form and its submitted page', async ({ page }) => {
    // Also the family's journey: pictures at two widths and the receipt email.
    test.setTimeout(180_000);
    const { baseURL, links } = await portalServer();
    const found: string[] = [];
    await page.goto(baseURL + links.activation.axe.url);
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeVisible({ timeout: SLOW });
    // Also the activation-uwl family's journey (UWL, WDS; was portal-activation.spec): form, submit, receipt.
    await screenshots(page, 'portal-activation-uwl');
    await scan(page, 'activation form', found);
    await submit.click();
    await expect(page.getByText('Please fill out all required fields to continue')).toBeVisible();
    await scan(page, 'activation form with errors', found);
    const sample = sampleFor('activation-uwl');
    await fillVisible(page, sample);
    await adoptSignature(page, String(sample.signature));
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Activation Form Submitted' })).toBeVisible();
    await scan(page, 'activation submitted', found);
    await expect(
      page.getByText('A PDF Version Of Your Activation Form Has Been Emailed To You'),
    ).toBeVisible();
    const formNumber = (await page.getByText(/^Form #: /).textContent())!.replace('Form #: ', '').trim();
    expect(formNumber).not.toBe('');
    await expect(page.getByRole('link', { name: 'FINISH' })).toHaveAttribute('href', /^https?:\/\//);
    const staff = await superAdminRequest(baseURL);
    await waitForMail(staff, links.activation.axe.email, new RegExp(formNumber));
    await staff.dispose();
    expect(found).toEqual([]);
  });
});
