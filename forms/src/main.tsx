import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadLinkPage } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A customer link's page comes with its first view rendered by the server (api/src/http/link-pages.ts): it stays
// until the page's code and record are here, so the app's first render draws that same view over it.
if (root.hasChildNodes()) void preloadLinkPage(window.location.pathname).then(render);
else render();
