import { Layout } from 'react-admin';
import type { LayoutProps } from 'react-admin';
import { AbilityProvider } from '../auth/AbilityContext';
import { IdleLogout } from '../auth/IdleLogout';
import { ReturnToRememberedPage } from '../auth/ReturnToRememberedPage';
import { CompanySwitchProvider } from '../units/CompanySwitchContext';
import { UnitsProvider } from '../units/UnitsContext';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { DrawerCookie } from './DrawerCookie';
import { RetryNotice } from './RetryNotice';

/**
 * The console shell: ability, unit selection, idle logout, the retry notice, app bar and side menu around
 * every page.
 */
export function AppLayout({ children }: LayoutProps) {
  return (
    <AbilityProvider>
      <UnitsProvider>
        <CompanySwitchProvider>
          <IdleLogout />
          <ReturnToRememberedPage />
          <DrawerCookie />
          <RetryNotice />
          <Layout
            appBar={AppBar}
            menu={AppMenu}
            sx={{
              // react-admin's layout grows to its widest content (min-width: fit-content), which widened the
              // whole page at 375 px for a wide table; a table scrolls inside its own container instead.
              minWidth: 0,
              '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
              '& .RaLayout-content': { p: { xs: 1, sm: 3 }, minWidth: 0 },
            }}
          >
            {children}
          </Layout>
        </CompanySwitchProvider>
      </UnitsProvider>
    </AbilityProvider>
  );
}
