import { useCallback, useEffect, useState } from 'react';
import { clearSessionCookies } from './cookies';
import { forgetCurrentUser } from './currentUser';
import { browser, LOGGED_OUT_PATH } from './navigation';
import { useIdleTimer } from './useIdleTimer';

/** back-office.md §9: 30 minutes, unless the server's public config says otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

async function loadIdleTimeout(): Promise<number> {
  try {
    const response = await fetch('/api/public-config', { credentials: 'same-origin' });
    const json = (await response.json()) as { data?: { idleTimeoutMs?: unknown } };
    const ms = Number(json?.data?.idleTimeoutMs);
    return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_IDLE_TIMEOUT_MS;
  } catch {
    return DEFAULT_IDLE_TIMEOUT_MS;
  }
}

/** Ends the session in the browser after the idle time and shows the customer app's logged-out page. */
export function IdleLogout() {
  const [timeoutMs, setTimeoutMs] = useState<number>();
  useEffect(() => {
    let live = true;
    void loadIdleTimeout().then((ms) => live && setTimeoutMs(ms));
    return () => {
      live = false;
    };
  }, []);
  const onIdle = useCallback(() => {
    forgetCurrentUser();
    clearSessionCookies();
    // The server ends the session on its own idle rule too; tell it now anyway, without waiting.
    void fetch('/api/User/logout', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
      () => undefined,
    );
    browser.go(LOGGED_OUT_PATH);
  }, []);
  useIdleTimer(timeoutMs, onIdle);
  return null;
}
