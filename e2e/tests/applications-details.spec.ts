/**
 * The application details page a credit analyst works from (back-office.md §2 'Application details'), at
 * 1280 and 375 px, axe-clean: a summary band at the top; Save in the header stores payment terms and net
 * terms (a NEW application becomes PENDING); the approval dialog shows the amount requested and opens at
 * the smaller of it and the unit's quick credit amount, saying which; after Approve the list's banner
 * says what happened and links back; the Reviewed row shows Date Received, Date Approved or Date Denied,
 * Net Terms and Payment Terms apart; an uploaded trade-reference file shows once, under its own name;
 * the home page is titled by what it shows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '../support/fixtures';
import { shot } from '../support/shots';
import { sampleFor } from '@cp/schemas/forms/samples';
import { apiLogin } from '../support/auth';
import { animationsDone } from '../support/settle';
import { DEMO_USERS } from '../support/urls';

// Independent tests (unique records each): both workers take them, so the run's tail is balanced (issue 26).
test.describe.configure({ mode: 'parallel' });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/console-shots/';
const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@customer.test`;

// axe-core's browser build, evaluated in the page (an injected <script> would be refused by the CSP).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Axe = {
  run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
};
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** At 1280 and 375 px: `check` passes, axe finds nothing, and a full-page screenshot is taken. */
async function atBothWidths(page: Page, name: string, check: () => Promise<void>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // A notification still fading in or out is half transparent: axe measured '.MuiAlert-message' against the
    // blend once (approval dialog at 375 px, after Save's banner). Scan once nothing is moving.
    await animationsDone(page);
    expect(await axeViolations(page), `axe at ${width} px: ${name}`).toEqual([]);
    await shot(page, { path: `${SHOTS}details-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An eight-step application for UWL asking for $5,000, submitted through the portal's own call. */
async function submitted(request: APIRequestContext) {
  const units = (await (await request.get('/api/v1/units/offered?kind=applications')).json()).data as {
    id: string;
    code: string;
    kind: string;
  }[];
  const unit = units.find((u) => u.code === 'UWL')!;
  const contacts = (await (await request.get(`/api/v1/units/${unit.id}/contacts`)).json()).data as {
    id: string;
  }[];
  const email = unique('details');
  const invited = await request.post('/api/v1/applications/invite', {
    data: {
      email,
      company_id: unit.kind === 'company' ? unit.id : null,
      division_id: unit.kind === 'division' ? unit.id : null,
      contacts: [contacts[0].id],
    },
  });
  const id = (await invited.json()).data.id as string;
  const res = await request.post('/api/Application/setInviteApplication', {
    data: { _id: id, email, data: { ...sampleFor('application-eight'), amountReq: 5000 }, submit: true },
  });
  const body = await res.json();
  expect(body.message).toBe('Application Submitted!');
  return { id, number: body.data.applicationNumber as string };
}

test.beforeEach(async ({ page }) => {
  const res = await apiLogin(page.context().request, DEMO_USERS.superAdmin);
  expect((await res.json()).success).toBe(true);
});

test('details: summary band, Save (NEW → PENDING), the approval dialog and the banner back to the record', async ({
  page,
}) => {
  const app = await submitted(page.context().request);
  const details = await (await page.context().request.get(`/api/v1/applications/${app.id}`)).json();
  const quick = details.quickCreditAmount as number;
  await page.goto(`/applications/details/${app.id}`);
  const band = page.getByTestId('summary-band');
  await atBothWidths(page, 'new', async () => {
    await expect(band).toContainText('Amount Requested$5,000');
    await expect(band).toContainText('StatusNEW');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  await page.getByLabel('Payment Terms').fill('2% 10 days');
  await page.getByLabel('Net Terms').click();
  await page.getByRole('option', { name: 'Net 45' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(banner(page, 'Successfully updated application.')).toBeVisible();
  await expect(band).toContainText('StatusPENDING');

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Approval' });
  const smaller = !quick || quick >= 5000;
  await atBothWidths(page, 'approval', async () => {
    await expect(dialog.getByTestId('amount-requested')).toHaveText('Amount Requested: $5,000');
    await expect(dialog.getByLabel('Amount Approved')).toHaveValue(
      smaller ? '5,000' : quick.toLocaleString('en-US'),
    );
    await expect(dialog).toContainText(
      smaller ? 'Pre-filled with the requested amount' : 'less than requested',
    );
  });
  await expect(dialog.getByRole('combobox', { name: 'Net Terms' })).toHaveText('Net 45');
  await dialog.getByLabel('Customer Code').fill('UWL-D-1');
  await dialog.getByLabel('Contacts', { exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Approve' }).click();

  // Back on the list (§4), the banner says which record was approved and links back to it.
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByTestId('decided-notice');
  await expect(notice).toHaveText(
    `Successfully approved application. — Credit Application # ${app.number} was approved. Open Credit Application # ${app.number}`,
  );
  await notice.getByRole('link', { name: `Open Credit Application # ${app.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/details/${app.id}$`));
  // The home page showed the application list under an app bar titled 'Customer Activations'.
  await page.goto('/');
  await expect(page.locator('.route-title')).toHaveText('Applications');
  await page.goto(`/applications/details/${app.id}`);
  await atBothWidths(page, 'approved', async () => {
    await expect(band).toContainText('StatusAPPROVED');
    await expect(page.getByText('Payment Terms', { exact: true }).locator('+ *')).toHaveText('2% 10 days');
    await expect(page.getByText('Net Terms', { exact: true }).locator('+ *')).toHaveText('Net 45');
  });

  await page.goto(
    `/applications?filter=${encodeURIComponent(JSON.stringify({ status: 'REVIEWED', q: app.number }))}`,
  );
  const headers = page.getByRole('columnheader');
  await expect(headers.filter({ hasText: /^Date Received$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Date Approved or Date Denied$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Net Terms$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Payment Terms$/ })).toHaveCount(1);
  const row = page.getByTestId('application-row').filter({ hasText: app.number });
  await expect(row).toContainText('Net 45');
  await expect(row).toContainText('2% 10 days');
  await atBothWidths(page, 'reviewed', async () => {
    await expect(page.getByTestId('application-row').first()).toBeVisible();
  });
});

test('an uploaded trade-reference file shows once, under its own name', async ({ page }) => {
  const app = await submitted(page.context().request);
  await page.goto(`/applications/details/${app.id}`);
  await page.getByLabel('Trade references file').setInputFiles({
    name: 'acme-references.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await expect(banner(page, 'Successfully Uploaded Trade References.')).toBeVisible();
  const stored = (await (await page.context().request.get(`/api/v1/applications/${app.id}`)).json()).data
    .tradeReferencesFileName as string;
  const section = page.getByTestId('section-tradeReferences');
  await atBothWidths(page, 'trade-references', async () => {
    await expect(section.getByRole('button', { name: 'Download acme-references.pdf' })).toBeVisible();
    await expect(section.getByText(/acme-references/)).toHaveCount(1);
    if (stored !== 'acme-references.pdf') await expect(section).not.toContainText(stored);
  });
});
