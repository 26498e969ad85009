/**
 * POST /api/Application/setInviteApplication without submit: the draft saved on every Next. Validated
 * for format only (required relaxed); a value the wizard let through with a bad format is refused (400).
 */
import type { InviteView } from './invite-view';
import { saveLinkDraft, type SaveLinkDraftOptions } from './save-link-draft';

export type SaveApplicationDraftOptions = SaveLinkDraftOptions;

export function saveApplicationDraft(o: SaveApplicationDraftOptions): Promise<InviteView> {
  return saveLinkDraft({ ...o, form: 'credit-application' });
}
