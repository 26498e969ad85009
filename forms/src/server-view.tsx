/**
 * The first view of a customer link's page, rendered by the server into the page's HTML (issue 17): the
 * division's header, the page's heading and introduction and the form's reserved place show as soon as the HTML
 * arrives, instead of after the app's scripts have downloaded and run (on a phone on a slow network, seconds).
 *
 * Built on its own for Node (`vite build --ssr`, to dist-server/) and loaded by the API's link pages
 * (api/src/http/link-pages.ts) — the API imports no React itself. It renders the app itself at the page's path,
 * with the record the server read handed to the page as if it had loaded it; the browser hydrates that markup
 * (main.tsx, once the page's code and record are there) instead of drawing the page again.
 */
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StrictMode } from 'react';
import type { LinkRecord } from './api/portal';
import { App } from './App';
import { showsWelcome } from './portal/ApplyPage';
import { prepareLinkPage } from './routes';
import { createStyleCache } from './themes/style-cache';

/**
 * The page's markup (with its styles inline, emotion's server rendering) at `pathname` for the record the link
 * opens, or undefined for the views it leaves to the app. Only a form's first view is rendered: its heading,
 * introduction and the form's reserved place have nothing to press. The welcome page and the submitted views
 * have buttons, which would do nothing until the app had hydrated: those pages come plain (and are light, with
 * no forms engine).
 */
export async function renderLinkPage(pathname: string, record: LinkRecord): Promise<string | undefined> {
  if (record.submitted || showsWelcome(record)) return undefined;
  const forget = await prepareLinkPage(pathname, record);
  if (!forget) return undefined;
  try {
    // The page's styles are collected and sent in one <style> element, not one beside each element: the browser
    // parses one sheet, and emotion (which moves server styles into <head> before the app hydrates) moves one.
    const styles = createStyleCache();
    styles.compat = true;
    const html = renderToString(
      <CacheProvider value={styles}>
        <StrictMode>
          <App at={pathname} />
        </StrictMode>
      </CacheProvider>,
    );
    const rules = Object.values(styles.inserted).filter((rule) => typeof rule === 'string');
    if (rules.length === 0) return html; // under a DOM (tests), emotion writes to the document instead
    const names = Object.keys(styles.inserted).join(' ');
    return `<style data-emotion="css ${names}">${rules.join('')}</style>${html}`;
  } finally {
    forget();
  }
}
