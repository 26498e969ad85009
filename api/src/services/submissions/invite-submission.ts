/** Invite (back-office.md §2 'Invite Customer', 'Apply For Credit'): a new SENT record and its invitation. */
import { assertMay } from './access';
import { createSent, type CreateSentOptions } from './create-sent';

export async function inviteSubmission(
  o: Omit<CreateSentOptions, 'action' | 'data' | 'copiedFrom'>,
): Promise<{ id: string; link: string }> {
  assertMay(o, o.kind, 'invite', null, o.kind.messages.inviteDenied);
  return createSent({ ...o, action: 'invite' });
}
