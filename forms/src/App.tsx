import { BrowserRouter, MemoryRouter } from './router';
import { AppShell } from './AppShell';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RetryNotice } from './components/RetryNotice';
import { AppRoutes } from './routes';

/**
 * The customer app. In the browser it follows the address bar; the server renders it `at` a link page's path
 * (server-view.tsx) into the page's HTML, which the browser then hydrates (main.tsx).
 */
export function App({ at }: { at?: string }) {
  return (
    <AppShell>
      <RetryNotice />
      <ErrorBoundary>
        {at === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[at]}>
            <AppRoutes />
          </MemoryRouter>
        )}
      </ErrorBoundary>
    </AppShell>
  );
}
