import { SERVICE_BRIEFLY_UNAVAILABLE } from '@cp/schemas/messages/platform';
import { COOKIE, setCookie } from '../auth/cookies';
import { browser } from '../auth/navigation';
import { httpClient } from './httpClient';
import { onRetryState, retryPolicy, type RetryState } from './retry';

type Answer = { status: number; retryAfter?: string; body?: unknown };

/** A fake server: answers queued per URL (the last one repeats), every call recorded with its method. */
function serve(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const queue = answers[url] ?? [];
      const a = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404 };
      return new Response(JSON.stringify(a.body ?? { success: a.status < 300, message: 'm' }), {
        status: a.status,
        headers: a.retryAfter ? { 'Retry-After': a.retryAfter } : {},
      });
    }),
  );
  return calls;
}

const unavailable = (retryAfter?: string): Answer => ({
  status: 503,
  retryAfter,
  body: { success: false, message: SERVICE_BRIEFLY_UNAVAILABLE, data: null },
});

let states: RetryState[];
let unsubscribe: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  setCookie(COOKIE.userId, 'user-1');
  setCookie(COOKIE.refreshing, 'false');
  vi.spyOn(browser, 'go').mockImplementation(() => undefined);
  states = [];
  unsubscribe = onRetryState((s) => states.push(s));
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the console asks again when the service is briefly unavailable', () => {
  it('a read answered 503 with Retry-After is asked again after that wait, with a notice meanwhile', async () => {
    const calls = serve({ '/api/v1/things': [unavailable('5'), { status: 200, body: [{ id: 1 }] }] });
    const pending = httpClient('/api/v1/things');
    await vi.advanceTimersByTimeAsync(4_900);
    expect(calls).toEqual(['GET /api/v1/things']);
    expect(states.at(-1)).toMatchObject({ retrying: true, status: 503 });
    expect((states.at(-1)?.nextAttemptAt ?? 0) - Date.now()).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toMatchObject({ status: 200, json: [{ id: 1 }] });
    expect(calls).toEqual(['GET /api/v1/things', 'GET /api/v1/things']);
    expect(states.at(-1)).toEqual({ retrying: false });
  });

  it('backs off (1, 2, 4, 8, 16 s) when Retry-After is shorter, and gives the failure after the last retry', async () => {
    const calls = serve({ '/api/v1/things': [unavailable('0')] });
    const pending = httpClient('/api/v1/things').catch((e: unknown) => e);
    const times: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 700 && calls.length <= retryPolicy.max503Retries; i++) {
      const before = calls.length;
      await vi.advanceTimersByTimeAsync(100);
      if (calls.length > before) times.push(Date.now() - start);
    }
    expect(times).toEqual([1_000, 3_000, 7_000, 15_000, 31_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await pending;
    expect(error).toMatchObject({ status: 503, message: SERVICE_BRIEFLY_UNAVAILABLE });
    expect(calls).toHaveLength(1 + retryPolicy.max503Retries);
    expect(states.at(-1)).toEqual({ retrying: false });
  });

  it('a Retry-After of an hour is bounded: the wait is at most 30 s and the total at most 60 s', async () => {
    const calls = serve({ '/api/v1/things': [unavailable('3600')] });
    const pending = httpClient('/api/v1/things').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(3);
  });

  it('a write answered 503 is not repeated behind the user: the failure shows at once', async () => {
    const calls = serve({ '/api/v1/things/1/approve': [unavailable('1'), { status: 200 }] });
    await expect(
      httpClient('/api/v1/things/1/approve', { method: 'POST', body: '{}' }),
    ).rejects.toMatchObject({ status: 503, message: SERVICE_BRIEFLY_UNAVAILABLE });
    expect(calls).toEqual(['POST /api/v1/things/1/approve']);
    expect(states).toEqual([]);
  });

  it('a 503 without Retry-After (a PDF that could not be rendered) is a failure, not a pause', async () => {
    const calls = serve({ '/api/v1/things': [unavailable(), { status: 200 }] });
    await expect(httpClient('/api/v1/things')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it("a 429 waits the spec's 10 s, or the server's longer Retry-After", async () => {
    const calls = serve({
      '/api/v1/things': [
        { status: 429, retryAfter: '20' },
        { status: 200, body: [] },
      ],
    });
    const pending = httpClient('/api/v1/things');
    await vi.advanceTimersByTimeAsync(19_900);
    expect(calls).toHaveLength(1);
    expect(states.at(-1)).toMatchObject({ retrying: true, status: 429 });
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toMatchObject({ status: 200 });
  });

  it('the notice stays while any request still waits', async () => {
    serve({
      '/api/v1/a': [unavailable('2'), { status: 200, body: [] }],
      '/api/v1/b': [unavailable('6'), { status: 200, body: [] }],
    });
    const a = httpClient('/api/v1/a');
    const b = httpClient('/api/v1/b');
    await vi.advanceTimersByTimeAsync(2_100);
    await a;
    expect(states.at(-1)).toMatchObject({ retrying: true });
    await vi.advanceTimersByTimeAsync(4_000);
    await b;
    expect(states.at(-1)).toEqual({ retrying: false });
  });
});
