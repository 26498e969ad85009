import { useEffect } from 'react';

export const UNSAVED_CHANGES = 'You have unsaved changes on this page. Leave without saving them?';

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (the browser's own prompt) and
 * following a link inside the console (the side menu, the breadcrumb). The console's router is not a data
 * router, so links are caught as they are clicked.
 */
export function useLeavePageWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    const click = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || e.defaultPrevented || link.getAttribute('target') === '_blank') return;
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#') || href === window.location.pathname) return;
      if (!window.confirm(UNSAVED_CHANGES)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
