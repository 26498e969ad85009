/**
 * POST /api/Application/setInviteApplicationDraft (not in the spec): the wizards save themselves as the
 * customer types and when they leave the page, with the activation form's draft kernel, so leaving
 * mid-step keeps what was typed. A half-typed value that fails its format keeps its stored value.
 */
import type { InviteView } from './invite-view';
import { saveLinkDraft, type SaveLinkDraftOptions } from './save-link-draft';

export function autosaveApplicationDraft(o: SaveLinkDraftOptions): Promise<InviteView> {
  return saveLinkDraft({ ...o, form: 'credit-application', keepValid: true });
}
