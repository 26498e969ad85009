import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { baseTheme } from './themes/base-theme';

/**
 * The customer app's frame: the base theme and MUI's baseline styles. The app renders its routes in it, and the
 * server renders a link page's first view in it (server-view.tsx), so both draw the page alike.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={baseTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
