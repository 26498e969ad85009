/**
 * Copy (back-office.md §4): a new SENT record for another company or division with the chosen email and
 * contacts, carrying the customer's form data so they need not type it again; its invitation is sent.
 */
import { assertMay } from './access';
import { createSent, type CreateSentOptions } from './create-sent';
import { loadSubmission } from './load-submission';

export async function copySubmission(
  o: Omit<CreateSentOptions, 'action' | 'data' | 'copiedFrom'> & { id: string },
): Promise<{ id: string; link: string }> {
  const source = await loadSubmission(o.db, o.kind, o, o.id);
  assertMay(o, o.kind, 'copy', source, o.kind.messages.copyDenied);
  return createSent({ ...o, action: 'copy', data: source.data, copiedFrom: source.id });
}
