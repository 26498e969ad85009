/**
 * Reference requests end to end (README 'Reference requests'): a submitted eight-step application with three
 * trade references (one on a free-mail address) and a bank sends four requests; one reference answers on a
 * phone through the emailed link and access code, one says it cannot give references, the bank has not answered yet; the console's details
 * page shows the score, the states and the free-mail flag; a used link answers like an expired one. The
 * reminders (twice, then they stop) run on a controllable clock in api/src/references/reference-reminders.test.ts.
 */
import { sampleFor } from '@cp/schemas/forms/samples';
import { expect, test, type APIRequestContext } from '../support/fixtures';
import { apiLogin } from '../support/auth';
import { waitForMail } from '../support/mailbox';
import { inviteByApi } from '../support/records';
import { shot } from '../support/shots';
import { DEMO_USERS } from '../support/urls';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** An eight-step application at UWL with its references' emails; the request's link and code of each. */
async function submitted(request: APIRequestContext) {
  const s = stamp();
  const trade = [`ar-${s}@pacificdrayage.com`, `owner-${s}@gmail.com`, `credit-${s}@midwestpack.com`];
  const bank = `lending-${s}@firstharborbank.com`;
  const link = await inviteByApi(request, 'applications', 'UWL', 'references');
  const sample = sampleFor('application-eight') as Record<string, unknown>;
  const data = {
    ...sample,
    companyName: `Reference Freight ${s}`,
    tradeRefInfo: (sample.tradeRefInfo as object[]).map((r, i) => ({ ...r, email: trade[i] })),
    bankInfo: { ...(sample.bankInfo as object), email: bank },
  };
  const res = await request.post('/api/Application/setInviteApplication', {
    data: { _id: link.id, email: link.email, data, submit: true },
  });
  expect((await res.json()).message).toBe('Application Submitted!');
  return { id: link.id, trade, bank, name: data.companyName };
}

/** The link and access code a request email carries (the suite's mailbox shows links whole). */
async function requestOf(request: APIRequestContext, to: string) {
  const url = await waitForMail(request, to, /https?:\/\/[^\s"<>\\]+\/Reference\/[^\s"<>\\]+/);
  const code = (await waitForMail(request, to, /Access code:?\s*(?:<[^>]+>\s*)*[A-Z0-9]{6}/)).slice(-6);
  return { path: new URL(url).pathname, code };
}

test('four requests; a phone answer is scored in the console, a decline counts, a free-mail reference is flagged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect((await (await apiLogin(page.request, DEMO_USERS.superAdmin)).json()).success).toBe(true);
  const app = await submitted(page.request);
  const sent = await page.request.post(`/api/v1/submissions/${app.id}/reference-requests`, { data: {} });
  expect(await sent.json()).toMatchObject({ success: true, data: { sent: 4 } });

  // The first trade reference answers on a phone.
  const first = await requestOf(page.request, app.trade[0]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(first.path);
  await expect(page.getByRole('heading', { name: new RegExp(app.name, 'i') })).toBeVisible();
  await page.getByLabel('Access code').fill(first.code.toLowerCase());
  await page.getByLabel('High credit in the last 12 months').fill('30000');
  await page.getByLabel('Average days beyond terms').fill('0');
  await page.getByRole('radio', { name: 'Prompt' }).check();
  // The form's only yes/no question: would you sell to them again on open terms.
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByLabel(/Your name/).fill('Maria Lopez');
  await shot(page, { path: 'test-results/shots/reference-answer-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(/your answer was sent/i)).toBeVisible();
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= 375);
  expect(noHorizontalScroll).toBe(true);

  // The used link now answers like an expired one.
  await page.goto(first.path);
  await expect(page.getByText(/expired or has already been answered/i)).toBeVisible();

  // The third trade reference says it cannot give references.
  const third = await requestOf(page.request, app.trade[2]);
  await page.goto(third.path);
  await page.getByLabel('Access code').fill(third.code);
  await page.getByRole('button', { name: 'We cannot give references' }).click();
  await page.getByRole('button', { name: 'Yes, send this answer' }).click();
  await expect(page.getByText(/Thank you — your answer was sent/)).toBeVisible();

  // The console: the score, the states and the free-mail flag.
  const listed = await (await page.request.get(`/api/v1/submissions/${app.id}/references`)).json();
  const byEmail = (email: string) =>
    listed.data.requests.find((r: { email: string }) => r.email === email) as {
      status: string;
      flags: string[];
      answer: { score: number } | null;
    };
  expect(byEmail(app.trade[0])).toMatchObject({ status: 'answered', answer: { score: 80 } });
  expect(byEmail(app.trade[2]).status).toBe('declined');
  expect(byEmail(app.bank).status).toMatch(/^(sent|queued)$/);
  expect(byEmail(app.trade[1]).flags).toEqual(['free-mail']);
  expect(listed.data.score).toMatchObject({ weightedScore: 80, answers: 1, declined: 1 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/applications/details/${app.id}`);
  const panel = page.getByRole('region', { name: /References/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Answered').first()).toBeVisible();
  await expect(panel.getByText('Declined').first()).toBeVisible();
  await expect(panel.getByText('Free email provider')).toBeVisible();
  await expect(panel.getByText(/\b80\b/).first()).toBeVisible();
  await shot(panel, { path: 'test-results/shots/references-panel-1280.png' });
  await panel.getByRole('button', { name: 'Show answers' }).first().click();
  await expect(panel.getByText('Payment habit')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel.getByText('Free email provider')).toBeVisible();
  await shot(panel, { path: 'test-results/shots/references-panel-375.png' });
});
