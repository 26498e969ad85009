import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { COOKIE, getCookie, setCookie } from '../auth/cookies';
import { browser } from '../auth/navigation';
import { httpBlob, httpClient, REFRESH_URL } from './httpClient';

type Answer = { status: number; body?: unknown };

const json = ({ status, body }: Answer) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body ?? {}), { status });

/** A fake server: answers queued per URL, every call recorded. */
function serve(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const queue = answers[url];
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    return json(answer ?? { status: 404, body: { success: false, message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setCookie(COOKIE.userId, 'user-1');
  setCookie(COOKIE.refreshing, 'false');
  go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('httpClient', () => {
  it('answers the JSON of a successful call', async () => {
    serve({ '/api/v1/things': [{ status: 200, body: [{ id: 1 }] }] });
    const { json: body, status } = await httpClient('/api/v1/things');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1 }]);
  });

  it('on a 401 refreshes the token once and retries the request', async () => {
    const calls = serve({
      '/api/v1/things': [{ status: 401 }, { status: 200, body: { success: true, data: 'fresh' } }],
      [REFRESH_URL]: [{ status: 200, body: { success: true } }],
    });
    const { json: body } = await httpClient('/api/v1/things');
    expect(body.data).toBe('fresh');
    expect(calls).toEqual(['/api/v1/things', REFRESH_URL, '/api/v1/things']);
    expect(getCookie(COOKIE.refreshing)).toBe('false');
    expect(go).not.toHaveBeenCalled();
  });

  it('when the refresh fails, clears the stored user and goes to /login', async () => {
    const calls = serve({
      '/api/v1/things': [{ status: 401 }],
      [REFRESH_URL]: [{ status: 401, body: { success: false, message: 'Session ended' } }],
    });
    await expect(httpClient('/api/v1/things')).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['/api/v1/things', REFRESH_URL]);
    expect(go).toHaveBeenCalledWith('/login');
    expect(getCookie(COOKIE.userId)).toBeUndefined();
  });

  it('a refresh that gets no answer (network down, page being left) fails the request but keeps the session', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        calls.push(url);
        if (url === REFRESH_URL) throw new TypeError('Failed to fetch');
        return json({ status: 401 });
      }),
    );
    await expect(httpClient('/api/v1/things')).rejects.toThrow('Failed to fetch');
    expect(calls).toEqual(['/api/v1/things', REFRESH_URL]);
    expect(go).not.toHaveBeenCalled();
    expect(getCookie(COOKIE.userId)).toBe('user-1');
    expect(getCookie(COOKIE.refreshing)).toBe('false');
  });

  it('a page left mid-refresh lowers the flag, so the next page does not wait for it', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input) === REFRESH_URL
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(json({ status: 401 })),
      ),
    );
    const pending = httpClient('/api/v1/things').catch(() => undefined);
    await vi.waitFor(() => expect(getCookie(COOKIE.refreshing)).toBe('true'));
    window.dispatchEvent(new Event('pagehide'));
    expect(getCookie(COOKIE.refreshing)).toBe('false');
    answer(json({ status: 401 }));
    await pending;
  });

  it('a flag left up past the wait limit does not stop this page from refreshing', async () => {
    vi.useFakeTimers();
    setCookie(COOKIE.refreshing, 'true');
    const calls = serve({
      '/api/v1/things': [{ status: 401 }, { status: 200, body: ['ok'] }],
      [REFRESH_URL]: [{ status: 200, body: { success: true } }],
    });
    const result = httpClient('/api/v1/things');
    await vi.advanceTimersByTimeAsync(16_000);
    expect((await result).json).toEqual(['ok']);
    expect(calls).toEqual(['/api/v1/things', REFRESH_URL, '/api/v1/things']);
    expect(go).not.toHaveBeenCalled();
  });

  it('when the retry is refused again, goes to /login without a second refresh', async () => {
    const calls = serve({
      '/api/v1/things': [{ status: 401 }],
      [REFRESH_URL]: [{ status: 200, body: { success: true } }],
    });
    await expect(httpClient('/api/v1/things')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c === REFRESH_URL)).toHaveLength(1);
    expect(go).toHaveBeenCalledWith('/login');
  });

  it('concurrent 401s share one refresh: the others wait for the ca-refreshing flag', async () => {
    const calls = serve({
      '/api/v1/a': [{ status: 401 }, { status: 200, body: ['a'] }],
      '/api/v1/b': [{ status: 401 }, { status: 200, body: ['b'] }],
      [REFRESH_URL]: [{ status: 200, body: { success: true } }],
    });
    const [a, b] = await Promise.all([httpClient('/api/v1/a'), httpClient('/api/v1/b')]);
    expect(a.json).toEqual(['a']);
    expect(b.json).toEqual(['b']);
    expect(calls.filter((c) => c === REFRESH_URL)).toHaveLength(1);
  });

  it('on a 429 waits 10 seconds and retries the same request', async () => {
    vi.useFakeTimers();
    const calls = serve({
      '/api/v1/things': [
        { status: 429, body: { success: false, message: 'Slow down' } },
        { status: 200, body: [] },
      ],
    });
    const pending = httpClient('/api/v1/things');
    await vi.advanceTimersByTimeAsync(9_900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(2);
  });

  it('a 429 on the token refresh is retried after 1 second', async () => {
    vi.useFakeTimers();
    const calls = serve({
      '/api/v1/things': [{ status: 401 }, { status: 200, body: [] }],
      [REFRESH_URL]: [{ status: 429 }, { status: 200, body: { success: true } }],
    });
    const pending = httpClient('/api/v1/things');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toEqual(['/api/v1/things', REFRESH_URL]);
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(calls).toEqual(['/api/v1/things', REFRESH_URL, REFRESH_URL, '/api/v1/things']);
  });

  it.each([
    [
      { status: 400, body: { success: false, message: 'You must select a company.' } },
      'You must select a company.',
    ],
    [
      { status: 403, body: { success: false, message: 'Access to save the user is denied!' } },
      'Access to save the user is denied!',
    ],
    [{ status: 500, body: 'Database is down' }, 'Database is down'],
    [{ status: 502, body: '<html>Bad gateway</html>' }, GENERAL_ERROR],
    [
      { status: 200, body: { success: false, message: 'Company code already exists!' } },
      'Company code already exists!',
    ],
  ])('a failure (%j) reads the server message', async (answer, message) => {
    serve({ '/api/v1/things': [answer] });
    await expect(httpClient('/api/v1/things')).rejects.toMatchObject({ message, status: answer.status });
  });
});

describe('httpBlob', () => {
  const pdf = (status: number) =>
    new Response('%PDF-1.7', {
      status,
      headers: { 'content-type': 'application/pdf' },
    });

  it('a PDF download with an expired access token refreshes it once and retries', async () => {
    const calls: string[] = [];
    let first = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        calls.push(url);
        if (url === REFRESH_URL) return json({ status: 200, body: { success: true } });
        if (first) {
          first = false;
          return json({ status: 401 });
        }
        return pdf(200);
      }),
    );
    const blob = await httpBlob('/api/v1/applications/a1/pdf', { expectedType: 'pdf' });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls).toEqual(['/api/v1/applications/a1/pdf', REFRESH_URL, '/api/v1/applications/a1/pdf']);
    expect(go).not.toHaveBeenCalled();
  });

  it('an answer that is not the expected type fails with the server message', async () => {
    serve({ '/api/v1/applications/a1/pdf': [{ status: 404, body: { success: false, message: 'Gone' } }] });
    await expect(httpBlob('/api/v1/applications/a1/pdf', { expectedType: 'pdf' })).rejects.toMatchObject({
      message: 'Gone',
      status: 404,
    });
  });
});
