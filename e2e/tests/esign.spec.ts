/**
 * E-signature with the built-in provider, end to end in Chromium (issue 14): a credit application of a
 * unit that sends the agreement with the approval (IDS in the demo data) is approved -> the signing email
 * arrives in the mailbox -> the customer opens the link on a phone (375 px), consents and signs with the
 * Adopt And Sign dialog -> the signing-complete page -> on the details page the envelope is completed and
 * 'DocuSign PDF' is enabled -> the PDF's text holds the terms, the signer and the certificate page.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { superAdminRequest, waitForMail } from '../support/mailbox';
import { DEMO_USERS } from '../support/urls';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await superAdminRequest(test.info().project.use.baseURL);
});

interface Item {
  id: string;
  applicationNumber: string;
  email: string;
  unit: { companyId: string; divisionId: string | null };
}

test("the details page's DocuSign button sends the agreement of an approved application", async ({
  page,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ status: 'NEW', q: 'BRI' }));
  const list = (await (await api.get(`/api/v1/applications?filter=${filter}`)).json()) as Item[];
  const item = list.find((i) => i.applicationNumber.startsWith('BRI'));
  expect(item, 'a NEW Bristol application in the demo data').toBeDefined();
  const { id, unit } = item!;
  const contacts = (
    (await (await api.get(`/api/v1/units/${unit.divisionId ?? unit.companyId}/contacts`)).json()) as {
      data: Array<{ id: string }>;
    }
  ).data;
  await api.post(`/api/v1/applications/${id}/approve`, {
    data: { approvedAmount: '5000', netTerms: 'Net 15', customerCode: 'E2EBTN', contacts: [contacts[0].id] },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await (await apiLogin(page.context().request, DEMO_USERS.admin)).json()).success).toBe(true);
  await page.goto(`/applications/details/${id}`);
  const panel = page.getByTestId('esignature-panel');
  await expect(panel.getByTestId('esign-status')).toHaveText('not sent');
  await expect(page.getByRole('button', { name: 'DocuSign PDF' })).toBeDisabled();
  await panel.getByRole('button', { name: 'DocuSign' }).click();
  await expect(page.getByText('DocuSign agreement is being sent.')).toBeVisible();
  // The outbox worker sends it within a few seconds; the block refreshes itself.
  await expect(panel.getByTestId('esign-status')).toHaveText('sent', { timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Resend' })).toBeEnabled();
});

test("the Reviewed row's DocuSign sends the agreement, then says why it is disabled while out", async ({
  browser,
  baseURL,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ status: 'NEW', q: 'BRI' }));
  const list = (await (await api.get(`/api/v1/applications?filter=${filter}`)).json()) as Item[];
  const item = list.filter((i) => i.applicationNumber.startsWith('BRI')).at(-1);
  expect(item, 'a NEW Bristol application in the demo data').toBeDefined();
  const { id, applicationNumber, unit } = item!;
  const contacts = (
    (await (await api.get(`/api/v1/units/${unit.divisionId ?? unit.companyId}/contacts`)).json()) as {
      data: Array<{ id: string }>;
    }
  ).data;
  await api.post(`/api/v1/applications/${id}/approve`, {
    data: { approvedAmount: '7500', netTerms: 'Net 30', customerCode: 'E2EROW', contacts: [contacts[0].id] },
  });
  const reviewed = `/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'REVIEWED', q: applicationNumber }))}`;

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  const page = await desk.newPage();
  expect((await (await apiLogin(desk.request, DEMO_USERS.admin)).json()).success).toBe(true);
  await page.goto(reviewed);
  const row = page.getByTestId('application-row').filter({ hasText: applicationNumber });
  const docuSign = row.getByRole('button', { name: 'DocuSign' });
  await expect(docuSign).toBeEnabled();
  await docuSign.click();
  await expect(page.getByText('DocuSign agreement is being sent.')).toBeVisible();
  // The list reloads with the agreement out: the button is disabled and says why.
  await expect(docuSign).toBeDisabled();
  await expect(docuSign).toHaveAccessibleDescription(
    /^The agreement is out for signature \((pending|sent)\); resend or void it on the details page\.$/,
  );
  const state = await api.get(`/api/v1/applications/${id}/esign`);
  expect(((await state.json()) as { envelope: { status: string } }).envelope.status).toMatch(/queued|sent/);
  await desk.close();

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const narrow = await phone.newPage();
  await apiLogin(phone.request, DEMO_USERS.readOnly);
  await narrow.goto(reviewed);
  await narrow.getByRole('button', { name: `More actions for ${applicationNumber}` }).click();
  const item375 = narrow.getByRole('menuitem', { name: /DocuSign/ });
  await expect(item375).toBeDisabled();
  await expect(item375).toContainText('The agreement is out for signature');
  // The menu fades in: wait for it to settle before the picture.
  await narrow.waitForTimeout(500);
  await narrow.screenshot({ path: `${SHOTS}esign-reviewed-row-375.png`, animations: 'disabled' });
  await phone.close();
});

test('approve -> signing email -> sign at 375 px -> completion page -> DocuSign PDF', async ({
  browser,
  baseURL,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ status: 'NEW', q: 'IDS' }));
  const list = (await (await api.get(`/api/v1/applications?filter=${filter}`)).json()) as Item[];
  const item = list.find((i) => i.applicationNumber.startsWith('IDS'));
  expect(item, 'a NEW IDS application in the demo data').toBeDefined();
  const { id, applicationNumber, email, unit } = item!;
  const contacts = (
    (await (await api.get(`/api/v1/units/${unit.divisionId ?? unit.companyId}/contacts`)).json()) as {
      data: Array<{ id: string }>;
    }
  ).data;
  const approved = await api.post(`/api/v1/applications/${id}/approve`, {
    data: {
      approvedAmount: '15000',
      netTerms: 'Net 30',
      customerCode: 'E2ESIGN',
      contacts: [contacts[0].id],
    },
  });
  expect((await approved.json()).message).toBe('Successfully approved application.');

  const match = await waitForMail(
    api,
    email,
    new RegExp(`Application # ${applicationNumber}[\\s\\S]*?/api/esign/open/[A-Za-z0-9_-]+`),
  );
  const link = match.slice(match.indexOf('/api/esign/open/'));

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/Sign\/IDS\//);
  await expect(page.getByRole('heading', { name: 'Payment Terms Agreement' })).toBeVisible();
  await expect(page.getByText('$15,000')).toBeVisible();
  const sign = page.getByRole('button', { name: 'Sign The Agreement' });
  await expect(sign).toBeDisabled();
  await page.getByLabel(/I agree to sign this agreement electronically/).check();
  await page.screenshot({ path: `${SHOTS}esign-agreement-375.png`, fullPage: true });
  await sign.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Pat Signer');
  await dialog.getByRole('button', { name: 'Adopt And Sign' }).click();
  await expect(page).toHaveURL(/\/DocuSignComplete\/IDS\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'DocuSign Completed!' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}esign-complete-375.png` });
  await phone.close();

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  const details = await desk.newPage();
  expect((await (await apiLogin(desk.request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
  await details.goto(`/applications/details/${id}`);
  const panel = details.getByTestId('esignature-panel');
  await expect(panel.getByTestId('esign-status')).toHaveText('completed');
  await expect(panel.getByTestId('esign-events')).toContainText('signed');
  await expect(details.getByRole('button', { name: 'DocuSign PDF' })).toBeEnabled();
  await details.screenshot({ path: `${SHOTS}esign-details-1280.png` });
  await desk.close();

  const small = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const narrow = await small.newPage();
  await apiLogin(small.request, DEMO_USERS.superAdmin);
  await narrow.goto(`/applications/details/${id}`);
  const smallPanel = narrow.getByTestId('esignature-panel');
  await expect(smallPanel.getByTestId('esign-status')).toHaveText('completed');
  await smallPanel.screenshot({ path: `${SHOTS}esign-panel-375.png` });
  await small.close();

  const pdf = await api.get('/api/Application/getDocuSignPdf', { headers: { id } });
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() })
    .toString('utf8')
    .replace(/\s+/g, ' ');
  for (const part of [
    `Application # ${applicationNumber}`,
    'Approved Credit Amount $15,000',
    'Net 30',
    'E2ESIGN',
    `Signed by Pat Signer (${email})`,
    'Certificate of Completion',
    'Document SHA-256',
  ])
    expect(text).toContain(part);
});
