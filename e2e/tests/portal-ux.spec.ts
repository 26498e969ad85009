/**
 * What new customers trip over (issue 15, customer forms): each numbered item at the width it concerns.
 */
import { expect, test, type Page } from '../support/fixtures';
import { portalServer } from './portal-support';

const LOAD_FAILED = "We couldn't load your form. Check your connection and try again";
const APPLICATION_CALL = '**/api/Application/getInviteApplication';
// The forms engine is a chunk of its own: on a busy machine it can take a while to load and start.
const SLOW = 60_000;

/** The record is on screen: the first step, the welcome page or (once submitted by another spec) the receipt. */
const recordShown = (page: Page) =>
  page
    .getByRole('button', { name: 'NEXT' })
    .or(page.getByRole('button', { name: 'GO TO THE FORM' }))
    .or(page.getByRole('heading', { name: 'Application Submitted!' }));

test.describe('customer forms: what new users trip over', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  test('item 1: a server error is not an expired link; Retry loads the form', async ({ page }) => {
    const { baseURL, links } = await portalServer();
    await page.route(APPLICATION_CALL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'An error has occurred.', data: null }),
      }),
    );
    await page.goto(baseURL + links.application.IDS.url);
    await expect(page.getByRole('heading', { name: LOAD_FAILED })).toBeVisible();
    await expect(page.getByText('Authentication Invalid')).toHaveCount(0);

    await page.unroute(APPLICATION_CALL);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(recordShown(page).first()).toBeVisible({ timeout: SLOW });
    await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  });

  test('item 1: offline is not an expired link either', async ({ page, context }) => {
    const { baseURL, links } = await portalServer();
    await page.route(APPLICATION_CALL, (route) => route.abort('internetdisconnected'));
    await page.goto(baseURL + links.application.UWL.url);
    await expect(page.getByRole('heading', { name: LOAD_FAILED })).toBeVisible();
    await expect(page.getByText('Authentication Invalid')).toHaveCount(0);

    // Still offline: Retry fails again the same way; back online it opens the form.
    await page.unroute(APPLICATION_CALL);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: LOAD_FAILED })).toBeVisible();
    await context.setOffline(false);
    // Back online the page may retry by itself (the reconnect refetch) before Retry is pressed, which then
    // leaves the DOM under the click: press Retry while it is there, until the form is shown.
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(async () => {
      if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
      await expect(recordShown(page).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: SLOW });
    await expect(page.getByRole('heading', { name: LOAD_FAILED })).toHaveCount(0);
  });

  test('item 1: a refused activation link asks for a new activation form, address as mailto', async ({
    page,
  }) => {
    const { baseURL, links } = await portalServer();
    const link = links.activation.BRI;
    await page.goto(baseURL + link.url.replace(encodeURIComponent(link.email), 'someone%40else.test'));
    await expect(page.getByRole('heading', { name: 'Authentication Invalid' })).toBeVisible();
    const sentence = page.getByText(/^Authentication Invalid: You are seeing this page/);
    await expect(sentence).toHaveText(/Please reach out to \S+@\S+ to request a new activation form\.$/);
    const mail = sentence.getByRole('link');
    await expect(mail).toHaveAttribute('href', /^mailto:\S+@\S+$/);
    await expect(mail).toHaveText(/@/);
  });

  test('item 7: /passwordreset without its token says the link is invalid; pages have titles', async ({
    page,
  }) => {
    const { baseURL } = await portalServer();
    await page.goto(baseURL + '/passwordreset');
    await expect(page.getByRole('heading', { name: 'Authentication Invalid' })).toBeVisible();
    await expect(page.getByText(/This password reset link is invalid/)).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
    await expect(page).toHaveTitle('Authentication Invalid | Credit Portal');
    await page.goto(baseURL + '/login/loggedOut');
    await expect(page).toHaveTitle('Sign in | Credit Portal');
    // The inactivity banner: white on the info colour, at least 4.5:1.
    const banner = page.getByRole('alert').filter({ hasText: 'You have been logged out due to inactivity.' });
    const [fg, bg] = await banner.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.color, style.backgroundColor];
    });
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  test('item 6: the signature dialog starts in Full Name and focus lands on the signature', async ({
    page,
  }) => {
    const { baseURL, links } = await portalServer();
    await page.goto(baseURL + links.activation.keyboard.url);
    const sign = page.getByRole('button', { name: /^sign$/i });
    await expect(sign).toBeVisible({ timeout: SLOW });
    await sign.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Jane Doe');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('adopted-signature')).toBeFocused();
  });
});

/** WCAG contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('customer link pages: first view in the HTML (issue 17)', () => {
  test('the heading and introduction show before any script has run, styled', async ({ browser }) => {
    const { baseURL, links } = await portalServer();
    // No script at all: what shows is what the server rendered into the page.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // A link no other spec submits (a submitted one is sent plain: its view has buttons).
    const { url, email } = links.activation.keyboard;
    await page.goto(baseURL + url);
    const heading = page.getByRole('heading', { level: 1, name: 'Customer Activation' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('font-weight', '700');
    await expect(
      page.getByText(
        `Please complete each section below. Fields marked with * are required. The form is sent for ${email}.`,
      ),
    ).toBeVisible();
    // The form's place is held, the division's frame drawn.
    await expect(page.getByRole('progressbar', { name: 'Loading the form' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
    await context.close();
  });
});
