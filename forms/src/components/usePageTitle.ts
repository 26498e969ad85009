import { useLayoutEffect } from 'react';

export const SITE_NAME = 'Credit Portal';

/** The tab's title for a page: '{page} | {site}' (a division's name on its customer pages). */
export function pageTitle(page: string, site: string = SITE_NAME): string {
  return page ? `${page} | ${site}` : site;
}

/** Sets document.title while the page is shown, so each tab and history entry says what it is. */
export function usePageTitle(page: string, site?: string): void {
  const title = pageTitle(page, site);
  // Before paint, with the page it names (a passive effect could leave the previous page's title showing).
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
