import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { login, loginThroughForm } from '../support/auth';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/urls';

// Independent tests (unique records each): both workers take them, so the run's tail is balanced (issue 26).
test.describe.configure({ mode: 'parallel' });

/** e2e/screenshots/, wherever Playwright is started from. */
const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The staff console shell per role (issue 2 §6, back-office.md §2 'Shell', §6). */
const ROLES = [
  {
    name: 'super-admin',
    email: DEMO_USERS.superAdmin,
    menu: [
      'Applications',
      'Activations',
      'Customers',
      'Reviews',
      'Reasons requested',
      'AR import',
      'Companies',
      'Divisions',
      'Users',
      'Email log',
      'Sanctions lists',
      'Scorecards',
      'Analytics',
      'Webhooks',
      'Forms',
    ],
    // All + every company (by code) each followed by its divisions.
    switchOptions: ['ALL', 'CPG', 'BRI', 'MBT', 'IDS', 'UWL', 'WDS'],
  },
  {
    name: 'admin',
    email: DEMO_USERS.admin,
    menu: [
      'Applications',
      'Activations',
      'Customers',
      'Reviews',
      'Reasons requested',
      'AR import',
      'Users',
      'Scorecards',
      'Analytics',
    ],
    // All + the one assigned company, followed by its divisions to narrow to one (issue 15 item 11).
    switchOptions: ['ALL', 'CPG', 'BRI', 'MBT'],
  },
  {
    name: 'read-only',
    email: DEMO_USERS.readOnly,
    menu: ['Applications', 'Activations', 'Customers', 'Reviews', 'Reasons requested', 'Users', 'Analytics'],
    // All + the two assigned divisions.
    switchOptions: ['ALL', 'BRI', 'MBT'],
  },
] as const;

const sideMenu = (page: Page) => page.locator('.RaSidebar-fixed');

async function screenshotsOf(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sideMenu(page).getByText('Version 2.0.23')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, { path: `${SHOTS}shell-${name}-1280.png` });
  // A phone loads the console with the menu closed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, { path: `${SHOTS}shell-${name}-390.png` });
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  // The drawer's slide is finished at once rather than waited for.
  await shot(page, { path: `${SHOTS}shell-${name}-390-menu.png`, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
}

for (const role of ROLES) {
  test(`${role.name} lands on the console with the right menu and company choices`, async ({ page }) => {
    // The one sign-in through the form of the console specs (signin.spec's registration journey is the other).
    await (role.name === 'super-admin' ? loginThroughForm : login)(page, role.email);
    // After sign-in the browser loads the console; / shows the credit application list (issue 12).
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
    const entries = sideMenu(page).getByRole('menuitem');
    await expect(entries).toHaveText([...role.menu]);
    await expect(sideMenu(page).getByText('Version 2.0.23')).toBeVisible();
    // One role's screens are photographed: the others differ only in the menu entries asserted above.
    if (role.name === 'super-admin') await screenshotsOf(page, role.name);

    // The Profile menu: Profile, Company, Logout.
    await page.getByRole('button', { name: 'Profile' }).click();
    for (const entry of ['Profile', 'Company', 'Logout'])
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch company' });
    await expect(dialog).toBeVisible();
    // A choice is required.
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await expect(dialog.getByText('You must select a company | division!')).toBeVisible();
    await dialog.getByRole('combobox', { name: /Company \/ Division/ }).click();
    // The demo units, in order; units that administration.spec adds on this shared server ('E2E …') aside.
    const options = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasNotText: /\bE2E\b/ });
    await expect(options).toHaveText(role.switchOptions.map((code) => new RegExp(`\\b${code}\\b`)));
    await expect(options.first()).toHaveText('All (ALL)');
    if (role.name === 'super-admin') await shot(page, { path: `${SHOTS}shell-company-switch-1280.png` });
    // Pick the first unit: it is stored in the selection cookies and the console goes home.
    await options.nth(1).click();
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await expect(dialog).toBeHidden();
    const cookies = await page.context().cookies();
    const selected = cookies.find((c) => c.name === 'selected-company' || c.name === 'selected-division');
    expect(selected?.value).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId('selected-unit')).not.toHaveText('All Companies');

    // The drawer state is remembered (the same layout for every role: checked once, as super admin).
    if (role.name === 'super-admin') {
      await page.getByRole('button', { name: /close menu|open menu/i }).click();
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ca-drawer-open')?.value)
        .toBe('false');
      await page.reload();
      await expect(sideMenu(page).getByText('2.0.23', { exact: true })).toBeVisible();
    }

    // Logout ends the session and shows the sign-in page.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'ca-user-id')).toBeUndefined();
  });
}

