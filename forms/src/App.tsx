import { BrowserRouter } from './router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RetryNotice } from './components/RetryNotice';
import { AppRoutes } from './routes';
import { baseTheme } from './themes/base-theme';

export function App() {
  return (
    <ThemeProvider theme={baseTheme}>
      <CssBaseline />
      <RetryNotice />
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
