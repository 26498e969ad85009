/**
 * E-signature with the built-in provider, end to end in Chromium (README 'E-signature'): a credit
 * application of a unit that sends the agreement with the approval (IDS in the demo data) is approved -> the
 * signing email arrives in the mailbox -> the customer opens the link on a phone (375 px), consents and signs
 * with the Adopt And Sign dialog -> the signing-complete page -> the signer's copy is emailed with the signed
 * agreement and its certificate -> on the details page the envelope is completed (its status legible from
 * its first frame) and 'DocuSign PDF' is enabled -> the PDF's text holds the terms, the signer and the
 * certificate page. Declining: the customer declines with a reason at 375 px (the page and its dialog pass
 * axe at 1280 and 375 px), the link then says it was declined, staff read the reason on the details page
 * and send a new agreement.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { apiLogin } from '../support/auth';
import { readMailbox, superAdminRequest, waitForMail } from '../support/mailbox';
import { animationsDone } from '../support/settle';
import { DEMO_USERS } from '../support/urls';

// Independent tests (unique records each): both workers take them, so the run's tail is balanced (issue 26).
test.describe.configure({ mode: 'parallel' });

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

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's WCAG 2.1 AA violations of the page (or of `within`) at 1280 and 375 px, as readable lines. */
async function axeAtBothWidths(page: Page, within?: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
    const { violations } = await (within ? builder.include(within) : builder).analyze();
    for (const v of violations)
      found.push(`@${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

/**
 * The contrast of the agreement status chip's text on its background in the first frame it reads `status`
 * (a translucent background composed over the white card), before any transition has run its course.
 */
async function chipContrastWhenShown(page: Page, status: string): Promise<number> {
  const handle = await page.waitForFunction(
    (want) => {
      const chip = document.querySelector<HTMLElement>('[data-testid="esign-status"]');
      if (!chip || chip.textContent !== want) return false;
      const style = getComputedStyle(chip);
      const rgba = (c: string) => {
        const [r, g, b, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
        return [r, g, b].map((v) => a * v + (1 - a) * 255);
      };
      const luminance = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const x = v / 255;
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [fg, bg] = [luminance(rgba(style.color)), luminance(rgba(style.backgroundColor))];
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    },
    status,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** An application approved by the API; the unit's contacts' first is its point of contact. */
async function approveFirst(q: string, terms: object, pick: (items: Item[]) => Item | undefined) {
  const filter = encodeURIComponent(JSON.stringify({ status: 'NEW', q }));
  const list = (await (await api.get(`/api/v1/applications?filter=${filter}`)).json()) as Item[];
  const item = pick(list.filter((i) => i.applicationNumber.startsWith(q)));
  expect(item, `a NEW ${q} application in the demo data`).toBeDefined();
  const { unit } = item!;
  const contacts = (
    (await (await api.get(`/api/v1/units/${unit.divisionId ?? unit.companyId}/contacts`)).json()) as {
      data: Array<{ id: string }>;
    }
  ).data;
  const approved = await api.post(`/api/v1/applications/${item!.id}/approve`, {
    data: { ...terms, contacts: [contacts[0].id] },
  });
  expect((await approved.json()).message).toBe('Successfully approved application.');
  return item!;
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
  // The esign-envelope job sends it within a few seconds; the block refreshes itself.
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
  await animationsDone(narrow);
  await shot(narrow, { path: `${SHOTS}esign-reviewed-row-375.png`, animations: 'disabled' });
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
  await shot(page, { path: `${SHOTS}esign-agreement-375.png`, fullPage: true });
  await sign.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Pat Signer');
  await dialog.getByRole('button', { name: 'Adopt And Sign' }).click();
  await expect(page).toHaveURL(/\/DocuSignComplete\/IDS\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'DocuSign Completed!' })).toBeVisible();
  await shot(page, { path: `${SHOTS}esign-complete-375.png` });
  await phone.close();

  // The signer's copy: the signed agreement and its certificate, attached to an email to the signer.
  const subject = `Your signed payment terms agreement - Application # ${applicationNumber}`;
  await waitForMail(api, email, new RegExp(subject));
  const copy = (await readMailbox(api)).find((r) => r.subject === subject);
  const detail = (await (await api.get(`/api/v1/email-log/${copy!.id}`)).json()) as {
    to: string[];
    attachments: Array<{ filename: string; contentType: string }>;
  };
  expect(detail.to).toEqual([email]);
  expect(detail.attachments.map((a) => a.filename)).toEqual([
    `Payment Terms Agreement # ${applicationNumber}.pdf`,
    `Certificate of Completion # ${applicationNumber}.pdf`,
  ]);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  const details = await desk.newPage();
  expect((await (await apiLogin(desk.request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
  await details.goto(`/applications/details/${id}`);
  const panel = details.getByTestId('esignature-panel');
  // Legible from the first frame that shows it: white on the success green, never on a fading grey.
  expect(await chipContrastWhenShown(details, 'completed')).toBeGreaterThanOrEqual(4.5);
  await expect(panel.getByTestId('esign-status')).toHaveText('completed');
  expect(await axeAtBothWidths(details, '[data-testid="esignature-panel"]')).toEqual([]);
  await details.setViewportSize({ width: 1280, height: 900 });
  await expect(panel.getByTestId('esign-events')).toContainText('signed');
  await expect(details.getByRole('button', { name: 'DocuSign PDF' })).toBeEnabled();
  await shot(details, { path: `${SHOTS}esign-details-1280.png` });
  await desk.close();

  const small = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const narrow = await small.newPage();
  await apiLogin(small.request, DEMO_USERS.superAdmin);
  await narrow.goto(`/applications/details/${id}`);
  const smallPanel = narrow.getByTestId('esignature-panel');
  await expect(smallPanel.getByTestId('esign-status')).toHaveText('completed');
  await shot(smallPanel, { path: `${SHOTS}esign-panel-375.png` });
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

test('the customer declines with a reason at 375 px; staff read it and send a new agreement', async ({
  browser,
  baseURL,
}) => {
  const item = await approveFirst(
    'MBT',
    { approvedAmount: '9000', netTerms: 'Net 45', customerCode: 'E2EDECL' },
    (items) => items[0],
  );
  const { id, applicationNumber, email } = item;
  expect((await api.post(`/api/v1/applications/${id}/esign/send`)).ok()).toBe(true);
  const match = await waitForMail(
    api,
    email,
    new RegExp(`Application # ${applicationNumber}[\\s\\S]*?/api/esign/open/[A-Za-z0-9_-]+`),
  );
  const link = match.slice(match.indexOf('/api/esign/open/'));

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Payment Terms Agreement' })).toBeVisible();
  expect(await axeAtBothWidths(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, { path: `${SHOTS}esign-agreement-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, { path: `${SHOTS}esign-agreement-decline-375.png`, fullPage: true });

  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the agreement' });
  await expect(dialog.getByLabel(/Reason for declining/)).toBeFocused();
  await dialog.getByRole('button', { name: 'Decline Agreement' }).click();
  await expect(dialog.getByText('Enter the reason you are declining.')).toBeVisible();
  await dialog.getByLabel(/Reason for declining/).fill('We need Net 30, not Net 45.');
  expect(await axeAtBothWidths(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, { path: `${SHOTS}esign-decline-dialog-375.png` });
  await dialog.getByRole('button', { name: 'Decline Agreement' }).click();
  const notice = page.getByText(/^You declined this agreement on \d{2}\/\d{2}\/\d{4}\./);
  await expect(notice).toBeVisible();
  await expect(page.getByText('We need Net 30, not Net 45.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign The Agreement' })).toHaveCount(0);
  expect(await axeAtBothWidths(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, { path: `${SHOTS}esign-declined-375.png` });
  // The emailed link keeps saying so.
  await page.goto(link);
  await expect(notice).toBeVisible();
  await phone.close();

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  const details = await desk.newPage();
  expect((await (await apiLogin(desk.request, DEMO_USERS.admin)).json()).success).toBe(true);
  await details.goto(`/applications/details/${id}`);
  const panel = details.getByTestId('esignature-panel');
  await expect(panel.getByTestId('esign-status')).toHaveText('declined');
  await expect(panel.getByTestId('esign-declined')).toContainText(
    /^Declined by the signer on \d{2}\/\d{2}\/\d{4}\./,
  );
  await expect(panel.getByTestId('esign-declined')).toContainText('“We need Net 30, not Net 45.”');
  expect(await axeAtBothWidths(details, '[data-testid="esignature-panel"]')).toEqual([]);
  await details.setViewportSize({ width: 375, height: 812 });
  await shot(panel, { path: `${SHOTS}esign-panel-declined-375.png` });
  await details.setViewportSize({ width: 1280, height: 900 });
  await shot(panel, { path: `${SHOTS}esign-panel-declined-1280.png` });
  await panel.getByRole('button', { name: 'DocuSign' }).click();
  await expect(details.getByText('DocuSign agreement is being sent.')).toBeVisible();
  await expect(panel.getByTestId('esign-status')).toHaveText(/pending|sent/, { timeout: 20_000 });
  await expect(panel.getByTestId('esign-declined')).toHaveCount(0);
  await desk.close();
});
