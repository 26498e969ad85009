/**
 * The shared submission verbs bound to customer activations, under the names the activation code and
 * tests use. Each verb is one file in services/submissions; this table only fixes the kind.
 */
import type { ActivationListItem } from '@cp/schemas/contracts/activations';
import type { DenyInput, InviteInput, UpdateInput } from '@cp/schemas/contracts/submissions';
import type { Db, DbOrTx } from '../../db/client';
import type { Staff } from '../submissions/access';
import { changeSubmissionEmail } from '../submissions/change-submission-email';
import { copySubmission } from '../submissions/copy-submission';
import { deleteSubmission } from '../submissions/delete-submission';
import { denySubmission } from '../submissions/deny-submission';
import { getSubmission } from '../submissions/get-submission';
import { getSubmissionLink } from '../submissions/get-submission-link';
import { inviteSubmission } from '../submissions/invite-submission';
import { baseItem } from '../submissions/list-fields';
import { listSubmissions, type ListOptions } from '../submissions/list-submissions';
import { resendSubmission } from '../submissions/resend-submission';
import { setSubmissionNotes } from '../submissions/set-submission-notes';
import { updateCustomerCode as updateSubmissionCustomerCode } from '../submissions/update-customer-code';
import { updateSubmission } from '../submissions/update-submission';
import { ACTIVATION } from './kind';

type On<T = object> = Staff & { db: Db } & T;
const kind = ACTIVATION;

export const inviteActivation = (o: On<{ origin: string; invite: InviteInput }>) =>
  inviteSubmission({ ...o, kind, target: o.invite });
export const copyActivation = (o: On<{ origin: string; id: string; target: InviteInput }>) =>
  copySubmission({ ...o, kind });
export const denyActivation = (o: On<{ id: string; input: DenyInput; origin?: string }>) =>
  denySubmission({ ...o, kind });
export const setActivationNotes = (o: On<{ id: string; notes: string }>) =>
  setSubmissionNotes({ ...o, kind });
export const updateActivation = (o: On<{ id: string; input: UpdateInput }>) =>
  updateSubmission({ ...o, kind });
export const updateCustomerCode = (o: On<{ id: string; customerCode: string }>) =>
  updateSubmissionCustomerCode({ ...o, kind });
export const changeActivationEmail = (o: On<{ id: string; email: string; origin: string }>) =>
  changeSubmissionEmail({ ...o, kind });
export const resendActivation = (o: On<{ id: string; origin: string }>) => resendSubmission({ ...o, kind });
export const deleteActivation = (o: On<{ id: string }>) => deleteSubmission({ ...o, kind });
export const getActivation = (o: Staff & { db: DbOrTx; id: string }) => getSubmission({ ...o, kind });
export const getActivationLink = (o: Staff & { db: DbOrTx; id: string; origin: string }) =>
  getSubmissionLink({ ...o, kind });

export type ListActivationsOptions = Omit<ListOptions, 'kind'> & { db: DbOrTx };

/** The Customer Activations list (back-office.md §2): a page of list items and the total. */
export async function listActivations(
  o: ListActivationsOptions,
): Promise<{ rows: ActivationListItem[]; total: number }> {
  const { rows, total } = await listSubmissions({ ...o, kind });
  return { rows: rows.map((r) => kind.toItem(baseItem(r), r) as ActivationListItem), total };
}
