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
}

/**
 * Calls the API and returns its envelope whatever the HTTP status: the screens decide from
 * `success` and `message` what to show. Only a transport failure or a non-JSON answer throws.
 */
export async function callApi<T>(path: string, { method = 'GET', headers = {}, body }: CallOptions = {}) {
  let res: Response;
  try {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
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
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new NetworkError(`Unexpected answer (${res.status})`);
  try {
    return (await res.json()) as Envelope<T>;
  } catch {
    throw new NetworkError(`Unreadable answer (${res.status})`);
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
