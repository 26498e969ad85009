/** Email + password sign-in. Unknown, inactive or wrong-password users all get the same answer. */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { LOGIN_FAILED } from '@cp/schemas/messages/signin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { IssuedSession } from '../../auth/cookies';
import { verifyPassword } from '../../auth/passwords';
import { createSession } from './create-session';

export interface LoginOptions {
  db: Db;
  config: Config;
  email: string;
  password: string;
  ip?: string;
  userAgent?: string;
}

export type LoginResult = { ok: true; session: IssuedSession } | { ok: false; message: string };

export async function login(options: LoginOptions): Promise<LoginResult> {
  const { db, email, password } = options;
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deleteDate)));
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !user.active || !passwordOk) return { ok: false, message: LOGIN_FAILED };
  // Housekeeping: the user's expired refresh-token rows are of no further use.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, sql`now()`)));
  const session = await createSession({ ...options, userId: user.id });
  return { ok: true, session };
}
