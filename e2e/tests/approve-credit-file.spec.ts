/**
 * The approve dialog sees the credit file (issue 29 item 6): for an application and an activation of the
 * demo's credit files that are still undecided, the dialog opens with the customer, its other divisions,
 * exposure and its group, the projection follows the amount typed, axe-clean at 1280 and 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { CustomerFile, CustomerList } from '@cp/schemas/contracts/customers';
import { expect, test, type Page } from '../support/fixtures';
import { login } from '../support/auth';
import { shot } from '../support/shots';
import { DEMO_USERS } from '../support/urls';

/** The demo's credit files (api/src/db/seed/demo-customers.ts DEMO_CUSTOMERS). */
const DEMO_FILES = [
  'Lone Star Hauling LLC',
  'Gulf Coast Cold Storage',
  'Gulf Coast Drayage',
  'Gulf Coast Holdings Inc',
];

const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

/** An undecided submission of the kind in one of the demo's credit files (the spread customer first). */
async function undecided(page: Page, resource: 'applications' | 'activations') {
  for (const name of DEMO_FILES) {
    const list = (
      await (await page.request.get(`/api/v1/customers?search=${encodeURIComponent(name)}`)).json()
    ).data as CustomerList;
    for (const row of list.rows) {
      const file = (await (await page.request.get(`/api/v1/customers/${row.id}`)).json())
        .data as CustomerFile;
      const s = file.submissions.find(
        (x) => x.resource === resource && ['NEW', 'PENDING'].includes(x.status),
      );
      if (s) return { id: s.id, file };
    }
  }
  return null;
}

for (const resource of ['applications', 'activations'] as const) {
  test(`the ${resource} approve dialog shows the credit file and the group projection`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, DEMO_USERS.superAdmin, undefined, '', '/');
    const found = await undecided(page, resource);
    test.skip(!found, `no undecided ${resource} in the demo's credit files`);
    if (!found) return;
    await page.goto(`/${resource}/details/${found.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    const panel = dialog.getByRole('region', { name: 'Credit file' });
    await expect(panel.getByRole('link', { name: found.file.identity.legalName })).toBeVisible();
    await expect(panel).toContainText('Other divisions');
    await expect(panel.getByTestId('credit-projection')).toContainText('This approval takes the');
    await dialog.getByLabel('Amount Approved').fill('25000');
    await expect(panel.getByTestId('credit-projection')).toContainText('$');
    await axeClean(page);
    await shot(dialog, { path: `test-results/shots/approve-credit-${resource}-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(panel).toBeVisible();
    await axeClean(page);
    await shot(dialog, { path: `test-results/shots/approve-credit-${resource}-375.png` });
  });
}
