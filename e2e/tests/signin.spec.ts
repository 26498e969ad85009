import { expect, test } from '../support/fixtures';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { screenshots } from './portal-support';

test.describe('sign-in screens', () => {
  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await screenshots(page, 'login');
    const answer = page.waitForResponse('**/api/User/login');
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('Wrong-pass-1!');
    await page.getByLabel('Password').press('Enter');
    const body = await (await answer).json();
    expect(body.success).toBe(false);
    await expect(page.getByRole('alert')).toHaveText(body.message);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an empty form warns before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
  });

  test('idle logout explains itself', async ({ page }) => {
    await page.goto('/Login/loggedOut');
    await expect(page.getByText('You have been logged out due to inactivity.')).toBeVisible();
    await screenshots(page, 'login-logged-out');
  });

  test('forgot password always shows the fixed answer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await page.getByLabel('Email').fill('nobody-here@demo.test');
    await page.getByRole('button', { name: 'Submit Password Reset' }).click();
    await expect(
      page.getByText('If a user with the provided email exists, a password reset email was sent.'),
    ).toBeVisible();
    await screenshots(page, 'forgot-password');
  });

  test('password reset keeps its button disabled until the policy is met', async ({ page }) => {
    await page.goto('/passwordreset/00000000-0000-4000-8000-000000000000/some-token');
    const button = page.getByRole('button', { name: 'Reset Password' });
    await expect(button).toBeDisabled();
    await page.getByLabel('New Password').fill('Fresh-pass-7');
    await page.getByLabel('Confirm Password').fill('Fresh-pass-7');
    await expect(button).toBeEnabled();
    await screenshots(page, 'password-reset');
  });

  test('an invalid invite shows Authentication Invalid', async ({ page }) => {
    await page.goto('/Register/00000000-0000-4000-8000-000000000000/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Authentication Invalid' })).toBeVisible();
    await expect(page.getByText(/contact the person who invited you/)).toBeVisible();
    await screenshots(page, 'register-invalid');
  });

  test('an invited user registers through /Register and can log in', async ({ page, baseURL }) => {
    const staff = await superAdminRequest(baseURL);
    const email = `invited.${Date.now()}@demo.test`;
    // back-office.md §5 'Save user': at least one company or division, for a super admin too.
    const units = (await (await staff.get('/api/v1/units/selectable')).json()).data as {
      id: string;
      kind: string;
    }[];
    const company = units.find((u) => u.kind === 'company');
    const invite = await staff.post('/api/User/inviteUser', {
      data: {
        email,
        security: 'SUPER ADMIN',
        maximumApprovalAmount: 50000,
        department: 'Credit',
        companies: [company?.id],
      },
    });
    expect((await invite.json()).success).toBe(true);
    const link = await waitForMail(staff, email, /\/Register\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const register = page.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await page.getByLabel('First Name').fill('Ivy');
    await page.getByLabel('Last Name').fill('Invited');
    await page.getByLabel('Password', { exact: true }).fill('Fresh-pass-7');
    await page.getByLabel('Confirm Password').fill('Fresh-pass-7');
    await screenshots(page, 'register');
    await expect(register).toBeEnabled();
    await register.click();
    await page.waitForURL((url) => url.pathname === '/');
    // Registered and signed in: the console shows its home list.
    await expect(page.getByRole('heading', { name: 'Credit Applications' }).first()).toBeVisible();

    // Leave the console before dropping the session: a console page left open would notice the lost
    // session and send itself to /login at the same moment as the navigation below (ERR_ABORTED).
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Fresh-pass-7');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toContain('ca-user-id');
    await staff.dispose();
  });
});
