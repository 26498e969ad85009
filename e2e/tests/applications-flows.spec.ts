/**
 * Credit Applications in the console beyond the six-step happy path (issue 12 'Tests and figures'): an
 * eight-step UWL application whose approval needs a customer code, a denial with a denial code, copy to
 * another unit, resend, change email and delete of a sent invite (delete only while sent), the trade
 * references upload and download, and a duplicate submission with both notices. The customer's part
 * (the wizard itself is covered by applications.spec and portal-application.spec) is the portal's own
 * submit call, so this spec stays well under a minute; every staff step is done on screen.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormKey } from '@cp/schemas/forms/types';
import { apiLogin } from '../support/auth';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { DEMO_USERS } from '../support/urls';

// Independent tests (unique records each): both workers take them, so the run's tail is balanced (issue 26).
test.describe.configure({ mode: 'parallel' });

let mail: APIRequestContext;
test.beforeAll(async () => {
  mail = await superAdminRequest(test.info().project.use.baseURL);
});
test.beforeEach(async ({ page }) => {
  const res = await apiLogin(page.context().request, DEMO_USERS.superAdmin);
  expect((await res.json()).success).toBe(true);
});

const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@customer.test`;

async function pick(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

interface Invited {
  id: string;
  email: string;
  contactEmail: string;
}

/** An invite sent through the console's own call, to the unit of `code`, with its first contact. */
async function invite(request: APIRequestContext, code: string, email = unique(code)): Promise<Invited> {
  const units = (await (await request.get('/api/v1/units/offered?kind=applications')).json()).data as {
    id: string;
    code: string;
    kind: string;
  }[];
  const unit = units.find((u) => u.code === code)!;
  const contacts = (await (await request.get(`/api/v1/units/${unit.id}/contacts`)).json()).data as {
    id: string;
    email: string;
  }[];
  const res = await request.post('/api/v1/applications/invite', {
    data: {
      email,
      company_id: unit.kind === 'company' ? unit.id : null,
      division_id: unit.kind === 'division' ? unit.id : null,
      contacts: [contacts[0].id],
    },
  });
  const body = await res.json();
  expect(body.message).toBe('Application invite has been sent out');
  return { id: body.data.id, email, contactEmail: contacts[0].email };
}

/** The customer submits the form's valid sample through the portal's call (the link is the credential). */
async function submit(request: APIRequestContext, to: Invited, form: FormKey): Promise<string> {
  const res = await request.post('/api/Application/setInviteApplication', {
    data: { _id: to.id, email: to.email, data: sampleFor(form), submit: true },
  });
  const body = await res.json();
  expect(body.message).toBe('Application Submitted!');
  return body.data.applicationNumber as string;
}

async function submitted(page: Page, code: string, form: FormKey) {
  const request = page.context().request;
  const to = await invite(request, code);
  const number = await submit(request, to, form);
  return { ...to, number };
}

test('eight-step UWL application: approval needs a customer code; customer and contact are emailed', async ({
  page,
}) => {
  const app = await submitted(page, 'UWL', 'application-eight');
  expect(app.number).toMatch(/^UWL/);
  await page.goto(`/applications/details/${app.id}`);
  await expect(page.getByRole('heading', { name: `Credit Application # ${app.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount Approved').fill('25000');
  await pick(page, 'Net Terms', 'Net 45');
  await pick(page, 'Contacts', /./);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('You must enter a customer code!')).toBeVisible();
  await dialog.getByLabel('Customer Code').fill('UWL-C-77');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(banner(page, 'Successfully approved application.')).toBeVisible();
  await waitForMail(mail, app.email, new RegExp(`Credit Application Approved - Application # ${app.number}`));
  await waitForMail(mail, app.contactEmail, new RegExp(`Application # ${app.number}`));

  // Copy to another unit (§2 Reviewed row): a new invitation for the other unit's customer.
  await page.goto(
    `/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'REVIEWED', q: app.number }))}`,
  );
  const row = page.getByTestId('application-row').filter({ hasText: app.number });
  await expect(row).toContainText('Net 45');
  await row.getByRole('button', { name: 'Copy' }).click();
  const copyTo = unique('copy');
  await page.getByRole('dialog').getByLabel('Email').fill(copyTo);
  await pick(page, 'Company | Division', /^WDS \|/);
  await pick(page, 'Contacts', /./);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(banner(page, 'Successfully copied application.')).toBeVisible();
  await waitForMail(mail, copyTo, /\/Apply\/[^"'\s<>]+/);
});

test('deny with a denial code; trade references upload and download', async ({ page }) => {
  const app = await submitted(page, 'BRI', 'application-six-cpg');
  await page.goto(`/applications/details/${app.id}`);

  // Trade references: upload after the confirmation, then download the same file.
  await page.getByLabel('Trade references file').setInputFiles({
    name: 'references.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await expect(banner(page, 'Successfully Uploaded Trade References.')).toBeVisible();
  const download = page.waitForEvent('download');
  // The server keeps the name with a suffix of its own (references_<id>.pdf).
  await page.getByRole('button', { name: /^Download references.*\.pdf$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^references.*\.pdf$/);

  // A submitted application cannot be deleted (§2: Delete for sent only).
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Deny' }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, 'Contacts', /./);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Deny' }).click();
  await expect(dialog.getByText('You must select a denial code!')).toBeVisible();
  await pick(page, 'Denial Code', /./);
  await dialog.getByRole('button', { name: 'Deny' }).click();
  await expect(banner(page, 'Successfully denied application.')).toBeVisible();
  await waitForMail(mail, app.email, new RegExp(`Credit Application Decision - Application # ${app.number}`));
  await waitForMail(
    mail,
    app.contactEmail,
    new RegExp(`Credit Application Denied - Application # ${app.number}`),
  );
});

test('a sent invite: resend, change email, delete', async ({ page }) => {
  const sent = await invite(page.context().request, 'MBT');
  await page.goto(
    `/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'SENT', q: sent.email }))}`,
  );
  const row = page.getByTestId('application-row').filter({ hasText: sent.email });
  await row.getByRole('button', { name: 'Resend App' }).click();
  await expect(banner(page, 'Application invite has been resent')).toBeVisible();

  await row.getByRole('button', { name: 'Details' }).click();
  const changed = unique('changed');
  await page.getByLabel('Email', { exact: true }).fill(changed);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(banner(page, 'Successfully updated application.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(new RegExp(`^${changed}$`, 'i'));

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page, 'Application invite has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a duplicate submission: 'possible duplicate' on the list and details, both notices sent", async ({
  page,
}) => {
  const first = await submitted(page, 'MBT', 'application-six-cpg');
  const second = await submitted(page, 'BRI', 'application-six-cpg');
  await page.goto(`/applications/details/${second.id}`);
  await expect(page.getByText(/possible duplicate/)).toBeVisible();
  await expect(page.getByRole('link', { name: first.number })).toBeVisible();
  await page.goto(
    `/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW', q: second.number }))}`,
  );
  await expect(page.getByTestId('application-row').filter({ hasText: second.number })).toContainText(
    'possible duplicate',
  );
  await waitForMail(mail, second.email, /We already have your credit application/);
  await waitForMail(mail, second.contactEmail, /Duplicate Credit Application/);
});
