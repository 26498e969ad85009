/**
 * requireUser: the access token (cookie ca-access, or Authorization: Bearer) must be valid, its session
 * family alive and not idle, and its user active. Sets req.user (SessionUser) and req.ability (CASL).
 * A GET or HEAD may be answered from the session check of the last SESSION_CACHE_MS (auth/session-cache.ts);
 * every other method checks the database.
 */
import type { Request, RequestHandler } from 'express';
import { defineAbilityFor, type AppAbility } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { LOGGED_OUT_INACTIVITY } from '@cp/schemas/messages/signin';
import { NOT_SIGNED_IN } from '@cp/schemas/messages/platform';
import type { AppContext } from '../context';
import { AppError, ErrorCode } from '../errors';
import { checkSession } from '../services/users/touch-session';
import { ACCESS_COOKIE, clearSessionCookies } from './cookies';
import { keepSession, keptSession, sessionCheckStart } from './session-cache';
import { signingSecret } from './session-secret';
import { verifyAccessToken } from './tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's request type is extended this way.
  namespace Express {
    interface Request {
      /** Set by requireUser. */
      user?: SessionUser;
      /** Set by requireUser: the CASL rules of req.user. */
      ability?: AppAbility;
      /** Set by requireUser: the refresh-token family of this session. */
      sessionFamilyId?: string;
    }
  }
}

/** The access tokens a request carries: the ca-access cookie and the Authorization: Bearer header. */
export function accessTokensOf(req: Request): string[] {
  const cookie = (req.cookies as Record<string, string> | undefined)?.[ACCESS_COOKIE];
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  return [cookie, bearer].filter((t): t is string => Boolean(t));
}

export function requireUser(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const [token] = accessTokensOf(req);
    const claims = token ? await verifyAccessToken(token, signingSecret(ctx.config)) : undefined;
    if (!claims) throw new AppError(ErrorCode.Unauthenticated, NOT_SIGNED_IN);
    const reads = req.method === 'GET' || req.method === 'HEAD';
    const kept = reads ? keptSession(claims.familyId, claims.userId) : undefined;
    if (kept) {
      req.user = kept.user;
      req.ability = kept.ability;
      req.sessionFamilyId = claims.familyId;
      return next();
    }
    const start = sessionCheckStart();
    const { state, user, liveMs } = await checkSession({
      db: ctx.db,
      config: ctx.config,
      familyId: claims.familyId,
      userId: claims.userId,
    });
    if (state !== 'active') {
      clearSessionCookies(res, ctx.config);
      throw new AppError(ErrorCode.Unauthenticated, state === 'idle' ? LOGGED_OUT_INACTIVITY : NOT_SIGNED_IN);
    }
    if (!user) throw new AppError(ErrorCode.Unauthenticated, NOT_SIGNED_IN);
    const ability = defineAbilityFor(user);
    keepSession(claims.familyId, claims.userId, { user, ability }, start, liveMs ?? 0);
    req.user = user;
    req.ability = ability;
    req.sessionFamilyId = claims.familyId;
    next();
  };
}

/** req.user and req.ability after requireUser (throws 401 if the middleware did not run). */
export function signedIn(req: Request): { user: SessionUser; ability: AppAbility } {
  if (!req.user || !req.ability) throw new AppError(ErrorCode.Unauthenticated, NOT_SIGNED_IN);
  return { user: req.user, ability: req.ability };
}
