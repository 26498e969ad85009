/**
 * The User calls of customer-portal.md §7 and back-office.md §7 (sign-in side and invitations).
 * Parse, authorise, call one service, answer.
 */
import express, { type Request, type Response } from 'express';
import {
  ACCESS_INVITE_DENIED,
  INVITE_RESENT,
  INVITE_SENT,
  INVITE_VALID,
  INVITE_INVALID,
  LOGGED_OUT,
  LOGIN_EMAIL_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_SUCCEEDED,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  REGISTERED,
  TOKEN_REFRESHED,
  DELETE_USER_DENIED,
  USER_DELETED,
  USER_UPDATED,
} from '@cp/schemas/messages/signin';
import { ACCESS_DENIED } from '@cp/schemas/messages/platform';
import { inviteUserBodySchema, setUserBodySchema, userIdHeaderSchema } from '@cp/schemas/contracts/users';
import type { AppContext } from '../context';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies, type IssuedSession } from '../auth/cookies';
import { accessTokensOf, requireUser, signedIn } from '../auth/middleware';
import { checkLoginLimits, countLoginFailure } from '../auth/login-limits';
import { rateLimit } from '../auth/rate-limit';
import { forgetSessions } from '../auth/session-cache';
import { signingSecret } from '../auth/session-secret';
import { verifyAccessToken } from '../auth/tokens';
import { AppError, ErrorCode } from '../errors';
import { fail, ok } from '../http/envelope';
import { parseBody, parseHeaders } from '../http/parse-request';
import { createSession } from '../services/users/create-session';
import { getUserById } from '../services/users/get-user-by-id';
import { inviteUser } from '../services/users/invite-user';
import { listUsers } from '../services/users/list-users';
import { removeUser } from '../services/users/remove-user';
import { setUser } from '../services/users/set-user';
import { login } from '../services/users/login';
import { logout } from '../services/users/logout';
import { refreshSession } from '../services/users/refresh-session';
import { registerUser } from '../services/users/register-user';
import { requestPasswordReset } from '../services/users/request-password-reset';
import { resendInvite } from '../services/users/resend-invite';
import { resetPassword } from '../services/users/reset-password';
import { findValidInvite } from '../services/users/validate-invite';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
const cookie = (req: Request, name: string): string | undefined =>
  (req.cookies as Record<string, string> | undefined)?.[name];
const client = (req: Request) => ({ ip: req.ip, userAgent: req.get('user-agent') });

