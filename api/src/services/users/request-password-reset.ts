/**
 * Forgot password. Answers the same whether or not the account exists (the route always says the fixed
 * sentence); for an active user it stores a hashed, single-use, one-hour token and emails the link.
 * A new request replaces the user's earlier links.
 *
 * The time taken must not tell either: for an unknown (or inactive) address the same statements run —
 * the token and its hash, the delete, the insert, the email into the Email log — and the transaction is
 * rolled back instead of committed, so nothing is stored and nothing is sent.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { randomToken, sha256 } from '../../auth/tokens';
import { enqueueEmail } from '../../mail/enqueue';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Thrown to roll back the look-alike work done for an address with no account. */
class NoAccount extends Error {}

export async function requestPasswordReset(options: {
  db: Db;
  config: Config;
  email: string;
}): Promise<void> {
  const { db, config } = options;
  const email = options.email.trim().toLowerCase();
  if (!email) return;
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true), isNull(users.deleteDate)));
      const target = user ?? { id: NO_USER, email, firstName: '' };
      // Only the newest link works: asking again invalidates the links sent before.
      await tx.delete(passwordResets).where(eq(passwordResets.userId, target.id));
      const token = randomToken();
      // insert … select: no row (and no foreign-key error) when there is no such user.
      await tx.execute(sql`
        insert into ${passwordResets} (user_id, token_hash, expires_at)
        select id, ${sha256(token)}, ${new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString()}::timestamptz
        from ${users} where id = ${target.id}`);
      const resetUrl = `${config.publicOrigin}/passwordreset/${target.id}/${token}`;
      await enqueueEmail(tx, {
        template: 'password-reset',
        to: [target.email],
        context: { resetUrl, firstName: target.firstName },
        subject: 'Reset your password',
        text: `Hello ${target.firstName},\n\nUse this link within one hour to choose a new password:\n${resetUrl}\n\nIf you did not ask for it, ignore this email.`,
      });
      if (!user) throw new NoAccount();
    });
  } catch (err) {
    if (!(err instanceof NoAccount)) throw err;
  }
}