test('the Profile entry opens the signed-in user', async ({ page }) => {
  await login(page, DEMO_USERS.admin);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/users\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('admin@demo.test')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  // Everyone edits their own first and last name and saves their own record (back-office.md §6).
  await page.getByLabel('Last name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await page.getByLabel('Last name').fill('Carter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated user.')).toBeVisible();

  // The Users list: one card per active user, Edit User leads to the details page.
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText('readonly@demo.test')).toBeVisible();
  await page.getByLabel('Search').fill('superadmin');
  await expect(page.getByRole('link', { name: 'Edit User' })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await shot(page, { path: `${SHOTS}shell-users-1280.png` });
});

test('an unknown console path shows the Customer Activations list; no session goes to /login', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO_USERS.readOnly);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Customer Activations', level: 1 })).toBeVisible();
});

// On the idle server (12 s sessions) the sign-in goes through the form: the console is loaded before the session
// starts, so a slow page load cannot use up the idle time before the first call. One sign-in carries the
// warning at both widths (the same page resized, issue 26: no second run per width) and the logout itself
// (was the separate 'idle logout shows the inactivity message' test, which signed in and idled once more).
test('idle logout: a countdown warning first (1280 and 375 px), then the inactivity message; signing in again returns to the page', async ({
  page,
  idleServer,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Straight on to the page (the home page's heading after a form sign-in is the role tests' above: waiting
  // for it here spent idle time the /users load then lacked under load).
  await loginThroughForm(page, DEMO_USERS.admin, undefined, idleServer);
  await page.goto(`${idleServer}/users?filter=${encodeURIComponent('{"active":"All"}')}`);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // IDLE_TIMEOUT_MINUTES=0.2 (12 s): the warning comes at half the idle time, counting down; Stay signed in
  // keeps the session, at each width.
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(warning).toContainText(/signed out in 0:0[0-6]/);
    await shot(page, { path: `test-results/shots/idle-warning-${width}.png` });
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/users/);
  }
  // Left alone again (no mouse, keyboard, scroll or touch): the warning, then the logout.
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/login\/loggedOut$/i, { timeout: 25_000 });
  await expect(page.getByText('You have been logged out due to inactivity.')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ca-user-id')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'selected-company')).toBeUndefined();
  // The signed-out console may itself still be on its way to /login: that navigation then interrupts this
  // one to the same page (seen under load), which is where the test wants to be either way.
  await page.goto(`${idleServer}/login`).catch((error: Error) => {
    if (!/interrupted by another navigation to "[^"]*\/login"/.test(error.message)) throw error;
  });
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO_USERS.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  // Back on the page the logout interrupted (which idles out again after 12 s on this server).
  await expect(page).toHaveURL(/\/users\?filter=/, { timeout: 15_000 });
  // Leave the console before the context closes: its idle timer would sign out again during the teardown, where
  // closing the context then hung past the test's timeout (twice in three runs).
  await page.context().clearCookies();
  await page.goto('about:blank');
});

test('an expired access token is refreshed once and the request retried', async ({ page }) => {
  await login(page, DEMO_USERS.readOnly);
  // Leave the console first: a landing-page call still on its way under load would otherwise meet the
  // missing cookie, refresh on its own and put a new access cookie back before /users loads (CI saw the
  // /users page then need no refresh at all). The one refresh counted below is the /users page's.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  // The short-lived access cookie is gone; the refresh cookie is still there.
  await page.context().clearCookies({ name: 'ca-access' });
  expect((await page.context().cookies()).map((c) => c.name)).toContain('ca-refresh');
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/User/refreshToken')) refreshes.push(r.status());
  });
  // The app bar names the signed-in user at once, so the list's row alone does not say the retried call
  // has answered: wait for the refresh itself.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/User/refreshToken'));
  await page.goto('/users');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByText('readonly@demo.test')).toBeVisible();
  expect(refreshes).toEqual([200]);
  await expect(page).toHaveURL(/\/users$/);
});
