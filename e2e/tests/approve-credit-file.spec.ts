/**
 * The approve dialog sees the credit file (issue 29 item 6): a customer approved at UWL applies again (or
 * asks for an activation) at Bristol with the same federal tax id, so the undecided Bristol record is in the
 * same credit file (api/src/customers/match.ts matches by tax id at submit); the dialog opens with the
 * customer and its limit at the other division (no AR import, no group: exposure 'not known'), the
 * projection follows the amount typed, axe-clean at 1280 and 375 px. Each test makes its own records through
 * the API as the super admin (unique name and tax id per run): one page load, the record's details.
 */
import AxeBuilder from '@axe-core/playwright';
import type { CustomerFile, CustomerList } from '@cp/schemas/contracts/customers';
import { sampleFor } from '@cp/schemas/forms/samples';
import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { apiLogin } from '../support/auth';
import { shot } from '../support/shots';
import { DEMO_USERS } from '../support/urls';
import { inviteByApi, submitApplicationByApi, type InviteKind } from '../support/records';

type Resource = InviteKind;

const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The customer's submit of a Bristol activation with the business's name and tax id. */
async function activation(request: APIRequestContext, name: string, taxId: string) {
  const link = await inviteByApi(request, 'activations', 'BRI', 'approve-credit-bri');
  const res = await request.post('/api/CustomerActivation/setInvite', {
    data: {
      _id: link.id,
      email: link.email,
      data: { ...sampleFor('activation-cpg'), companyName: name, fedTaxId: taxId },
    },
  });
  const body = await res.json();
  expect(body.data?.applicationNumber, JSON.stringify(body)).toBeTruthy();
  return link;
}

/**
 * A customer with an approved limit at UWL and an undecided record of the kind at Bristol, both with one
 * tax id: the Bristol record's id and the credit file both are in.
 */
async function undecided(request: APIRequestContext, resource: Resource) {
  const taxId = String(600000000 + Math.floor(Math.random() * 99999999));
  const name = `Credit Panel Freight ${stamp()}`;
  const uwl = await submitApplicationByApi(request, 'UWL', name, taxId, 'approve-credit-uwl');
  const approved = await request.post(`/api/v1/applications/${uwl.id}/approve`, {
    data: {
      approvedAmount: 40000,
      netTerms: 'NET 30',
      customerCode: `CPF-${stamp()}`,
      contacts: [uwl.contactId],
    },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  const bri =
    resource === 'applications'
      ? await submitApplicationByApi(request, 'BRI', name, taxId, 'approve-credit-bri')
      : await activation(request, name, taxId);

  const list = (await (await request.get(`/api/v1/customers?search=${taxId}`)).json()).data as CustomerList;
  expect(list.rows).toHaveLength(1);
  const file = (await (await request.get(`/api/v1/customers/${list.rows[0].id}`)).json())
    .data as CustomerFile;
  expect(file.submissions.map((s) => s.id).sort()).toEqual([uwl.id, bri.id].sort());
  return { id: bri.id, file };
}

for (const resource of ['applications', 'activations'] as const) {
  test(`the ${resource} approve dialog shows the credit file and the group projection`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await (await apiLogin(page.request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
    const found = await undecided(page.request, resource);
    await page.goto(`/${resource}/details/${found.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    const panel = dialog.getByRole('region', { name: 'Credit file' });
    await expect(panel.getByRole('link', { name: found.file.identity.legalName })).toBeVisible();
    await expect(panel).toContainText('Other divisions');
    await expect(panel).toContainText('UWL: limit $40,000');
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
