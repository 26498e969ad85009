/**
 * axe (WCAG 2.1 A and AA rules) on the administration pages at 1280 and 375 px, as Super Admin and as Read
 * Only (issue 15, tests): company list and details, division list and details, users list and user
 * details, Email log. A Read Only user is scanned on whatever those addresses show them. Each page is
 * loaded once and scanned at both widths by resizing it (half the pages are loaded at 1280, half at 375,
 * and the two roles load each page at opposite widths), photographed after each scan; violations are
 * gathered per page and width and asserted at once.
 */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { apiLogin } from '../support/auth';
import { waitForMail } from '../support/mailbox';
import { animationsDone } from '../support/settle';
import { DEMO_USERS } from '../support/urls';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Ids {
  company: string;
  division: string;
  me: string;
  other: string;
}

/** The ids the detail pages need, read as the signed-in user through the calls the console makes. */
async function idsFor(page: Page, otherEmail: string): Promise<Ids> {
  const request = page.context().request;
  const units = (await (await request.get('/api/v1/units/selectable')).json()).data as {
    id: string;
    kind: string;
    code: string;
  }[];
  const users = (await (await request.get('/api/User/getUserList')).json()).data as {
    _id: string;
    email: string;
  }[];
  const me = (await (await request.get('/api/User/getUserById')).json()).data as { _id: string };
  return {
    company: units.find((u) => u.kind === 'company')?.id ?? 'none',
    division: units.find((u) => u.kind === 'division')?.id ?? 'none',
    me: me._id,
    other: users.find((u) => u.email === otherEmail)?._id ?? 'none',
  };
}

/** Waits until the console has settled: content shown, no request, skeleton, spinner or animation left. */
async function settle(page: Page) {
  await expect(page.locator('#main-content, main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A tooltip or ripple still fading after load is half transparent: axe would measure the blend.
  await page.mouse.move(0, 0);
  await animationsDone(page);
}

/**
 * Loads `path` once and adds axe's findings at both widths to `found`: at the width the page was loaded at,
 * then after resizing the same page to the other one (the console lays itself out again on a resize). The
 * pages alternate which width they are loaded at (`first`), so a real load at 375 px is scanned too.
 */
async function scan(page: Page, who: string, name: string, path: string, found: string[], first: number) {
  const widths = first === 1280 ? [1280, 375] : [375, 1280];
  await page.setViewportSize({ width: widths[0], height: 900 });
  await page.goto(path);
  for (const [i, width] of widths.entries()) {
    if (i > 0) await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    for (const v of violations)
      found.push(
        `${who} ${name} @${width}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    await shot(page, { path: `${SHOTS}administration-axe-${who}-${name}-${width}.png`, fullPage: true });
  }
}

/** 1280 for the even pages of a list, 375 for the odd ones: the width each is loaded at. */
const loadWidth = (i: number) => (i % 2 === 0 ? 1280 : 375);

const pages = (ids: Ids): [string, string][] => [
  ['company-list', '/companies'],
  ['company-details', `/companies/details/${ids.company}`],
  ['division-list', '/divisions'],
  ['division-details', `/divisions/details/${ids.division}`],
  ['users', '/users'],
  ['own-user', `/users/details/${ids.me}`],
  ['other-user', `/users/details/${ids.other}`],
  ['email-log', '/email-log'],
];

test.describe('administration pages pass axe (WCAG 2.1 AA) at 1280 and 375 px', () => {
  test.setTimeout(600_000);
  test.describe.configure({ mode: 'parallel' });

  test('as Super Admin', async ({ page }) => {
    expect((await (await apiLogin(page.context().request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
    const ids = await idsFor(page, DEMO_USERS.readOnly);
    const found: string[] = [];
    for (const [i, [name, path]] of pages(ids).entries())
      await scan(page, 'super-admin', name, path, found, loadWidth(i));
    // The Email log with a row in it (on a fresh server it starts empty): an invitation sent now.
    const email = `axe.${Date.now()}@demo.test`;
    const request = page.context().request;
    const invited = await request.post('/api/User/inviteUser', {
      data: { email, security: 'READ ONLY', companies: [ids.company] },
    });
    expect((await invited.json()).success).toBe(true);
    await waitForMail(request, email, /Register/);
    await scan(page, 'super-admin', 'email-log-rows', '/email-log', found, 375);
    // The console's other list pages (were console-phone.spec's own pass over every list, which repeated the
    // four administration lists above).
    for (const [i, path] of ['/applications', '/activations', '/form-definitions'].entries())
      await scan(page, 'super-admin', path.slice(1), path, found, loadWidth(i));
    expect(found).toEqual([]);
  });

  test('as Read Only', async ({ page }) => {
    expect((await (await apiLogin(page.context().request, DEMO_USERS.readOnly)).json()).success).toBe(true);
    const ids = await idsFor(page, DEMO_USERS.admin);
    const found: string[] = [];
    for (const [i, [name, path]] of pages(ids).entries())
      await scan(page, 'read-only', name, path, found, loadWidth(i + 1));
    expect(found).toEqual([]);
  });
});
