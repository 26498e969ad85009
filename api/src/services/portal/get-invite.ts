/** Opens a customer link: the record found by id and email, its first open recorded. */
import type { Db } from '../../db/client';
import { definitionOf } from '../../forms/definitions';
import { findByLink, isSubmitted, markOpened, type FormName } from '../submissions/find-by-link';
import { toInviteView, type InviteView } from './invite-view';

export interface GetInviteOptions {
  db: Db;
  id: unknown;
  email: unknown;
  form: FormName;
  divisionHint?: unknown;
}

export async function getInvite({
  db,
  id,
  email,
  form,
  divisionHint,
}: GetInviteOptions): Promise<InviteView> {
  const record = await findByLink(db, { id, email, form, divisionHint });
  if (!record.submission.applicationOpened) {
    const opened = await markOpened(db, record.submission.id);
    if (opened) record.submission = { ...record.submission, applicationOpened: opened };
  }
  const view = toInviteView(record);
  // A submitted link is read-only (the receipt): it needs no form.
  if (isSubmitted(record.submission)) return view;
  return { ...view, definition: await definitionOf(db, record.submission) };
}
