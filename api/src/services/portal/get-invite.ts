/** Opens a customer link: the record found by id and email, its first open recorded. */
import type { Db } from '../../db/client';
import { findByLink, markOpened, type FormName } from '../submissions/find-by-link';
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
  return toInviteView(record);
}
