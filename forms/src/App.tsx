import { BrowserRouter } from './router';
import { AppShell } from './AppShell';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RetryNotice } from './components/RetryNotice';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppShell>
      <RetryNotice />
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppShell>
  );
}
