/**
 * Server-side idle timeout: every authenticated request checks the session family's last activity.
 * Idle longer than IDLE_TIMEOUT_MINUTES revokes the family; otherwise the activity time is refreshed
 * (at most every 30 s, to spare the database a write per request).
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

const TOUCH_EVERY_SECONDS = 30;

export type SessionState = 'active' | 'idle' | 'ended';

const idleSince = (config: Config) => sql`now() - make_interval(secs => ${config.idleTimeoutMinutes * 60})`;

/** Ends every live token of a family (idle, logout, reuse of a rotated token). */
export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function touchSession(options: {
  db: DbOrTx;
  config: Config;
  familyId: string;
}): Promise<SessionState> {
  const { db, config, familyId } = options;
  const [current] = await db
    .select({
      id: sessions.id,
      idle: sql<boolean>`${sessions.lastActivityAt} < ${idleSince(config)}`,
      expired: sql<boolean>`${sessions.expiresAt} < now()`,
    })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)));
  if (!current || current.expired) return 'ended';
  if (current.idle) {
    await revokeFamily(db, familyId);
    return 'idle';
  }
  await db
    .update(sessions)
    .set({ lastActivityAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, current.id),
        lt(sessions.lastActivityAt, sql`now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`),
      ),
    );
  return 'active';
}
