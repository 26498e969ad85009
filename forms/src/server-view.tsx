/**
 * The first view of a customer link's page, rendered by the server into the page's HTML (issue 17): the
 * division's header, the page's heading and introduction and the form's reserved place show as soon as the HTML
 * arrives, instead of after the app's scripts have downloaded and run (on a phone on a slow network, seconds).
 *
 * Built on its own for Node (`vite build --ssr`, to dist-server/) and loaded by the API's link pages
 * (api/src/http/link-pages.ts) — the API imports no React itself. It renders the same components the app renders
 * once the record is loaded (ActivationView, ApplyView), inside the same frame (AppShell), so the app's first
 * render draws over it the same view (main.tsx waits for the page's code and record first).
 */
import { renderToString } from 'react-dom/server';
import type { LinkRecord } from './api/portal';
import { AppShell } from './AppShell';
import { ActivationView } from './portal/ActivationPage';
import { ApplyView, showsWelcome } from './portal/ApplyPage';

export type LinkForm = 'customer-activation' | 'credit-application';

/**
 * The page's markup (with its styles inline, emotion's server rendering) for the record the link opens, or
 * undefined for the views it leaves to the app. Only a form's first view is rendered: its heading, introduction
 * and the form's reserved place have nothing to press. The welcome page and the submitted views have buttons,
 * which would do nothing until the app had loaded: those pages come plain (and are light without the engine).
 */
export function renderLinkPage(form: LinkForm, division: string, record: LinkRecord): string | undefined {
  if (record.submitted || (form === 'credit-application' && showsWelcome(record))) return undefined;
  return renderToString(
    <AppShell>
      {form === 'customer-activation' ? (
        <ActivationView division={division} record={record} onSubmitted={() => undefined} />
      ) : (
        <ApplyView division={division} record={record} />
      )}
    </AppShell>,
  );
}
