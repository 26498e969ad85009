import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';
import { COOKIE, getCookie, setCookie } from '../auth/cookies';

const isSmallScreen = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.95px)').matches;

/** The drawer's first state: the remembered choice on wide screens, closed on phones. */
export function initialDrawerOpen(): boolean {
  if (isSmallScreen()) return false;
  return getCookie(COOKIE.drawerOpen) !== 'false';
}

/** Remembers the open/collapsed side menu in the ca-drawer-open cookie (back-office.md §2 'Shell'). */
export function DrawerCookie() {
  const [open] = useSidebarState();
  useEffect(() => {
    if (!isSmallScreen()) setCookie(COOKIE.drawerOpen, String(open));
  }, [open]);
  return null;
}
