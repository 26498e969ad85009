/**
 * The Email log in the console (issue 4): an email the product sends (a password reset) lands in the local
 * mailbox; a super admin finds it in the list, opens it, reads the HTML in its sandboxed frame and sees
 * the delivery attempt. (That other roles have none: shell.spec menus, api email-log.test.ts.)
 */
import { expect, test } from '../support/fixtures';
import { EMAIL_LINKS_SHOWN } from '@cp/schemas/messages/documents';
import { login } from '../support/auth';
import { waitForMail, superAdminRequest } from '../support/mailbox';
import { DEMO_USERS } from '../support/urls';

test('a super admin reads a sent email in the Email log', async ({ page, request }) => {
  const res = await request.post('/api/User/passwordRequest', { data: { email: DEMO_USERS.admin } });
  expect(res.ok()).toBe(true);
  const mail = await superAdminRequest(test.info().project.use.baseURL);
  // The email queue has one worker. The reset goes before the decision emails other specs queued (it has
  // priority: jobs/kinds/email-deliver.ts), but may wait for the one being sent, whose PDF Chromium renders
  // first; 90 s also covers one retry of a failed first attempt (retried after 30 s).
  await waitForMail(mail, DEMO_USERS.admin, /\/passwordreset\/[^"'\s<>]+/, 90_000);

  await login(page, DEMO_USERS.superAdmin, undefined, '', '/email-log');
  // The suite's server shows links in full (MAILBOX_SHOW_LINKS), and the page says so.
  await expect(page.getByRole('status').filter({ hasText: EMAIL_LINKS_SHOWN })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DEMO_USERS.admin }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('sent (mailbox)');
  await row.click();

  const frame = page.frameLocator('iframe[title^="Email:"]');
  await expect(frame.getByRole('link', { name: 'Reset Password' })).toBeVisible();
  await expect(page.locator('iframe[title^="Email:"]')).toHaveAttribute('sandbox', '');
  const attempts = page.getByRole('table', { name: 'Delivery attempts' });
  await expect(attempts.getByText('Delivered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
});
