import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './dataProvider';
import { Home, UnknownPath } from './Home';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { initialDrawerOpen } from './layout/DrawerCookie';
import { theme } from './layout/theme';
import { resources } from './resources';
import { lazyScreen } from './layout/lazyScreen';

/** A user's details page loads on first use. */
const UserDetails = lazyScreen(() => import('./users/UserDetails').then((m) => m.UserDetails));

const store = memoryStore({ 'sidebar.open': initialDrawerOpen() });

/** The staff console. Signing in happens on the customer app's /login page (no react-admin login page). */
export function App() {
  // Real paths (/applications, /users/details/{id}), not react-admin's default hash routes: the server
  // answers every non-API path with the console.
  return (
    <BrowserRouter>
      <Admin
        title="Credit Back Office"
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={store}
        theme={theme}
        layout={AppLayout}
        notification={AppNotification}
        dashboard={Home}
        catchAll={UnknownPath}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/users/details/:id" element={<UserDetails />} />
        </CustomRoutes>
        {(permissions: SessionUser | undefined) => resources(permissions)}
      </Admin>
    </BrowserRouter>
  );
}
