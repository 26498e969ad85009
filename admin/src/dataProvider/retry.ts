/**
 * When the console waits and asks again (issue 11): a 429 (back-office.md §7: after 10 s, 1 s for the token
 * refresh, or the server's longer Retry-After) and a 503 with Retry-After on a read (the database briefly
 * unavailable: GET and HEAD change nothing, so asking again is safe; a write is not repeated behind the
 * user's back, its form keeps the input and the user sends it again). Every wait is bounded, and while
 * one is under way the console shows a notice (layout/RetryNotice.tsx listens here).
 */

export const retryPolicy = {
  max503Retries: 5,
  /** A 503's wait when its Retry-After is unreadable: 1 s, doubled each time. */
  first503BackoffMs: 1_000,
  /** No single wait is longer than this, whatever Retry-After says. */
  maxWaitMs: 30_000,
  /** Nor do a request's waits add up to more than this: then the failure is shown. */
  maxTotalWaitMs: 60_000,
};

/** Retry-After in ms (seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(at - now, 0);
}

const idempotent = (method: string | undefined) => ['GET', 'HEAD'].includes((method ?? 'GET').toUpperCase());

/**
 * How long to wait before asking again, or undefined to give the answer as it is. `attempt` counts this
 * request's earlier retries on the same status; `waited` is the time it has already waited.
 */
export function retryWaitMs(
  response: Response,
  o: { method?: string; attempt: number; waited: number; wait429Ms: number; max429Retries: number },
): number | undefined {
  const hinted = retryAfterMs(response);
  let wait: number;
  if (response.status === 429) {
    if (o.attempt >= o.max429Retries) return undefined;
    wait = Math.max(o.wait429Ms, hinted ?? 0);
  } else if (response.status === 503) {
    // Only a 503 that says when to come back is a pause; one without (a PDF Chromium could not render) is
    // a failure to show at once.
    if (hinted === undefined || !idempotent(o.method) || o.attempt >= retryPolicy.max503Retries)
      return undefined;
    wait = Math.max(hinted, retryPolicy.first503BackoffMs * 2 ** o.attempt);
  } else return undefined;
  wait = Math.min(wait, retryPolicy.maxWaitMs);
  return o.waited + wait > retryPolicy.maxTotalWaitMs ? undefined : wait;
}

/** What the notice shows: the longest wait under way, or nothing. */
export interface RetryState {
  retrying: boolean;
  /** When the next attempt of the latest waiting request is made (ms since the epoch). */
  nextAttemptAt?: number;
  status?: number;
}

type Listener = (state: RetryState) => void;
const listeners = new Set<Listener>();
const waiting = new Map<symbol, { nextAttemptAt: number; status: number }>();

function current(): RetryState {
  const latest = [...waiting.values()].sort((a, b) => b.nextAttemptAt - a.nextAttemptAt)[0];
  return latest ? { retrying: true, ...latest } : { retrying: false };
}

function publish(): void {
  const state = current();
  for (const listener of listeners) listener(state);
}

/**
 * Subscribe to the retry state; returns the unsubscribe function. A listener gets the state at once when a
 * request already waits (the notice may mount after the first request of the page started waiting).
 */
export function onRetryState(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting.size) listener(current());
  return () => listeners.delete(listener);
}

/** A request's waits: mark each before it starts and end once the request has its final answer. */
export function retryTracker() {
  const key = Symbol('request');
  return {
    waiting(ms: number, status: number) {
      waiting.set(key, { nextAttemptAt: Date.now() + ms, status });
      publish();
    },
    done() {
      if (waiting.delete(key)) publish();
    },
  };
}
