import { HttpError } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { clearSessionCookies, COOKIE, getCookie, setCookie } from '../auth/cookies';
import { browser, LOGIN_PATH } from '../auth/navigation';
import { retryTracker, retryWaitMs } from './retry';

/**
 * back-office.md §9: 429 waits 10 s (1 s for the token refresh; longer when the server's Retry-After says
 * so); a refresh in progress is polled every 100 ms.
 */
export const timing = {
  retryAfter429Ms: 10_000,
  refreshRetryAfter429Ms: 1_000,
  refreshPollMs: 100,
  /** A flag left behind by a closed tab must not block requests forever. */
  refreshWaitLimitMs: 15_000,
  max429Retries: 3,
};

export const REFRESH_URL = '/api/User/refreshToken';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // The JSON body has no single shape: ra-data-simple-rest reads arrays, the spec calls an envelope.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parse(body: string): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/** The message of a failed answer: the envelope's message, else the text body (§7 'Client handling'). */
function messageOf(json: unknown, body: string): string {
  if (
    json &&
    typeof json === 'object' &&
    'message' in json &&
    typeof json.message === 'string' &&
    json.message
  )
    return json.message;
  if (body && json === undefined && !body.trimStart().startsWith('<')) return body;
  return GENERAL_ERROR;
}

function send(url: string, options: RequestInit): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  // The header selection, so lists can narrow to it (the server intersects it with the user's scope).
  const company = getCookie(COOKIE.selectedCompany);
  const division = getCookie(COOKIE.selectedDivision);
  if (company && !headers.has('x-selected-company')) headers.set('x-selected-company', company);
  if (division && !headers.has('x-selected-division')) headers.set('x-selected-division', division);
  return fetch(url, { credentials: 'same-origin', ...options, headers });
}

/**
 * One request, asked again after a 429, or after a 503 with Retry-After on a read, as dataProvider/retry.ts
 * says (bounded waits; the console shows a notice meanwhile).
 */
async function sendWithRetries(url: string, options: RequestInit, wait429Ms: number): Promise<Response> {
  const tracker = retryTracker();
  const attempts = new Map<number, number>();
  let waited = 0;
  try {
    for (;;) {
      const response = await send(url, options);
      const attempt = attempts.get(response.status) ?? 0;
      const wait = retryWaitMs(response, {
        method: options.method,
        attempt,
        waited,
        wait429Ms,
        max429Retries: timing.max429Retries,
      });
      if (wait === undefined) return response;
      attempts.set(response.status, attempt + 1);
      waited += wait;
      tracker.waiting(wait, response.status);
      await sleep(wait);
    }
  } finally {
    tracker.done();
  }
}

/** True while this page's own refresh is in flight (its flag is lowered if the page goes away meanwhile). */
let refreshingHere = false;
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    if (refreshingHere) setCookie(COOKIE.refreshing, 'false');
  });

/**
 * One refresh for everyone: while the ca-refreshing flag is up, other requests wait for it to drop. A flag
 * still up after the wait limit was left behind (a tab closed mid-refresh): this page refreshes itself.
 *
 * True when the server renewed the session, false when it refused. A refresh that got no answer at all
 * (network down, or the request cancelled because the page is being left or reloaded) throws: it says
 * nothing about the session, so it must not end it — ending it would also revoke it on the server.
 */
async function refreshSession(): Promise<boolean> {
  if (getCookie(COOKIE.refreshing) === 'true') {
    const started = Date.now();
    while (getCookie(COOKIE.refreshing) === 'true' && Date.now() - started < timing.refreshWaitLimitMs)
      await sleep(timing.refreshPollMs);
    if (getCookie(COOKIE.refreshing) !== 'true') return getCookie(COOKIE.userId) !== undefined;
  }
  setCookie(COOKIE.refreshing, 'true', 1 / 24 / 60);
  refreshingHere = true;
  try {
    const response = await sendWithRetries(REFRESH_URL, { method: 'POST' }, timing.refreshRetryAfter429Ms);
    const json = parse(await response.text()) as { success?: boolean } | undefined;
    return response.ok && json?.success !== false;
  } finally {
    refreshingHere = false;
    setCookie(COOKIE.refreshing, 'false');
  }
}

/** The session cannot be restored: forget it and go to the sign-in page (a full page load). */
function endSession(): never {
  clearSessionCookies();
  browser.go(LOGIN_PATH);
  throw new HttpError('', 401);
}

/** One request with the session's rules: a 401 triggers ONE token refresh and a retry, else /login. */
async function sendAuthorized(url: string, options: RequestInit): Promise<Response> {
  let response = await sendWithRetries(url, options, timing.retryAfter429Ms);
  if (response.status === 401 && url !== REFRESH_URL) {
    if (!(await refreshSession())) endSession();
    response = await sendWithRetries(url, options, timing.retryAfter429Ms);
    if (response.status === 401) endSession();
  }
  return response;
}

/**
 * A file (PDF, trade-reference document) through the same session rules as every JSON call, so an expired
 * access token is refreshed here too. A failure, or an answer of another type than `expectedType`, throws an
 * HttpError with the server's message.
 */
export async function httpBlob(
  url: string,
  options: RequestInit & { expectedType?: string } = {},
): Promise<Blob> {
  const { expectedType, ...init } = options;
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', expectedType ?? '*/*');
  const response = await sendAuthorized(url, { ...init, headers });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || (expectedType && !type.includes(expectedType))) {
    const body = await response.text();
    throw new HttpError(messageOf(parse(body), body), response.status, parse(body));
  }
  return response.blob();
}

/**
 * fetchJson for the console: a 401 triggers ONE token refresh and a retry, else /login; a 429 retries after
 * 10 s, a read answered 503 with Retry-After after that wait (dataProvider/retry.ts); any other failure
 * throws an HttpError carrying the server's message (back-office.md §7).
 */
export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResponse> {
  const response = await sendAuthorized(url, options);
  const body = await response.text();
  const json = parse(body);
  const envelopeFailed =
    !!json && typeof json === 'object' && !Array.isArray(json) && 'success' in json && json.success === false;
  if (response.status < 200 || response.status >= 300 || envelopeFailed)
    throw new HttpError(messageOf(json, body), response.status, json);
  return { status: response.status, headers: response.headers, body, json };
}
