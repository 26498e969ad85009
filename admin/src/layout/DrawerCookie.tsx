import { useEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { COOKIE, getCookie, setCookie } from '../auth/cookies';

const isSmallScreen = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.95px)').matches;

/** The drawer's first state: the remembered choice on wide screens, closed on phones. */
export function initialDrawerOpen(): boolean {
  if (isSmallScreen()) return false;
  return getCookie(COOKIE.drawerOpen) !== 'false';
}

/**
 * Remembers the open/collapsed side menu in the ca-drawer-open cookie (back-office.md §2 'Shell'); on a phone
 * the menu starts closed.
 */
export function DrawerCookie() {
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  useEffect(() => {
    if (!isSmallScreen()) setCookie(COOKIE.drawerOpen, String(open));
  }, [open]);
  // A window narrowed to phone width closes the menu (it would cover the page, issue 15 item 10); widened
  // again, the remembered choice comes back.
  useEffect(() => {
    setOpen(small ? false : getCookie(COOKIE.drawerOpen) !== 'false');
  }, [small, setOpen]);
  return null;
}