export function userRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db, config } = ctx;
  // Every write here may end a session or change a user's role, units, cap or active switch: the session
  // checks kept for read requests (auth/session-cache.ts) are forgotten before it and once it answered.
  router.use('/api/User', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      forgetSessions();
      res.once('finish', forgetSessions);
      res.once('close', forgetSessions);
    }
    next();
  });
  const signIn = (res: Response, session: IssuedSession, message: string) => {
    setSessionCookies(res, config, session);
    // The auth result of the specs: success, message, token, refreshToken (plus the envelope's data).
    res.json({
      success: true,
      message,
      data: { _id: session.userId },
      token: session.accessToken,
      refreshToken: session.refreshToken,
    });
  };

  router.post('/api/User/login', async (req, res) => {
    const email = text(body(req).email).trim();
    const password = text(body(req).password);
    const gate = await checkLoginLimits(ctx, req, email);
    // A failed sign-in is success:false with the message, which the login page shows as a warning.
    if (!email) return fail(res, 200, LOGIN_EMAIL_REQUIRED);
    if (!password) return fail(res, 200, LOGIN_PASSWORD_REQUIRED);
    const result = await login({ db, config, email, password, ...client(req) });
    if (!result.ok) {
      await countLoginFailure(ctx, req, email, gate);
      return fail(res, 200, result.message);
    }
    signIn(res, result.session, LOGIN_SUCCEEDED);
  });

  router.post('/api/User/passwordRequest', rateLimit(ctx, 'passwordRequest'), async (req, res) => {
    await requestPasswordReset({ db, config, email: text(body(req).email) });
    ok(res, null, PASSWORD_RESET_REQUESTED);
  });

  router.post('/api/User/resetPassword', rateLimit(ctx, 'resetPassword'), async (req, res) => {
    const b = body(req);
    await resetPassword({ db, userId: text(b._id), token: text(b.invite), password: text(b.password) });
    ok(res, null, PASSWORD_RESET_DONE);
  });

  router.get('/api/User/validateInvite', rateLimit(ctx, 'validateInvite'), async (req, res) => {
    const token = req.get('token') || req.get('invite') || text(req.query.token) || undefined;
    const invite = await findValidInvite({ db, userId: req.get('id') ?? '', token });
    if (!invite) throw new AppError(ErrorCode.Rule, INVITE_INVALID);
    // The email only to a holder of the token, not to anyone who knows a user id.
    ok(res, token ? { _id: invite.id, email: invite.email } : { _id: invite.id }, INVITE_VALID);
  });

  router.post('/api/User/registerUser', rateLimit(ctx, 'registerUser'), async (req, res) => {
    const b = body(req);
    const { userId } = await registerUser({
      db,
      userId: text(b._id),
      token: text(b.invite),
      firstName: text(b.firstName),
      lastName: text(b.lastName),
      password: text(b.password),
    });
    signIn(res, await createSession({ db, config, userId, ...client(req) }), REGISTERED);
  });

  router.post('/api/User/refreshToken', rateLimit(ctx, 'refreshToken'), async (req, res) => {
    const refreshToken = cookie(req, REFRESH_COOKIE) ?? (text(body(req).refreshToken) || undefined);
    try {
      signIn(res, await refreshSession({ db, config, refreshToken, ...client(req) }), TOKEN_REFRESHED);
    } catch (err) {
      clearSessionCookies(res, config);
      throw err;
    }
  });

  router.post('/api/User/logout', async (req, res) => {
    // Whichever way the tokens came (cookies, a Bearer header, the refresh token in the body), their
    // sessions end: a client holding them as values must not keep a session the user closed.
    const claims = await Promise.all(
      accessTokensOf(req).map((token) => verifyAccessToken(token, signingSecret(config))),
    );
    const refreshTokens = [cookie(req, REFRESH_COOKIE), text(body(req).refreshToken)].filter(
      (t): t is string => Boolean(t),
    );
    await logout({ db, refreshTokens, familyIds: claims.flatMap((c) => (c ? [c.familyId] : [])) });
    clearSessionCookies(res, config);
    ok(res, null, LOGGED_OUT);
  });

  router.get('/api/User/getUserById', requireUser(ctx), async (req, res) => {
    const { user, ability } = signedIn(req);
    const { id } = parseHeaders(req, userIdHeaderSchema);
    ok(res, await getUserById({ db, actor: user, ability, id }));
  });

  router.post('/api/User/inviteUser', requireUser(ctx), async (req, res) => {
    const { user, ability } = signedIn(req);
    if (!ability.can('invite', 'User')) throw new AppError(ErrorCode.Forbidden, ACCESS_INVITE_DENIED);
    const input = parseBody(req, inviteUserBodySchema);
    const { id } = await inviteUser({ db, config, actor: user, input });
    ok(res, null, INVITE_SENT, { id });
  });

  router.get('/api/User/resendInvite', requireUser(ctx), async (req, res) => {
    const { user, ability } = signedIn(req);
    if (!ability.can('resend', 'User')) throw new AppError(ErrorCode.Forbidden, ACCESS_INVITE_DENIED);
    const { id } = parseHeaders(req, userIdHeaderSchema);
    await resendInvite({ db, config, actor: user, userId: id });
    ok(res, null, INVITE_RESENT);
  });

  router.get('/api/User/getUserList', requireUser(ctx), async (req, res) => {
    const { ability } = signedIn(req);
    if (!ability.can('read', 'User')) throw new AppError(ErrorCode.Forbidden, ACCESS_DENIED);
    ok(res, await listUsers({ db }));
  });

  router.post('/api/User/setUser', requireUser(ctx), async (req, res) => {
    const { user, ability } = signedIn(req);
    await setUser({ db, config, actor: user, ability, input: parseBody(req, setUserBodySchema) });
    ok(res, null, USER_UPDATED);
  });

  router.delete('/api/User/removeUser', requireUser(ctx), async (req, res) => {
    const { user, ability } = signedIn(req);
    if (!ability.can('delete', 'User')) throw new AppError(ErrorCode.Forbidden, DELETE_USER_DENIED);
    const { id } = parseHeaders(req, userIdHeaderSchema);
    await removeUser({ db, actor: user, userId: id });
    ok(res, null, USER_DELETED);
  });

  return router;
}
