/**
 * Refresh-token rotation: a valid token is marked rotated and replaced by a new one of the same family.
 * Presenting a token that was already rotated means it was copied: the whole family is revoked.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NOT_SIGNED_IN } from '@cp/schemas/messages/platform';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { IssuedSession } from '../../auth/cookies';
import { sha256 } from '../../auth/tokens';
import { AppError, ErrorCode } from '../../errors';
import { createSession } from './create-session';
import { revokeFamily } from './touch-session';

export interface RefreshSessionOptions {
  db: Db;
  config: Config;
  refreshToken: string | undefined;
  ip?: string;
  userAgent?: string;
}

export async function refreshSession(options: RefreshSessionOptions): Promise<IssuedSession> {
  const { db, config, refreshToken } = options;
  const ended = new AppError(ErrorCode.Unauthenticated, NOT_SIGNED_IN);
  if (!refreshToken) throw ended;
  const idleSince = sql`now() - make_interval(secs => ${config.idleTimeoutMinutes * 60})`;
  const [row] = await db
    .select({
      id: sessions.id,
      familyId: sessions.familyId,
      userId: sessions.userId,
      lastActivityAt: sessions.lastActivityAt,
      rotated: sql<boolean>`${sessions.rotatedAt} is not null`,
      revoked: sql<boolean>`${sessions.revokedAt} is not null`,
      expired: sql<boolean>`${sessions.expiresAt} < now()`,
      idle: sql<boolean>`${sessions.lastActivityAt} < ${idleSince}`,
      userActive: sql<boolean>`${users.active} and ${users.deleteDate} is null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.refreshTokenHash, sha256(refreshToken)));
  if (!row || row.revoked || row.expired) throw ended;
  if (row.rotated || row.idle || !row.userActive) {
    await revokeFamily(db, row.familyId);
    throw ended;
  }
  const issued = await db.transaction(async (tx) => {
    // Claim the row: of two concurrent refreshes with one token only one rotates it.
    const claimed = await tx
      .update(sessions)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(sessions.id, row.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (claimed.length === 0) return undefined;
    return createSession({
      ...options,
      db: tx,
      userId: row.userId,
      familyId: row.familyId,
      lastActivityAt: row.lastActivityAt,
    });
  });
  if (!issued) {
    await revokeFamily(db, row.familyId);
    throw ended;
  }
  return issued;
}
