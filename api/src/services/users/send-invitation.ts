/** Issues a fresh invite token (hashed, 7 days) and enqueues the invitation email in the same transaction. */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { randomToken, sha256 } from '../../auth/tokens';
import { enqueueEmail } from '../../mail/enqueue';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function sendInvitation(options: {
  tx: DbOrTx;
  config: Config;
  user: { id: string; email: string };
  invitedBy?: { firstName: string; lastName: string };
}): Promise<void> {
  const { tx, config, user } = options;
  const token = randomToken();
  await tx
    .update(users)
    .set({ inviteTokenHash: sha256(token), inviteExpiresAt: new Date(Date.now() + INVITE_TTL_MS) })
    .where(eq(users.id, user.id));
  const registerUrl = `${config.publicOrigin}/Register/${user.id}/${token}`;
  const inviter = options.invitedBy
    ? `${options.invitedBy.firstName} ${options.invitedBy.lastName}`.trim()
    : '';
  await enqueueEmail(tx, {
    template: 'user-invitation',
    to: [user.email],
    context: { registerUrl, email: user.email, invitedBy: inviter },
    subject: 'You have been invited to the Credit Portal',
    text: `You have been invited to the Credit Portal${inviter ? ` by ${inviter}` : ''}.\n\nOpen this link within 7 days to choose your password and activate your account:\n${registerUrl}`,
  });
}
