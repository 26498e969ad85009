/**
 * Refresh-token rotation: a valid token is marked rotated and replaced by a new one of the same family.
 * Presenting a token that was already rotated means it was copied: the whole family is revoked — except
 * within a short grace window after the rotation, when it is the same client refreshing twice at once
 * (two tabs, a retried request): that answer is the same new refresh token again, with a fresh access
 * token. The new token is derived from the old one with the session secret (an HMAC), so any process
 * can give the same answer without storing tokens in clear.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NOT_SIGNED_IN } from '@cp/schemas/messages/platform';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { IssuedSession } from '../../auth/cookies';
import { signingSecret } from '../../auth/session-secret';
import { sha256, signAccessToken } from '../../auth/tokens';
import { AppError, ErrorCode } from '../../errors';
import { createSession } from './create-session';
import { revokeFamily } from './touch-session';

/** How long after its rotation a refresh token still answers with its successor. */
export const REFRESH_GRACE_SECONDS = 10;

export interface RefreshSessionOptions {
  db: Db;
  config: Config;
  refreshToken: string | undefined;
  ip?: string;
  userAgent?: string;
}

const successorOf = (config: Config, refreshToken: string) =>
  createHmac('sha256', signingSecret(config)).update(`refresh-successor:${refreshToken}`).digest('base64url');

/** The rotated token's successor again, if it is still the family's live token. */
async function graceAnswer(
  options: RefreshSessionOptions & { refreshToken: string },
  row: { familyId: string; userId: string },
): Promise<IssuedSession | undefined> {
  const { db, config } = options;
  const successor = successorOf(config, options.refreshToken);
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.refreshTokenHash, sha256(successor)),
        eq(sessions.familyId, row.familyId),
        isNull(sessions.rotatedAt),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    );
  if (!live) return undefined;
  const accessToken = await signAccessToken(
    { userId: row.userId, familyId: row.familyId },
    signingSecret(config),
    config.accessTokenTtlSeconds,
  );
  return { userId: row.userId, accessToken, refreshToken: successor };
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
      inGrace: sql<boolean>`${sessions.rotatedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`,
      revoked: sql<boolean>`${sessions.revokedAt} is not null`,
      expired: sql<boolean>`${sessions.expiresAt} < now()`,
      idle: sql<boolean>`${sessions.lastActivityAt} < ${idleSince}`,
      userActive: sql<boolean>`${users.active} and ${users.deleteDate} is null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.refreshTokenHash, sha256(refreshToken)));
  if (!row || row.revoked || row.expired) throw ended;
  const again = () => graceAnswer({ ...options, refreshToken }, row);
  if (row.rotated) {
    const issued = row.inGrace && !row.idle && row.userActive ? await again() : undefined;
    if (issued) return issued;
  }
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
      refreshToken: successorOf(config, refreshToken),
      lastActivityAt: row.lastActivityAt,
    });
  });
  // The other refresh of a concurrent pair rotated it first: the same successor, unless it is gone.
  const answer = issued ?? (await again());
  if (!answer) {
    await revokeFamily(db, row.familyId);
    throw ended;
  }
  return answer;
}
