/**
 * Sign-in limits (README 'Configuration', RATE_LIMIT_LOGIN_PER_MINUTE), in fixed one-minute windows of
 * rate_limits, checked before the password:
 * - attempts per address over all accounts (ten times the limit: a whole office behind one NAT);
 * - attempts per address and account (the limit);
 * - failed sign-ins per account from all addresses together (the limit), so one account's password cannot
 *   be guessed from many addresses. While an account is over that cap, only an address with no failure for
 *   it in the window has its password checked: the right one signs in, a wrong one is answered like the
 *   lockout and that address waits too. So failures sent from many addresses cannot keep the owner out,
 *   and each of those addresses gets at most one guess a window.
 * An account over its cap in SUSTAINED_LOCKOUT_WINDOWS windows in a row is logged at warn level, once a
 * window.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Request } from 'express';
import type { AppContext } from '../context';
import { rateLimits, users } from '../db/schema';
import { hitRateLimit, peekRateLimit, tooMany, WINDOW_SECONDS, type RateLimitResult } from './rate-limit';
import { sha256 } from './tokens';

/** How many attempts one address may make on any accounts, per minute: a whole office behind one NAT. */
export const LOGIN_ADDRESS_CEILING_FACTOR = 10;
/** An account over its failure cap in this many windows in a row is under a sustained attack. */
export const SUSTAINED_LOCKOUT_WINDOWS = 3;

/** An account's key in rate_limits: a hash, so the table holds no email addresses. */
const accountKey = (email: string) => sha256(email.trim().toLowerCase()).slice(0, 32);
const keys = (req: Request, email: string) => {
  const account = accountKey(email);
  const ip = req.ip ?? 'unknown';
  return {
    account,
    address: `login:${ip}`,
    pair: `login:${ip}:${account}`,
    failures: `login-failed:${account}`,
    pairFailures: `login-failed:${ip}:${account}`,
    lockouts: `login-lockouts:${account}`,
  };
};

/** What the checks found: `lockout` when the account is over its failure cap (the password decides). */
export interface LoginGate {
  lockout?: RateLimitResult;
}

/** The checks before the password; throws 429. */
export async function checkLoginLimits(ctx: AppContext, req: Request, email: string): Promise<LoginGate> {
  const limit = ctx.config.rateLimitLoginPerMinute;
  const k = keys(req, email);
  const address = await hitRateLimit(ctx.db, k.address, limit * LOGIN_ADDRESS_CEILING_FACTOR);
  if (!address.allowed) throw tooMany(req, 'login per address', address);
  const pair = await hitRateLimit(ctx.db, k.pair, limit);
  if (!pair.allowed) throw tooMany(req, 'login per address and account', pair);
  const failures = await peekRateLimit(ctx.db, k.failures, limit);
  if (failures.allowed) return {};
  const mine = await peekRateLimit(ctx.db, k.pairFailures, 1);
  if (!mine.allowed) throw tooMany(req, 'login failures per account', failures);
  return { lockout: failures };
}

/**
 * Counts a failed sign-in against the account and the address; throws 429 when the account was over its
 * cap (a wrong password then gets the lockout's answer, as from an address that failed before).
 */
export async function countLoginFailure(
  ctx: AppContext,
  req: Request,
  email: string,
  gate: LoginGate,
): Promise<void> {
  const limit = ctx.config.rateLimitLoginPerMinute;
  const k = keys(req, email);
  const failures = await hitRateLimit(ctx.db, k.failures, limit);
  await hitRateLimit(ctx.db, k.pairFailures, limit);
  // The failure that reaches the cap locks the account for the rest of its window: once a window.
  if (failures.count === limit) await noteLockout(ctx, req, email, k.lockouts);
  if (gate.lockout) throw tooMany(req, 'login failures per account', failures);
}

/** Counts the account's locked windows in a row; warns from the SUSTAINED_LOCKOUT_WINDOWS-th on. */
async function noteLockout(ctx: AppContext, req: Request, email: string, key: string): Promise<void> {
  // In a row: this window's lockout came at most two windows after the previous one.
  const recent = sql`${rateLimits.windowStart} > now() - make_interval(secs => ${2 * WINDOW_SECONDS})`;
  const [streak] = await ctx.db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${recent} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`now()`,
      },
    })
    .returning({ count: rateLimits.count });
  if (streak.count < SUSTAINED_LOCKOUT_WINDOWS) return;
  // The address is scrubbed from every log line (http/redact.ts): the user's id names the account.
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deleteDate)));
  req.log?.warn(
    {
      userId: user?.id ?? null,
      account: key.slice(key.indexOf(':') + 1),
      windows: streak.count,
      failuresPerWindow: ctx.config.rateLimitLoginPerMinute,
    },
    'sign-in lockout sustained',
  );
}
