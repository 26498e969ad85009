/**
 * Reads the local mailbox through the Email log API (GET /api/v1/email-log, super admin only; owned by
 * the documents area). Without SMTP_URL every email the product sends is recorded there; its links are
 * there in full because the suite's server runs the mailbox's development mode (scripts/e2e-server.mjs,
 * MAILBOX_SHOW_LINKS=true).
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './auth';
import { DEMO_USERS, MAIN_URL } from './urls';

export interface MailRow {
  id: string | number;
  [field: string]: unknown;
}

/** A request context signed in as the demo super admin. */
export async function superAdminRequest(baseURL = MAIN_URL): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await apiLogin(context, DEMO_USERS.superAdmin);
  if (!(await res.json()).success) throw new Error('The demo super admin could not sign in.');
  return context;
}

/** The newest emails (up to 200), newest first. `request` must be signed in as a super admin. */
export async function readMailbox(request: APIRequestContext): Promise<MailRow[]> {
  const range = encodeURIComponent(JSON.stringify([0, 199]));
  const sort = encodeURIComponent(JSON.stringify(['createdAt', 'DESC']));
  const res = await request.get(`/api/v1/email-log?range=${range}&sort=${sort}`);
  if (!res.ok()) throw new Error(`Email log answered ${res.status()}`);
  const body = (await res.json()) as MailRow[] | { data?: MailRow[] };
  return Array.isArray(body) ? body : (body.data ?? []);
}

/** Polls the mailbox until an email to `to` whose full record matches `pattern` arrives; returns the match. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<string> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const mine = (await readMailbox(request)).filter((r) =>
      JSON.stringify(r).toLowerCase().includes(to.toLowerCase()),
    );
    for (const row of mine) {
      const detail = await request.get(`/api/v1/email-log/${row.id}`);
      const text = (detail.ok() ? await detail.text() : JSON.stringify(row)).replace(/\\u0026|&amp;/g, '&');
      const match = text.match(pattern);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`No email to ${to} matching ${pattern} arrived.`);
}
