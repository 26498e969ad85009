/** The answer shape of every API call (DESIGN.md §5). */
export interface Envelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  id?: string;
  applicationCount?: number;
  /** Validation failures: JSON-pointer path -> message. */
  errors?: Record<string, string>;
  token?: string;
  refreshToken?: string;
  /** Set by the client (not the server's body): the Retry-After of a 429 answer, in seconds. */
  retryAfterSeconds?: number;
  /** Set by the client: the answer's HTTP status (a page that tells a refused input from a failure reads it). */
  httpStatus?: number;
}

/** Thrown when the server could not be reached or did not answer with an envelope. */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** Let the request outlive the page (a draft saved as the customer leaves it). */
  keepalive?: boolean;
  /** Answer a 503/429 at once instead of retrying it (sign-in: the person decides to try again). */
  noRetry?: boolean;
}

/** How often a call answered 503/429 with a short Retry-After is tried again, and the longest wait. */
export const MAX_RETRIES = 3;
export const MAX_RETRY_AFTER_SECONDS = 10;

type RetryListener = (waiting: boolean) => void;
const retryListeners = new Set<RetryListener>();
/** The RetryNotice component listens: true while a call waits to retry, false when it is done. */
export function onRetryWait(listener: RetryListener): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/** Seconds to wait before retrying this answer, or undefined when it is not worth a retry. */
function retryAfterOf(res: Response): number | undefined {
  if (res.status !== 503 && res.status !== 429) return undefined;
  const seconds = Number(res.headers.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : undefined;
}

/**
 * Calls the API and returns its envelope whatever the HTTP status: the screens decide from
 * `success` and `message` what to show. Only a transport failure or a non-JSON answer throws.
 * A server briefly unavailable (503, or 429, with a short Retry-After) is asked again a few times while
 * a notice says so; the form on screen keeps what the customer typed meanwhile.
 */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  let res = await send(path, options);
  let waited = false;
  try {
    for (let attempt = 0; attempt < (options.noRetry ? 0 : MAX_RETRIES); attempt++) {
      const seconds = retryAfterOf(res);
      if (seconds === undefined) break;
      waited = true;
      for (const listener of retryListeners) listener(true);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      res = await send(path, options);
    }
  } finally {
    if (waited) for (const listener of retryListeners) listener(false);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new NetworkError(`Unexpected answer (${res.status})`);
  try {
    const envelope = (await res.json()) as Envelope<T>;
    envelope.httpStatus = res.status;
    const wait = Number(res.headers.get('retry-after') ?? '');
    if (res.status === 429 && Number.isFinite(wait) && wait > 0) envelope.retryAfterSeconds = Math.ceil(wait);
    return envelope;
  } catch {
    throw new NetworkError(`Unreadable answer (${res.status})`);
  }
}

async function send(
  path: string,
  { method = 'GET', headers = {}, body, keepalive }: CallOptions,
): Promise<Response> {
  try {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(keepalive ? { keepalive } : {}),
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError();
  }
}

/** Fetches a binary document; answers the blob, or the envelope's message when the server refused. */
export async function fetchBlob(
  path: string,
  headers: Record<string, string>,
): Promise<{ blob: Blob } | { message?: string }> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', cache: 'no-store', headers });
  } catch {
    return {};
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && !type.includes('json')) return { blob: await res.blob() };
  try {
    const env = (await res.json()) as Envelope;
    return { message: env.message };
  } catch {
    return {};
  }
}
