/**
 * Session cookies: ca-access (JWT) and ca-refresh (random) are httpOnly and SameSite=Lax; ca-user-id is
 * readable by the console (back-office.md §2 'Shell'), it carries no secret.
 */
import type { CookieOptions, Response } from 'express';
import type { Config } from '../config';

export const ACCESS_COOKIE = 'ca-access';
export const REFRESH_COOKIE = 'ca-refresh';
export const USER_ID_COOKIE = 'ca-user-id';
/** How long a refresh token lives at most; the idle timeout usually ends the session long before. */
export const REFRESH_TTL_SECONDS = 12 * 60 * 60;

export interface IssuedSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

const base = (config: Config): CookieOptions => ({
  sameSite: 'lax',
  secure: config.publicOrigin.startsWith('https:'),
  path: '/',
});

export function setSessionCookies(res: Response, config: Config, session: IssuedSession): void {
  res.cookie(ACCESS_COOKIE, session.accessToken, {
    ...base(config),
    httpOnly: true,
    maxAge: config.accessTokenTtlSeconds * 1000,
  });
  res.cookie(REFRESH_COOKIE, session.refreshToken, {
    ...base(config),
    httpOnly: true,
    maxAge: REFRESH_TTL_SECONDS * 1000,
  });
  res.cookie(USER_ID_COOKIE, session.userId, {
    ...base(config),
    httpOnly: false,
    maxAge: REFRESH_TTL_SECONDS * 1000,
  });
}

export function clearSessionCookies(res: Response, config: Config): void {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, USER_ID_COOKIE]) res.clearCookie(name, base(config));
}
