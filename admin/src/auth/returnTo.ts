/**
 * The page an idle logout interrupted, kept in this browser so that signing in again as the same user
 * returns there (the sign-in pages always land on the console's home page). Used once, for one day.
 */
import { COOKIE, getCookie } from './cookies';

const KEY = 'ca-return-to';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored {
  path: string;
  userId: string;
  at: number;
}

export function rememberPage(path: string): void {
  const userId = getCookie(COOKIE.userId);
  if (!userId || !path.startsWith('/') || path.startsWith('//')) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, userId, at: Date.now() } satisfies Stored));
  } catch {
    // Storage refused (private mode): the user lands on the home page, as before.
  }
}

/** The remembered page if the signed-in user is the one it was remembered for; forgotten either way. */
export function takeRememberedPage(): string | undefined {
  let stored: Stored | undefined;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | undefined;
    localStorage.removeItem(KEY);
  } catch {
    return undefined;
  }
  const userId = getCookie(COOKIE.userId);
  if (!stored || !userId || stored.userId !== userId || Date.now() - stored.at > MAX_AGE_MS) return undefined;
  return stored.path;
}
