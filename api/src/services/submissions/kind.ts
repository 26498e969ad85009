/**
 * A kind of submission (customer activation, credit application) as the staff workflow sees it: which
 * form it is, which CASL subject guards it, the spec's messages for each refusal, and the few behaviours
 * that differ between kinds. The kernel in this folder does everything else once, for every kind.
 */
import type { DbOrTx } from '../../db/client';
import type { submissions } from '../../db/schema';
import type { SubmissionListItem } from '@cp/schemas/contracts/submissions';
import type { UnitRow } from '../units/find-unit';
import type { APPLICATION_WORDING_FIELDS, ACTIVATION_WORDING_FIELDS } from '../../db/schema/units';
import type { ListRow } from './list-fields';

export type SubmissionRow = typeof submissions.$inferSelect;
export type SubmissionPatch = Partial<typeof submissions.$inferInsert>;
export type FormName = SubmissionRow['form'];
export type Status = SubmissionRow['status'];

/** The messages a kind answers with (back-office.md §5 and §8, word for word where the spec has them). */
export interface KindMessages {
  notFound: string;
  /** Save, approve, deny, change email, customer code. */
  changeDenied: string;
  notesDenied: string;
  inviteDenied: string;
  resendDenied: string;
  copyDenied: string;
  linkDenied: string;
  /** Deleting a submitted record, and a sent invite. */
  deleteDenied: string;
  inviteDeleteDenied: string;
  /** A record in a status it may not be deleted in. */
  notDeletable: string;
  alreadyApproved: string;
  alreadyDenied: string;
  notSubmitted: string;
  notSent: string;
  /** Decisions: the chosen contacts and the denial code. */
  contactRequired: string;
  denialCodeRequired: string;
  /** Invite and copy. */
  inviteEmailRequired: string;
  inviteUnitRequired: string;
  inviteContactRequired: string;
  /** Resend with an emptied email. */
  resendEmailRequired: string;
  /** Change email of a sent record. */
  invalidEmail: string;
  /** Success of a delete: a sent invite, a submitted record. */
  inviteDeleted: string;
  deleted: string;
}

/** The emails of a decision: the customer's template (if any) and the chosen contacts'. */
export interface DecisionEmails {
  customer?: string;
  contacts: string;
}

/** A unit column that holds wording for one kind's emails. */
type WordingField = (typeof APPLICATION_WORDING_FIELDS)[number] | (typeof ACTIVATION_WORDING_FIELDS)[number];

export interface SubmissionKind {
  form: FormName;
  /** The CASL subject of schemas/permissions/ability. */
  subject: 'Activation' | 'Application';
  /** The console resource (`/api/v1/<resource>`), also the name in Content-Range. */
  resource: 'activations' | 'applications';
  messages: KindMessages;
  /** Statuses a record of this kind may be deleted in. */
  deletableStatuses: readonly Status[];
  /** The customer's link (back-office.md §9). */
  link(origin: string, unit: UnitRow, email: string, id: string): string;
  /** The invitation email's template, and the name its context gives the link besides `link`. */
  invitationTemplate: string;
  invitationLinkKey: 'activationUrl' | 'applyUrl';
  /** What a unit must have set up to send this kind (unit-set-up.ts checks it, §8's messages). */
  unitSetUp: {
    wordingFields: readonly WordingField[];
    /** The DocuSign template id is needed by every invite, or only by a Copy. */
    docuSignTemplateFor: 'every invite' | 'copy';
  };
  approvedEmails: DecisionEmails;
  deniedEmails: DecisionEmails;
  /** The date NEW and PENDING lists are sorted and filtered by: the date sent, or the date received. */
  receivedDate: 'addDate' | 'signatureDate';
  /** The list item of this kind: the shared item plus what the kind adds. */
  toItem(base: SubmissionListItem, row: ListRow): SubmissionListItem;
  /** A record as the spec calls answer it: specCommon plus the kind's own spec fields. */
  toSpec(row: ListRow): Record<string, unknown>;
  /** What the details page adds for this kind (beside the shared details fields). */
  detailsExtra?(row: SubmissionRow, db: DbOrTx): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Customer fields staff may edit on a Save besides the form data (`netTerms` for applications). */
  editableColumns: readonly ('customerCode' | 'paymentTerms' | 'netTerms')[];
}
