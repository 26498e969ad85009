import { act, fireEvent, render, screen } from '@testing-library/react';
import { COOKIE, getCookie, setCookie } from './cookies';
import { IdleLogout } from './IdleLogout';
import { browser } from './navigation';
import { takeRememberedPage } from './returnTo';
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

describe('the warning before the idle logout', () => {
  const thirtyMinutes = 30 * 60 * 1000;
  function start() {
    vi.useFakeTimers();
    localStorage.clear();
    setCookie(COOKIE.userId, 'user-1');
    window.history.replaceState(null, '', '/applications/show/42?tab=notes');
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/public-config'
        ? new Response(JSON.stringify({ success: true, data: { idleTimeoutMs: thirtyMinutes } }))
        : new Response(JSON.stringify({ success: true })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    render(<IdleLogout />);
    return { fetchMock, go };
  }

  it('counts down from two minutes before the 30-minute logout; Stay signed in keeps the session', async () => {
    const { fetchMock, go } = start();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(28 * 60 * 1000 - 1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('signed out in 2:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dialog).toHaveTextContent('signed out in 1:59');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(dialog).toHaveTextContent('signed out in 0:59');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/User/getUserById', expect.anything());
    // The idle time starts again from the click: no logout at the old deadline.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(go).not.toHaveBeenCalled();
    expect(getCookie(COOKIE.userId)).toBe('user-1');
  });

  it('without activity signs out at 30 minutes and remembers the page for the next sign-in', async () => {
    const { go } = start();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(thirtyMinutes - 1));
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toHaveTextContent('0:01');
    expect(go).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(go).toHaveBeenCalledWith('/login/loggedOut');
    // Signed in again as the same user: the remembered page, once.
    setCookie(COOKIE.userId, 'user-1');
    expect(takeRememberedPage()).toBe('/applications/show/42?tab=notes');
    expect(takeRememberedPage()).toBeUndefined();
  });

  it('does not return another user to the page', async () => {
    const { go } = start();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(thirtyMinutes + 1));
    expect(go).toHaveBeenCalled();
    setCookie(COOKIE.userId, 'user-2');
    expect(takeRememberedPage()).toBeUndefined();
  });
});
