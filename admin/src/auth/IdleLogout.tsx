import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import {
  IDLE_SIGN_OUT,
  IDLE_STAY_SIGNED_IN,
  IDLE_WARNING_TITLE,
  idleWarningText,
} from '@cp/schemas/messages/console';
import { clearSessionCookies } from './cookies';
import { forgetCurrentUser } from './currentUser';
import { browser, LOGGED_OUT_PATH } from './navigation';
import { rememberPage } from './returnTo';
import { useIdleTimer } from './useIdleTimer';

/** back-office.md §9: 30 minutes, unless the server's public config says otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** The warning comes this long before the logout (half the idle time when that is shorter). */
export const IDLE_WARNING_MS = 2 * 60 * 1000;

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

const minutesSeconds = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The countdown dialog; any activity (the button too) closes it and starts the idle time again. */
function IdleWarning({ deadline, onSignOut }: { deadline: number; onSignOut: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <Dialog open aria-labelledby="idle-title" aria-describedby="idle-text">
      <DialogTitle id="idle-title">{IDLE_WARNING_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text" role="timer" aria-live="off">
          {idleWarningText(minutesSeconds(deadline - now))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>{IDLE_SIGN_OUT}</Button>
        {/* The click is activity: the idle time starts again; the ping keeps the server's session too. */}
        <Button
          variant="contained"
          onClick={() =>
            void fetch('/api/User/getUserById', { credentials: 'same-origin' }).catch(() => undefined)
          }
        >
          {IDLE_STAY_SIGNED_IN}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Ends the session in the browser after the idle time and shows the customer app's logged-out page,
 * remembering the page so that signing in again returns there; warns with a countdown first.
 */
export function IdleLogout() {
  const [timeoutMs, setTimeoutMs] = useState<number>();
  const [deadline, setDeadline] = useState<number>();
  useEffect(() => {
    let live = true;
    void loadIdleTimeout().then((ms) => live && setTimeoutMs(ms));
    return () => {
      live = false;
    };
  }, []);
  const warnBefore = timeoutMs ? Math.min(IDLE_WARNING_MS, timeoutMs / 2) : 0;
  const signOut = useCallback(() => {
    rememberPage(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    forgetCurrentUser();
    clearSessionCookies();
    // The server ends the session on its own idle rule too; tell it now anyway, without waiting.
    void fetch('/api/User/logout', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
      () => undefined,
    );
    browser.go(LOGGED_OUT_PATH);
  }, []);
  const warn = useCallback(() => setDeadline(Date.now() + warnBefore), [warnBefore]);
  const active = useCallback(() => setDeadline(undefined), []);
  useIdleTimer(timeoutMs && timeoutMs - warnBefore, warn);
  useIdleTimer(timeoutMs, signOut, active);
  return deadline ? <IdleWarning deadline={deadline} onSignOut={signOut} /> : null;
}
