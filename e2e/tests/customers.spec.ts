/**
 * The credit file (issue 29): two applications with the same federal tax id in two divisions (Bristol and
 * UWL) land in one credit file, reached from an application's details page; the file at 1280 and 375 px;
 * the demo's file with its group and 'possibly the same customer' suggestion; a Read Only user sees it
 * without any action.
 */
import { expect, test, type Page } from '../support/fixtures';
import { apiLogin } from '../support/auth';
import { shot } from '../support/shots';
import { DEMO_USERS } from '../support/urls';
import { submitApplicationByApi } from '../support/records';

// Independent tests (unique records each): both workers take them, so the run's tail is balanced (issue 26).
test.describe.configure({ mode: 'parallel' });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/customers/';

async function shots(page: Page, name: string, check: () => Promise<void>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    // Pictures only with E2E_SHOTS=1 (support/shots.ts), as in every other spec.
    await shot(page, { path: `${SHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('two applications with one tax id in two divisions land in one credit file, reached from the details', async ({
  page,
}) => {
  expect((await (await apiLogin(page.context().request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
  const taxId = String(700000000 + Math.floor(Math.random() * 99999999));
  const name = `Pecos Valley Freight ${Date.now() % 100000}`;
  const bristol = await submitApplicationByApi(page.context().request, 'BRI', name, taxId, 'customers');
  const uwl = await submitApplicationByApi(page.context().request, 'UWL', `${name} LLC`, taxId, 'customers');

  // Bristol approves: its limit shows in the file's 'Limits and exposure' (issue 29 item 3).
  const approved = await page.context().request.post(`/api/v1/applications/${bristol.id}/approve`, {
    data: { approvedAmount: 25000, netTerms: 'NET 30', customerCode: 'PVF-1', contacts: [bristol.contactId] },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);

  await page.goto(`/applications/details/${uwl.id}`);
  const band = page.getByTestId('summary-band');
  await band.getByRole('link', { name: 'Open (2 submissions)' }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const submissions = page.getByRole('region', { name: 'Submissions' });
  await shots(page, 'credit-file-journey', async () => {
    await expect(submissions.getByRole('link', { name: bristol.number })).toBeVisible();
    await expect(submissions.getByRole('link', { name: uwl.number })).toBeVisible();
  });
  const limits = page.getByRole('region', { name: 'Limits and exposure' });
  await shots(page, 'credit-file-limits', async () => {
    await expect(limits.getByText('$25,000').first()).toBeVisible();
    await expect(limits.getByText('No AR import')).toBeVisible();
  });
  await expect(page.getByRole('region', { name: 'Identity' })).toContainText(
    `${taxId.slice(0, 2)}-${taxId.slice(2)}`,
  );

  // The Customers list finds it by the tax id, typed with its dash.
  await page.goto('/customers');
  await page
    .getByPlaceholder('Name, tax id, DUNS or customer code')
    .fill(`${taxId.slice(0, 2)}-${taxId.slice(2)}`);
  await expect(page).toHaveURL(/filter=/);
  await shots(page, 'customers-list', async () => {
    // The form stores the name in capitals.
    await expect(page.getByText(name.toUpperCase()).first()).toBeVisible();
  });
});

test('the demo credit file: group, suggestion, timeline; a Read Only user sees it without actions', async ({
  page,
}) => {
  const request = page.context().request;
  expect((await (await apiLogin(request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
  const found = (await (await request.get('/api/v1/customers?search=Lone%20Star%20Hauling')).json()).data
    .rows as {
    id: string;
  }[];
  await page.goto(`/customers/${found[0].id}`);
  const suggestions = page.getByRole('region', { name: 'Possibly the same customer' });
  await shots(page, 'credit-file-demo', async () => {
    await expect(suggestions.getByRole('link', { name: 'Lone Star Haulers' })).toBeVisible();
    await expect(suggestions.getByRole('button', { name: 'Merge into this file' })).toBeVisible();
  });
  const holdings = (await (await request.get('/api/v1/customers?search=Gulf%20Coast%20Holdings')).json()).data
    .rows as { id: string }[];
  await page.goto(`/customers/${holdings[0].id}`);
  const group = page.getByRole('region', { name: 'Group' });
  await shots(page, 'credit-file-group', async () => {
    await expect(group.getByRole('link', { name: 'Gulf Coast Cold Storage' })).toBeVisible();
    await expect(group.getByRole('link', { name: 'Gulf Coast Drayage' })).toBeVisible();
  });

  // The console is left first: its calls in flight would otherwise meet the cleared session, and the sign-out
  // that follows could end the Read Only session signed in below (the page then landed on /login under load).
  await page.goto('about:blank');
  await page.context().clearCookies();
  expect((await (await apiLogin(request, DEMO_USERS.readOnly)).json()).success).toBe(true);
  const visible = (await (await request.get('/api/v1/customers?perPage=1')).json()).data.rows as {
    id: string;
  }[];
  await page.goto(`/customers/${visible[0].id}`);
  await shots(page, 'credit-file-read-only', async () => {
    await expect(page.getByText('Read only: you may not change this credit file.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Merge|Link|Move out|parent/ })).toHaveCount(0);
  });
});
