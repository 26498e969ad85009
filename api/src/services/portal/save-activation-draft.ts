/**
 * POST /api/CustomerActivation/setInviteDraft: the activation form saves itself as the customer types
 * and when they leave the page (issue 15 item 4), so a reload or a later visit from the same
 * link restores it. A half-typed value that fails its format keeps its stored value; the rest is saved.
 */
import type { InviteView } from './invite-view';
import { saveLinkDraft, type SaveLinkDraftOptions } from './save-link-draft';

export function saveActivationDraft(o: SaveLinkDraftOptions): Promise<InviteView> {
  return saveLinkDraft({ ...o, form: 'customer-activation', keepValid: true });
}
