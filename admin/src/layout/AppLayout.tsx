import { Layout } from 'react-admin';
import type { LayoutProps } from 'react-admin';
import { AbilityProvider } from '../auth/AbilityContext';
import { IdleLogout } from '../auth/IdleLogout';
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
          <DrawerCookie />
          <RetryNotice />
          <Layout appBar={AppBar} menu={AppMenu} sx={{ '& .RaLayout-content': { p: { xs: 1, sm: 3 } } }}>
            {children}
          </Layout>
        </CompanySwitchProvider>
      </UnitsProvider>
    </AbilityProvider>
  );
}
