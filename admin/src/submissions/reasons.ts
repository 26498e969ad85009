import type { RowAction } from './kind';

/** What a READ ONLY user is told a disabled button would do (issue 15 item 8). */
const VERB: Partial<Record<RowAction | 'invite' | 'upload' | 'save', string>> = {
  approve: 'approve',
  deny: 'deny',
  resend: 'resend invites',
  link: 'copy the app link',
  notes: 'set notes',
  copy: 'copy',
  delete: 'delete',
  invite: 'send invites',
  upload: 'upload files',
  save: 'make changes',
};

/**
 * Why a workflow button is disabled: only READ ONLY users lack these abilities on the records they can
 * see (the lists hold only the user's own units), so the reason names the role.
 */
export const deniedReason = (action: keyof typeof VERB): string =>
  `Read-only users cannot ${VERB[action] ?? 'do this'}`;
