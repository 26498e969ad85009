/**
 * Issue 15 items 4 and 5 of the customer forms: the activation form's draft survives a reload, and a keyboard
 * alone completes and submits the activation form and the six-step wizard.
 */
import { expect, test } from '../support/fixtures';
import { sampleFor } from '@cp/schemas/forms/samples';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { portalServer, screenshots } from './portal-support';
import { answerByKeyboard, controlValues } from './portal-keyboard';

const SLOW = 60_000;

test.describe('customer forms: drafts and the keyboard', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  test('activation: what is typed is saved as the customer goes; a reload restores it', async ({ page }) => {
    const { baseURL, links } = await portalServer();
    await page.goto(baseURL + links.activation.draft.url);
    await expect(page.getByText(/Your answers are saved as you type/)).toBeVisible({ timeout: SLOW });
    await page.locator('#root_companyName').fill('Harbor Draft Co');
    await page.locator('#root_address_city').fill('Long Beach');
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    // Typed, then the page is left at once (no pause): the pagehide save keeps it.
    await page.locator('#root_companyContact').fill('Dana Draft');
    await page.reload();
    await expect(page.locator('#root_companyName')).toHaveValue('Harbor Draft Co', { timeout: SLOW });
    await expect(page.locator('#root_address_city')).toHaveValue('Long Beach');
    await expect(page.locator('#root_companyContact')).toHaveValue('Dana Draft');
  });

  test('activation: completed and submitted with the keyboard only', async ({ page }) => {
    // Also the family's journey: pictures at two widths and the receipt email (as the six-step test below).
    test.setTimeout(180_000);
    const { baseURL, links } = await portalServer();
    const sample = sampleFor('activation-cpg');
    await page.goto(baseURL + links.activation.keys.url);
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible({ timeout: SLOW });
    // The activation-cpg family's journey (CPG, BRI, MBT; was portal-activation.spec): form, submit, receipt.
    await screenshots(page, 'portal-activation-cpg');
    await answerByKeyboard(page, controlValues(sample), /^submit$/i, { signature: String(sample.signature) });
    await expect(page.getByRole('heading', { name: 'Activation Form Submitted' })).toBeVisible();
    await expect(
      page.getByText('A PDF Version Of Your Activation Form Has Been Emailed To You'),
    ).toBeVisible();
    const formNumber = (await page.getByText(/^Form #: /).textContent())!.replace('Form #: ', '').trim();
    expect(formNumber).not.toBe('');
    await expect(page.getByRole('link', { name: 'FINISH' })).toHaveAttribute('href', /^https?:\/\//);
    await screenshots(page, 'portal-activation-submitted');
    const staff = await superAdminRequest(baseURL);
    await waitForMail(staff, links.activation.keys.email, new RegExp(formNumber));
    await staff.dispose();
  });

  test('six-step wizard: completed and submitted with the keyboard only', async ({ page }) => {
    test.setTimeout(180_000);
    const { baseURL, links } = await portalServer();
    const sample = sampleFor('application-six-cpg');
    const values = controlValues(sample);
    await page.goto(baseURL + links.application.keys.url);
    const heading = page.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('Company Information', { timeout: SLOW });
    // The six-step CPG family's journey (CPG, BRI, MBT; was portal-application.spec's runs of them).
    await screenshots(page, 'portal-apply-cpg-step1');
    for (let step = 0; step < 5; step++) {
      const title = await heading.textContent();
      await answerByKeyboard(page, values, /^(next|submit application)$/i, {
        signature: String(sample.signature),
        before: [/^enter trade references$/i],
      });
      if (title === 'E-Sign') break;
      await expect(heading).not.toHaveText(title ?? '');
    }
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    const number = (await page.getByText(/^Application # /).textContent())!
      .replace('Application # ', '')
      .trim();
    expect(number).not.toBe('');
    await expect(
      page.getByText('A PDF version of your credit application has been emailed to you.'),
    ).toBeVisible();
    const staff = await superAdminRequest(baseURL);
    await waitForMail(staff, links.application.keys.email, new RegExp(number));
    await staff.dispose();
  });
});
