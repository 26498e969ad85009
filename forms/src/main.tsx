import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './App';
import { preloadLinkPage } from './routes';
import { createStyleCache } from './themes/style-cache';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <CacheProvider value={createStyleCache()}>
    <StrictMode>
      <App />
    </StrictMode>
  </CacheProvider>
);
// A customer link's page comes with its first view rendered by the server (api/src/http/link-pages.ts). Once the
// page's code and record are here, the app renders that same view: it adopts the server's markup (hydration, in
// small slices of work: a transition, which React interrupts to let the browser paint and answer input) instead of
// drawing the page again.
if (root.hasChildNodes())
  void preloadLinkPage(window.location.pathname).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
else createRoot(root).render(app);
