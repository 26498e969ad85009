import type { AuthProvider } from 'react-admin';
import { clearSessionCookies } from './cookies';
import { forgetCurrentUser, loadCurrentUser } from './currentUser';
import { LOGIN_PATH } from './navigation';

/** Absolute, so react-admin leaves the console with a full page load: /login belongs to the customer app. */
const loginUrl = () => `${window.location.origin}${LOGIN_PATH}`;

/**
 * The cookie session: signing in happens on the customer app's /login page, so `login` is never used here.
 * `getPermissions` answers the SessionUser the CASL ability is built from.
 */
export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  async logout() {
    forgetCurrentUser();
    try {
      // Plain fetch: an expired session must not trigger a refresh just to be ended.
      await fetch('/api/User/logout', { method: 'POST', credentials: 'same-origin' });
    } catch {
      // Already signed out on the server (expired or revoked session): nothing more to end.
    }
    clearSessionCookies();
    return loginUrl();
  },
  async checkAuth() {
    await loadCurrentUser();
  },
  checkError(error: { status?: number }) {
    // A 401 reaching here already failed its one refresh: the session is over. 403 only refuses one action.
    return error?.status === 401 ? Promise.reject(error) : Promise.resolve();
  },
  async getIdentity() {
    const user = await loadCurrentUser();
    const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
    return { id: user.id, fullName, email: user.email };
  },
  // Never rejects: without a user checkAuth sends the browser to /login; a rejection here would only make
  // react-admin retry and keep the loading page up.
  getPermissions: () => loadCurrentUser().catch(() => undefined),
};
