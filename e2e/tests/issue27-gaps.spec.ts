/**
 * Issue 27, the customer items whose tests were component tests only, driven in the browser at 1280 and
 * 375 px as a customer would (the rest of the issue is covered by applications-details, console-phone,
 * esign, portal-wizard-steps, shell and users specs; see notes/27-audit.md):
 * - item 7: on the UWL activation form every field is in the document within 2 s of the page becoming
 *   interactive, without scrolling (the Customs Broker question was missing until scrolled to), and no
 *   section card is empty;
 * - item 21: the eight-step trade-reference step has one UPLOAD button, and NEXT with no option chosen, or
 *   UPLOAD chosen and no file, names what is missing;
 * - item 3: the six-step's list states its own minimum ('product-related references… No Steamship
 *   Lines!'), not the eight-step's shipping references;
 * - items 23 and 5: activation details have the applications' summary band and definition-drawn sections,
 *   and show the bank account number by its last four digits;
 * - item 22: axe on the console lists no other spec scans (the home list at /, customers).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { shot } from '../support/shots';
import { sampleFor } from '@cp/schemas/forms/samples';
import { apiLogin } from '../support/auth';
import { DEMO_USERS } from '../support/urls';
import { inviteByApi } from '../support/records';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/issue27-shots/';
const SLOW = 60_000;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.beforeEach(async ({ page }) => {
  const res = await apiLogin(page.context().request, DEMO_USERS.superAdmin);
  expect((await res.json()).success).toBe(true);
});

// Item 7 is about what a page load shows at each width: one load per width. Items 3 and 21: one load, at
// 375 px, then the same page resized to 1280 px (issue 26: no second run of the journey per width).
for (const width of [1280, 375]) {
  test(`item 7: every UWL activation field is in the page within 2 s, unscrolled, no empty card (${width} px)`, async ({
    page,
  }) => {
    const link = await inviteByApi(page.context().request, 'activations', 'UWL', 'gaps-uwl');
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(link.url);
    // Interactive: the first field of the form can be typed into.
    await expect(page.getByLabel(/Company Name/).first()).toBeEditable({ timeout: SLOW });
    const interactive = Date.now();
    // The Customs Broker question, far below the fold, is in the document without scrolling.
    await expect(page.getByText('Will UWL handle your customs brokerage (CHB)?')).toBeAttached({
      timeout: 2_000,
    });
    await expect(page.getByText('Broker Address 1').first()).toBeAttached({ timeout: 2_000 });
    expect(Date.now() - interactive).toBeLessThan(2_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // No section card without a field in it.
    const empty = await page.evaluate(
      () =>
        [...document.querySelectorAll('[role="region"]')].filter(
          (card) => !card.querySelector('input, textarea, select, [role="radiogroup"], [role="combobox"]'),
        ).length,
    );
    expect(empty).toBe(0);
    await shot(page, { path: `${SHOTS}item7-uwl-activation-${width}.png`, fullPage: true });
  });
}

const size = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

test('item 3: the six-step trade-reference step states its own minimum (375 and 1280 px)', async ({
  page,
}) => {
  const request = page.context().request;
  const link = await inviteByApi(request, 'applications', 'IDS', 'gaps-ids');
  // The answers of the steps before the trade references, saved as a draft: the link opens there.
  const { tradeRefInfo: _refs, signature: _s, signatureTitle: _t, ...answers } = sampleFor('application-six');
  const saved = await request.post('/api/Application/setInviteApplication', {
    data: { _id: link.id, email: link.email, data: answers, submit: false },
  });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize(size(375));
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 2, name: 'Trade References' })).toBeVisible({
    timeout: SLOW,
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize(size(width));
    await expect(
      page.getByText('Minimum of 3 product-related references must be provided. No Steamship Lines!').first(),
    ).toBeVisible();
    await expect(page.getByText(/shipping industry references/)).toHaveCount(0);
    await shot(page, { path: `${SHOTS}item3-six-step-references-${width}.png`, fullPage: true });
  }
});

test('item 21: the eight-step upload option — one UPLOAD, NEXT says what is missing (375 and 1280 px)', async ({
  page,
}) => {
  const request = page.context().request;
  const link = await inviteByApi(request, 'applications', 'UWL', 'gaps-uwl');
  const {
    tradeRefInfo: _refs,
    signature: _s,
    signatureTitle: _t,
    ...answers
  } = sampleFor('application-eight');
  const saved = await request.post('/api/Application/setInviteApplication', {
    data: { _id: link.id, email: link.email, data: answers, submit: false },
  });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize(size(375));
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 2, name: 'Trade References' })).toBeVisible({
    timeout: SLOW,
  });
  const upload = page.getByRole('button', { name: /UPLOAD/ });
  const nothingChosen = page.getByRole('alert').filter({ hasText: 'Choose how you will provide' });
  const noFile = page.getByRole('alert').filter({ hasText: 'Choose the file of your trade references' });
  // Nothing chosen: NEXT at 375 px; the message and the one UPLOAD stay right at 1280 px.
  await expect(upload).toHaveCount(1);
  await page.getByRole('button', { name: 'NEXT' }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize(size(width));
    await expect(upload).toHaveCount(1);
    await expect(nothingChosen).toBeVisible();
    await shot(page, { path: `${SHOTS}item21-next-nothing-chosen-${width}.png`, fullPage: true });
  }
  // UPLOAD chosen, no file: NEXT at 1280 px; the message at both widths.
  await page.getByRole('button', { name: 'UPLOAD TRADE REFERENCES' }).click();
  await page.getByRole('button', { name: 'NEXT' }).click();
  for (const width of [1280, 375]) {
    await page.setViewportSize(size(width));
    await expect(upload).toHaveCount(1);
    await expect(noFile).toBeVisible();
    await shot(page, { path: `${SHOTS}item21-next-no-file-${width}.png`, fullPage: true });
  }
});

test('items 23 and 5: activation details read like application details (summary band, sections from the definition), account number masked, at 1280 and 375 px', async ({
  page,
}) => {
  const request = page.context().request;
  const link = await inviteByApi(request, 'activations', 'BRI', 'gaps-bri');
  const submitted = await request.post('/api/CustomerActivation/setInvite', {
    data: { _id: link.id, email: link.email, data: sampleFor('activation-cpg') },
  });
  const number = (await submitted.json()).data.applicationNumber as string;
  expect(number).toBeTruthy();
  await page.goto(`/activations/details/${link.id}`);
  const band = page.getByTestId('summary-band');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(band).toContainText('Company');
    await expect(band).toContainText('StatusNEW');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByTestId('section-companyInformation')).toBeVisible();
    // The whole account number ('000123456789') is never shown back to staff; its last four are.
    await expect(page.getByText('••••6789')).toBeVisible();
    await expect(page.getByText('000123456789')).toHaveCount(0);
    await shot(page, { path: `${SHOTS}item23-activation-details-${width}.png`, fullPage: true });
  }
});

test('item 22: the console pages no other spec scans have 0 axe violations at 1280 and 375 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  // /activations and the Forms page (/form-definitions) at both widths are administration-axe.spec 'as Super
  // Admin'; '/forms' was no console route (it showed the Customer Activations list, shell.spec 'an unknown
  // console path'). Each page is loaded once, at 1280 or 375 px in turn, and scanned at both widths by
  // resizing it.
  for (const [i, [name, path]] of [
    ['applications', '/'],
    ['customers', '/customers'],
  ].entries()) {
    const widths = i % 2 === 0 ? [1280, 375] : [375, 1280];
    for (const [w, width] of widths.entries()) {
      await page.setViewportSize({ width, height: 900 });
      if (w === 0) await page.goto(path);
      await expect(page.locator('#main-content, main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.mouse.move(0, 0);
      await animationsDone(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      for (const v of violations)
        found.push(`${name} @${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      await shot(page, { path: `${SHOTS}item22-${name}-${width}.png`, fullPage: true });
    }
  }
  expect(found).toEqual([]);
});
