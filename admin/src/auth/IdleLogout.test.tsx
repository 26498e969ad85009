import { act, fireEvent, render } from '@testing-library/react';
import { COOKIE, getCookie, setCookie } from './cookies';
import { IdleLogout } from './IdleLogout';
import { browser } from './navigation';
import { useIdleTimer } from './useIdleTimer';

function Probe({ onIdle }: { onIdle: () => void }) {
  useIdleTimer(1000, onIdle);
  return <p>watching</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useIdleTimer', () => {
  it('fires after the idle time without activity', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    render(<Probe onIdle={onIdle} />);
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['mouse', (el: Window) => fireEvent.mouseMove(el)],
    ['keyboard', (el: Window) => fireEvent.keyDown(el, { key: 'a' })],
    ['scroll', (el: Window) => fireEvent.scroll(el)],
    ['touch', (el: Window) => fireEvent.touchStart(el)],
  ])('%s activity starts the wait again', (_kind, act) => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    render(<Probe onIdle={onIdle} />);
    vi.advanceTimersByTime(800);
    act(window);
    vi.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(201);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('IdleLogout', () => {
  it('after the configured idle time clears the user and selection and goes to /login/loggedOut', async () => {
    vi.useFakeTimers();
    setCookie(COOKIE.userId, 'user-1');
    setCookie(COOKIE.selectedCompany, 'ALL');
    setCookie(COOKIE.selectedDivision, 'ALL');
    setCookie(COOKIE.drawerOpen, 'true');
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/public-config'
        ? new Response(JSON.stringify({ success: true, data: { idleTimeoutMs: 6000, version: '2.0.23' } }))
        : new Response(JSON.stringify({ success: true })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    render(<IdleLogout />);
    // Let the public config arrive; the idle time counts from then.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(go).not.toHaveBeenCalled();
    expect(getCookie(COOKIE.userId)).toBe('user-1');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(go).toHaveBeenCalledWith('/login/loggedOut');
    expect(getCookie(COOKIE.userId)).toBeUndefined();
    expect(getCookie(COOKIE.selectedCompany)).toBeUndefined();
    expect(getCookie(COOKIE.selectedDivision)).toBeUndefined();
    expect(getCookie(COOKIE.drawerOpen)).toBe('true');
  });
});
