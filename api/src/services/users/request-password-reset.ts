/**
 * Forgot password. Answers the same whether or not the account exists (the route always says the fixed
 * sentence); for an active user it stores a hashed, single-use, one-hour token and emails the link.
 * A new request replaces the user's earlier links.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { randomToken, sha256 } from '../../auth/tokens';
import { enqueueEmail } from '../../mail/enqueue';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export async function requestPasswordReset(options: {
  db: Db;
  config: Config;
  email: string;
}): Promise<void> {
  const { db, config } = options;
  const email = options.email.trim().toLowerCase();
  if (!email) return;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true), isNull(users.deleteDate)));
    if (!user) return;
    // Only the newest link works: asking again invalidates the links sent before.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    const token = randomToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const resetUrl = `${config.publicOrigin}/passwordreset/${user.id}/${token}`;
    await enqueueEmail(tx, {
      template: 'password-reset',
      to: [user.email],
      context: { resetUrl, firstName: user.firstName },
      subject: 'Reset your password',
      text: `Hello ${user.firstName},\n\nUse this link within one hour to choose a new password:\n${resetUrl}\n\nIf you did not ask for it, ignore this email.`,
    });
  });
}
