import { expect, test } from '../support/fixtures';
import { portalServer, screenshots } from './portal-support';

const expiredSentence = (email: string) =>
  `Authentication Invalid: You are seeing this page because the link in your email has expired. Please reach out to ${email} to request a new credit application.`;

test.describe('a customer link is the credential', () => {
  // The portal's own server (fixtures, migrations, seed, start) can take a while on a busy machine.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await portalServer();
  });

  test('a wrong email, an unknown id, an expired or a deleted invite show the expired page', async ({
    page,
  }) => {
    const { baseURL, links } = await portalServer();
    const { expired, deleted, other } = links.security;
    const cases = [
      { name: 'wrong email', url: other.url.replace(encodeURIComponent(other.email), 'someone%40else.test') },
      { name: 'unknown id', url: other.url.replace(other.id, '6f1d2c1e-1111-4aaa-8bbb-123456789abc') },
      { name: 'not an id', url: other.url.replace(other.id, 'not-an-id') },
      { name: 'expired', url: expired.url },
      { name: 'deleted', url: deleted.url },
    ];
    for (const c of cases) {
      await page.goto(baseURL + c.url);
      await expect(page.getByRole('heading', { name: 'Authentication Invalid' }), c.name).toBeVisible();
      await expect(page.getByText(/^Authentication Invalid: You are seeing this page/), c.name).toBeVisible();
    }
    // The page names the division's onboarding address (Bristol's for the expired Bristol link).
    await page.goto(baseURL + expired.url);
    const text = await page.getByText(/^Authentication Invalid: /).textContent();
    const email = text?.match(/reach out to (\S+@\S+) to request/)?.[1] ?? '';
    expect(text).toBe(expiredSentence(email));
    expect(email).toMatch(/@/);
    await screenshots(page, 'portal-expired');
  });
  // That the API gives no record data to a wrong link, and one link cannot read or write another, is
  // api/src/routes/portal-link-credential.test.ts (and portal-invite.test.ts).

  test('a submitted application opens read-only on its submitted view', async ({ page }) => {
    const { baseURL, links } = await portalServer();
    const { submitted } = links.security;
    await page.goto(baseURL + submitted.url);
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByText(/^Application # E2E\d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
    await screenshots(page, 'portal-submitted-view');
    // That a write to it answers 409 'This form has already been submitted.' needs no browser: it is
    // api/src/routes/portal-application.test.ts 'is read-only once submitted: a draft answers 409, …'.
  });

  test('the DocuSign completion page thanks the customer in the division theme', async ({ page }) => {
    const { baseURL } = await portalServer();
    await page.goto(`${baseURL}/DocuSignComplete/WDS/envelope-1`);
    await expect(page.getByRole('heading', { name: 'DocuSign Completed!' })).toBeVisible();
    await expect(
      page.getByText('Thank you for completing the DocuSign document, we look forward to working with you!'),
    ).toBeVisible();
    await expect(page.getByText('You may close this page.')).toBeVisible();
    await screenshots(page, 'portal-docusign-complete');
  });
});
