/**
 * Users administration end to end (issue 13): a super admin invites a Read Only user from the Users list
 * (Invite New User dialog) -> the invitation email in the mailbox -> registration -> the new user sees
 * only the assigned company -> the super admin makes them an Admin on the user page, which applies to
 * their next request -> the super admin switches them off and their open session stops working.
 * Screenshots of the list, the dialog and the details at 1280 and 375 px, as Super Admin and Read Only.
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { login } from '../support/auth';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { DEMO_USERS } from '../support/urls';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * The page at 1280 px, then the same page resized to 375 px (the console lays itself out again on a
 * resize; issue 26: one load per page, not one per width), and back.
 */
async function shots(page: Page, name: string, ready: Locator) {
  await page.waitForLoadState('networkidle');
  await shot(page, { path: `${SHOTS}users-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, { path: `${SHOTS}users-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(ready).toBeVisible();
}

/**
 * The Invite New User dialog at 375 px: opened after the page is resized to that width (the console lays
 * itself out again when the width changes, which would close a dialog already open).
 */
async function inviteDialogOnPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByText('Add New User').click();
  const dialog = page.getByRole('dialog', { name: 'Invite New User' });
  await dialog.getByRole('checkbox', { name: /^BRI \|/ }).check();
  await shot(page, { path: `${SHOTS}users-invite-dialog-375.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The card whose Email line is `email` ('admin@demo.test' is also the end of 'superadmin@demo.test'). */
const card = (page: Page, email: string) =>
  page.getByRole('article').filter({ hasText: new RegExp(`Email: ${email.replace(/\./g, '\\.')}`) });

test('invite -> register -> assigned units only -> role changed -> deactivated', async ({
  browser,
  baseURL,
}) => {
  const email = `e2e.user.${Date.now()}@demo.test`;
  const viewport = { width: 1280, height: 900 };
  const admin = await (await browser.newContext({ baseURL, viewport })).newPage();
  await login(admin, DEMO_USERS.superAdmin);

  // The list: sorted by first name, Active by default (in the URL once changed), the Add New User card.
  await admin.goto('/users');
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(card(admin, DEMO_USERS.readOnly)).toContainText('Read Only');
  await expect(card(admin, DEMO_USERS.superAdmin).getByRole('button', { name: 'Delete User' })).toHaveCount(
    0,
  );
  await expect(card(admin, DEMO_USERS.admin).getByRole('button', { name: 'Delete User' })).toBeVisible();
  await shots(admin, 'list-super-admin', card(admin, DEMO_USERS.admin));
  await inviteDialogOnPhone(admin);

  // Invite New User: a Read Only user of UWL only.
  await admin.getByText('Add New User').click();
  const dialog = admin.getByRole('dialog', { name: 'Invite New User' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Department').click();
  await expect(dialog.getByText('An Email requires an @')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByRole('img', { name: 'Valid email' })).toBeVisible();
  await dialog.getByLabel('Maximum Approval Amount').fill('1234567890');
  await expect(dialog.getByLabel('Maximum Approval Amount')).toHaveValue('123,456,789');
  await dialog.getByLabel('Maximum Approval Amount').fill('');
  await dialog.getByLabel('Department').fill('Collections');
  await expect(dialog.getByRole('radio', { name: 'Read Only' })).toBeChecked();
  // Picking a division picks its company.
  await dialog.getByRole('checkbox', { name: /^BRI \|/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /^CPG \|/ })).toBeChecked();
  await shot(admin, { path: `${SHOTS}users-invite-dialog-1280.png` });
  await dialog.getByRole('checkbox', { name: /^BRI \|/ }).uncheck();
  await dialog.getByRole('checkbox', { name: /^CPG \|/ }).uncheck();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('You must select at least one company or division!')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^UWL \|/ }).check();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(admin.getByText('Invite has been sent out')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The invited user is Invited until they register: in the default list with an Invited chip, under the
  // Invited filter with Resend Invite, and not under Inactive.
  await expect(card(admin, email).getByText('Invited', { exact: true })).toBeVisible();
  await admin.getByRole('combobox', { name: /^Active/ }).click();
  await admin.getByRole('option', { name: 'Invited' }).click();
  await expect(admin).toHaveURL(/filter=.*Invited/);
  await expect(card(admin, email).getByRole('button', { name: 'Resend Invite' })).toBeVisible();
  // The first menu's list, labelled by the same label, stays in the page while it closes.
  await expect(admin.getByRole('listbox')).toBeHidden();
  await admin.getByRole('combobox', { name: /^Active/ }).click();
  await admin.getByRole('option', { name: 'Inactive' }).click();
  await expect(admin).toHaveURL(/filter=.*Inactive/);
  await expect(card(admin, email)).toHaveCount(0);

  // The email -> registration -> signed in.
  const mail = await superAdminRequest(baseURL);
  const link = await waitForMail(mail, email, /\/Register\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/);
  await mail.dispose();
  const user = await (await browser.newContext({ baseURL, viewport })).newPage();
  await user.goto(link);
  await user.getByLabel('First Name').fill('Uma');
  await user.getByLabel('Last Name').fill('Newman');
  await user.getByLabel('Password', { exact: true }).fill('Fresh-pass-7');
  await user.getByLabel('Confirm Password').fill('Fresh-pass-7');
  await user.getByRole('button', { name: 'Register' }).click();
  await user.waitForURL((url) => url.pathname === '/');

  // Only the assigned unit is offered to switch to.
  await user.getByRole('button', { name: 'Profile' }).click();
  await user.getByRole('menuitem', { name: 'Company' }).click();
  await user.getByRole('combobox', { name: /Company \/ Division/ }).click();
  await expect(user.getByRole('listbox').getByRole('option')).toHaveText([/\bALL\b/, /\bUWL\b/]);
  await user.keyboard.press('Escape');
  await user.keyboard.press('Escape');

  // As Read Only: the list has no Add New User and no Delete User; the own record edits only the names.
  await user.goto('/users');
  await expect(card(user, DEMO_USERS.admin)).toBeVisible();
  await expect(user.getByText('Add New User')).toHaveCount(0);
  await expect(user.getByRole('button', { name: 'Delete User' })).toHaveCount(0);
  await shots(user, 'list-read-only', card(user, DEMO_USERS.admin));
  await card(user, email).getByRole('link', { name: 'Edit User' }).click();
  await expect(user.getByRole('button', { name: 'Admin', exact: true })).toBeDisabled();
  await expect(user.getByLabel('Maximum Approval Amount')).toBeDisabled();
  await expect(user.getByRole('button', { name: 'Save' })).toBeEnabled();
  await shots(user, 'details-read-only', user.getByLabel('First name'));

  // The super admin makes them an Admin with a cap; it applies to the user's next request.
  await admin.getByRole('combobox', { name: /^Active/ }).click();
  await admin.getByRole('option', { name: 'Active', exact: true }).click();
  await card(admin, email).getByRole('link', { name: 'Edit User' }).click();
  await expect(admin.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Uma Newman');
  await admin.getByRole('button', { name: 'Admin', exact: true }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('You must enter a maximum approval amount!')).toBeVisible();
  await admin.getByLabel('Maximum Approval Amount').fill('25000');
  await expect(admin.getByLabel('Maximum Approval Amount')).toHaveValue('25,000');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Successfully updated user.')).toBeVisible();
  await shots(admin, 'details-super-admin', admin.getByLabel('First name'));
  const me = await user.request.get('/api/User/getUserById');
  expect((await me.json()).data).toMatchObject({ security: 'ADMIN', maximumApprovalAmount: 25000 });

  // Switched off: the user's open session stops at once.
  await admin.getByRole('switch', { name: 'Active' }).uncheck();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Successfully updated user.')).toBeVisible();
  expect((await user.request.get('/api/User/getUserById')).status()).toBe(401);
  await user.reload();
  // The console sends the ended session to /login while the reload is still loading (waiting for that
  // navigation's load event can be aborted by it): the address is what counts.
  await expect(user).toHaveURL(/\/login/);
  await admin.context().close();
  await user.context().close();
});
