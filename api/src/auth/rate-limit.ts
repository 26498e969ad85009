/**
 * Fixed-window rate limits kept in the database (rate_limits), so several API processes share them.
 * A window opens at a client's first attempt and lasts a minute; attempt limit+1 inside it answers 429.
 * The client is req.ip: the socket's address unless TRUST_PROXY names the proxy in front (README
 * 'Configuration'), so a made-up X-Forwarded-For does not make a new client.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import { TOO_MANY_REQUESTS } from '@cp/schemas/messages/platform';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError, ErrorCode } from '../errors';

export const WINDOW_SECONDS = 60;

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the key's current window (0: none). */
  count: number;
  retryAfterSeconds: number;
}

/** Counts one attempt for `key` and tells whether it is within `limit` per minute. */
export async function hitRateLimit(db: DbOrTx, key: string, limit: number): Promise<RateLimitResult> {
  // Now and then drop windows that ended long ago, so the table stays as small as the set of recent clients.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 hour'`);
  const inWindow = sql`${rateLimits.windowStart} > now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${inWindow} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${inWindow} then ${rateLimits.windowStart} else now() end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<string>`extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${WINDOW_SECONDS}) - now()))`,
    });
  return {
    allowed: row.count <= limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.secondsLeft))),
  };
}

/** Reads `key`'s counter without counting: whether `limit` is already used up in its window. */
export async function peekRateLimit(db: DbOrTx, key: string, limit: number): Promise<RateLimitResult> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      secondsLeft: sql<string>`extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${WINDOW_SECONDS}) - now()))`,
    })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        sql`${rateLimits.windowStart} > now() - make_interval(secs => ${WINDOW_SECONDS})`,
      ),
    );
  return {
    allowed: !row || row.count < limit,
    count: row?.count ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.secondsLeft ?? 1))),
  };
}

export function tooMany(req: Request, limit: string, result: RateLimitResult): AppError {
  req.log?.warn({ limit }, 'rate limit hit');
  return new AppError(ErrorCode.TooManyRequests, TOO_MANY_REQUESTS, {
    retryAfterSeconds: result.retryAfterSeconds,
  });
}

/** Express middleware limiting one named endpoint per client IP. */
export function rateLimit(ctx: AppContext, name: string): RequestHandler {
  return async (req, _res, next) => {
    const result = await hitRateLimit(
      ctx.db,
      `${name}:${req.ip ?? 'unknown'}`,
      ctx.config.rateLimitLoginPerMinute,
    );
    if (result.allowed) return next();
    throw tooMany(req, name, result);
  };
}
