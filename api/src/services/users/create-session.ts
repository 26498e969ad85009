/** Opens a session (a new refresh-token family) or continues one, and signs its access token. */
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { REFRESH_TTL_SECONDS, type IssuedSession } from '../../auth/cookies';
import { signingSecret } from '../../auth/session-secret';
import { randomToken, sha256, signAccessToken } from '../../auth/tokens';

export interface CreateSessionOptions {
  db: DbOrTx;
  config: Config;
  userId: string;
  /** Continue this family (refresh rotation); a new family when absent (login). */
  familyId?: string;
  /** The new refresh token (rotation derives it from the old one); a random one when absent. */
  refreshToken?: string;
  /** Kept across rotation: refreshing a token is not user activity. */
  lastActivityAt?: Date;
  ip?: string;
  userAgent?: string;
}

export async function createSession(options: CreateSessionOptions): Promise<IssuedSession> {
  const { db, config, userId } = options;
  const familyId = options.familyId ?? randomUUID();
  const refreshToken = options.refreshToken ?? randomToken();
  await db.insert(sessions).values({
    familyId,
    userId,
    refreshTokenHash: sha256(refreshToken),
    lastActivityAt: options.lastActivityAt ?? new Date(),
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    ip: options.ip ?? null,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  const accessToken = await signAccessToken(
    { userId, familyId },
    signingSecret(config),
    config.accessTokenTtlSeconds,
  );
  return { userId, accessToken, refreshToken };
}
