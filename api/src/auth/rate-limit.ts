/**
 * Fixed-window rate limits kept in the database (rate_limits), so several API processes share them.
 * A window opens at a client's first attempt and lasts a minute; attempt limit+1 inside it answers 429.
 */
import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { TOO_MANY_REQUESTS } from '@cp/schemas/messages/platform';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError, ErrorCode } from '../errors';

const WINDOW_SECONDS = 60;

export interface RateLimitResult {
  allowed: boolean;
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
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.secondsLeft))),
  };
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
    req.log?.warn({ limit: name }, 'rate limit hit');
    throw new AppError(ErrorCode.TooManyRequests, TOO_MANY_REQUESTS, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  };
}
