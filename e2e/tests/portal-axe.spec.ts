/**
 * axe (WCAG 2.1 A and AA rules) on every customer page at 1280 and 375 px (issue 15, tests): sign-in pages,
 * the welcome page, every wizard step up to the receipt, the activation form and its submitted page, the
 * expired and the signing-complete pages. Violations are gathered per page and width and asserted at once.
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
    await expect(page.getByText('A PDF Version Of Your Activation Form Has Been Emailed To You')).toBeVisible();
    const formNumber = (await page.getByText(/^Form #: /).textContent())!.replace('Form #: ', '').trim();
    expect(formNumber).not.toBe('');
    await expect(page.getByRole('link', { name: 'FINISH' })).toHaveAttribute('href', /^https?:\/\//);
    const staff = await superAdminRequest(baseURL);
    await waitForMail(staff, links.activation.axe.email, new RegExp(formNumber));
    await staff.dispose();
    expect(found).toEqual([]);
  });

  test('welcome page and every step of the eight-step wizard to the receipt', async ({ page }) => {
    test.setTimeout(180_000);
    const { baseURL, links } = await portalServer();
    const found: string[] = [];
    await page.goto(baseURL + links.application.axe.url);
    await expect(page.getByRole('button', { name: 'GO TO THE FORM' })).toBeVisible({ timeout: SLOW });
    await scan(page, 'welcome', found);
    // Filled but for the signing step: the wizard opens there, and BACK walks every step without typing.
    await page.goto(baseURL + links.application.axeFilled.url);
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveText('E-Sign', { timeout: SLOW });
    for (let step = 7; step >= 1; step--) {
      const title = (await heading.textContent()) ?? '';
      if (title === 'Trade References') {
        await page.getByRole('button', { name: 'ENTER TRADE REFERENCES' }).click();
        await expect(page.locator('#root_tradeRefInfo_0_company')).toBeVisible();
      }
      await scan(page, `wizard step ${step} (${title})`, found);
      if (step === 1) break;
      await page.getByRole('button', { name: 'BACK' }).click();
      await expect(heading).not.toHaveText(title);
    }
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    // Forward again to the signing step, sign and submit: the receipt and survey.
    for (let step = 1; step < 7; step++) {
      const title = (await heading.textContent()) ?? '';
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(heading).not.toHaveText(title);
    }
    await adoptSignature(page, 'Dana Whitfield');
    await page.getByLabel(/^Title/).fill('CFO');
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await page.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await scan(page, 'receipt and survey', found);
    expect(found).toEqual([]);
  });
});
