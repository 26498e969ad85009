/** Opens a customer link: the record found by id and email, its first open recorded. */
import type { Db } from '../../db/client';
import { definitionOf } from '../../forms/definitions';
import {
  findByLink,
  isSubmitted,
  markOpened,
  type FormName,
  type LinkRecord,
} from '../submissions/find-by-link';
import { toInviteView, type InviteView } from './invite-view';

export interface GetInviteOptions {
  db: Db;
  id: unknown;
  email: unknown;
  form: FormName;
  divisionHint?: unknown;
}

export async function getInvite(options: GetInviteOptions): Promise<InviteView> {
  const { db, id, email, form, divisionHint } = options;
  const record = await findByLink(db, { id, email, form, divisionHint });
  if (!record.submission.applicationOpened) {
    const opened = await markOpened(db, record.submission.id);
    if (opened) record.submission = { ...record.submission, applicationOpened: opened };
  }
  return inviteWithForm(db, record);
}

/**
 * The same view without recording an open: what the server renders into a link page's HTML (http/link-pages.ts).
 * A mail scanner fetching the link's URL is not the customer opening it; the app's own load (getInvite) is.
 */
export async function readInvite(options: GetInviteOptions): Promise<InviteView> {
  const { db, id, email, form, divisionHint } = options;
  return inviteWithForm(db, await findByLink(db, { id, email, form, divisionHint }));
}

async function inviteWithForm(db: Db, record: LinkRecord): Promise<InviteView> {
  const view = toInviteView(record);
  // A submitted link is read-only (the receipt): it needs no form.
  if (isSubmitted(record.submission)) return view;
  return { ...view, definition: await definitionOf(db, record.submission) };
}
