/**
 * Server-side idle timeout and the signed-in user, in one round trip per authenticated request: the
 * session family's state (idle longer than IDLE_TIMEOUT_MINUTES revokes the family; otherwise its
 * activity time is refreshed, at most every 30 s to spare a write per request) and the active user with
 * the units assigned to them, and how long the session stays active without another request (liveMs).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeSecurity, type SessionUser } from '@cp/schemas/permissions/types';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/named';
import { sessions } from '../../db/schema';
import { forgetSessions } from '../../auth/session-cache';

const TOUCH_EVERY_SECONDS = 30;

export type SessionState = 'active' | 'idle' | 'ended';

/** Ends every live token of a family (idle, logout, reuse of a rotated token). */
export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  forgetSessions();
}

interface CheckRow extends Record<string, unknown> {
  idle: boolean;
  expired: boolean;
  live_ms: number | string;
  id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  security: string;
  maximum_approval_amount: number;
  companies: string[] | null;
  divisions: string[] | null;
}

/**
 * The session family's state and, when it is active, the user (undefined when the user is no longer
 * active or was deleted: the caller treats that as signed out).
 */
export async function checkSession(options: {
  db: DbOrTx;
  config: Config;
  familyId: string;
  userId: string;
}): Promise<{ state: SessionState; user?: SessionUser; liveMs?: number }> {
  const { db, config, familyId, userId } = options;
  const idleSeconds = config.idleTimeoutMinutes * 60;
  const rows = await executeNamed<CheckRow>(
    db,
    'check_session',
    sql`
    with family as (
      select id, last_activity_at < now() - make_interval(secs => ${idleSeconds}) as idle,
             expires_at < now() as expired,
             -- How long the session stays active without another request (before this one's touch):
             -- auth/session-cache.ts keeps the answer no longer.
             extract(epoch from least(last_activity_at + make_interval(secs => ${idleSeconds}), expires_at)
                     - now()) * 1000 as live_ms
      from sessions
      -- The family must be the token's user's: a token naming one user and another user's family is refused.
      where family_id = ${familyId} and user_id = ${userId} and rotated_at is null and revoked_at is null
    ), touched as (
      update sessions set last_activity_at = now()
      where id = (select id from family where not idle and not expired)
        and last_activity_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})
    )
    select family.idle, family.expired, family.live_ms, u.id, u.email, u.first_name, u.last_name, u.security,
           u.maximum_approval_amount,
           array(select uu.unit_id from user_units uu join units un on un.id = uu.unit_id
                 where uu.user_id = u.id and un.kind = 'company') as companies,
           array(select uu.unit_id from user_units uu join units un on un.id = uu.unit_id
                 where uu.user_id = u.id and un.kind = 'division') as divisions
    from family
    left join users u on u.id = ${userId} and u.active and u.delete_date is null`,
  );
  const [row] = rows;
  if (!row || row.expired) return { state: 'ended' };
  if (row.idle) {
    await revokeFamily(db, familyId);
    return { state: 'idle' };
  }
  if (!row.id) return { state: 'active' };
  return {
    state: 'active',
    liveMs: Number(row.live_ms),
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      security: normalizeSecurity(row.security),
      maximumApprovalAmount: Number(row.maximum_approval_amount),
      companies: row.companies ?? [],
      divisions: row.divisions ?? [],
    },
  };
}
