/**
 * Full page loads out of the console (the sign-in pages belong to the customer app). Kept in one object so
 * tests can observe where the browser was sent.
 */
export const browser = {
  go(path: string): void {
    window.location.assign(path);
  },
};

export const LOGIN_PATH = '/login';
export const LOGGED_OUT_PATH = '/login/loggedOut';
