/**
 * What one kind of submission (customer activations, credit applications) tells the shared console kit:
 * its resource and CASL subject, the list's statuses and columns, the row actions per status (the action
 * matrix), the dialogs' titles and the spec's messages (back-office.md §2, §5, §8). Everything else — the
 * list controller, filter menu, dialogs, actions and their calls — is the kit's.
 */
import type { ReactNode } from 'react';
import * as S from '@cp/schemas/messages/submissions';
import type { Action } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { SubmissionResource } from '../dataProvider/submissions';
import type { Column, ListStatus, SubmissionRef, SubmissionRow } from './types';

/** The buttons a row can show; `matrix` picks and orders them per list view. */
export type RowAction =
  | 'details'
  | 'notes'
  | 'pdfView'
  | 'pdfDownload'
  | 'print'
  | 'approve'
  | 'deny'
  | 'email'
  | 'link'
  | 'resend'
  | 'delete'
  | 'copy'
  | 'docuSign';

/** A status of the list's selector; `hidden` ones are reached another way (APPROVED / DENIED under REVIEWED). */
export interface StatusOption {
  value: ListStatus;
  hidden?: boolean;
  /** Only offered when this ability holds (Sent: ADMIN and SUPER ADMIN, §6). */
  requires?: Action;
}

/**
 * The list's status selector (§2): SENT (offered as `sent` says), NEW, PENDING, REVIEWED; APPROVED and
 * DENIED are reached through REVIEWED, not offered in the dropdown.
 */
export const statusOptions = (sent: StatusOption = { value: 'SENT' }): StatusOption[] => [
  sent,
  { value: 'NEW' },
  { value: 'PENDING' },
  { value: 'APPROVED', hidden: true },
  { value: 'DENIED', hidden: true },
  { value: 'REVIEWED' },
];

/** The §8 messages of the actions the kit runs, in the kind's wording. */
export interface KindMessages {
  /** The list could not be loaded (applications: §8 'Application list'; else the general message). */
  listError?: string;
  linkDenied: string;
  linkCopied: string;
  linkError: string;
  resent: string;
  resendError: string;
  /** Resend refused client-side with this warning (applications); without it the button is only disabled. */
  resendDenied?: string;
  docuSignDenied?: string;
  docuSignError?: string;
  pdfOk?: string;
  pdfViewError: string;
  pdfDownloadError: string;
  notesDenied: string;
  notesSet: string;
  notesError: string;
  copyDenied: string;
  deleteDenied: string;
  inviteDeleteDenied: string;
  deleteError: string;
  inviteDeleteError: string;
  decided: { approved: string; denied: string };
  invite: {
    sent: string;
    copied: string;
    failed: string;
    emailRequired: string;
    unitRequired: string;
    contactRequired: string;
  };
  approval: { customerCodeRequired: string; contactRequired: string };
  denial: { denialCodeRequired: string; contactRequired: string };
  changeEmailDone: string;
  /** The details page's Save (§8 'Successfully updated application.'). */
  saved: string;
}

/** What both kinds word alike (§5 'Invite', §8): the copy, link and delete refusals, a copied link. */
const COMMON_MESSAGES = {
  linkDenied: S.LINK_DENIED,
  linkCopied: S.LINK_COPIED,
  copyDenied: S.COPY_DENIED,
  deleteDenied: S.DELETE_DENIED,
} satisfies Partial<KindMessages>;

const COMMON_INVITE_MESSAGES = {
  failed: S.INVITE_FAILED,
  emailRequired: S.INVITE_EMAIL_REQUIRED,
  contactRequired: S.INVITE_CONTACT_REQUIRED,
} satisfies Partial<KindMessages['invite']>;

/** What a kind words its own way; `kindMessages` adds what both word alike. */
export type OwnMessages = Omit<KindMessages, keyof typeof COMMON_MESSAGES | 'invite'> & {
  invite: Omit<KindMessages['invite'], keyof typeof COMMON_INVITE_MESSAGES>;
};

const kindMessages = (own: OwnMessages): KindMessages => ({
  ...COMMON_MESSAGES,
  ...own,
  invite: { ...COMMON_INVITE_MESSAGES, ...own.invite },
});

/** The approval dialog's extra fields and client-side rules (the server enforces them again). */
export interface ApprovalRules {
  /** Net terms field (applications, §5): a choice of NET_TERMS_CHOICES. */
  netTerms?: boolean;
  /**
   * The amount the dialog opens with: the unit's quick credit amount (activations, §2), or the smaller of
   * it and the amount the customer requested (applications: never more than was asked for).
   */
  amountDefault?: 'quickCredit' | 'smallerOfRequest';
  /** Errors by field for what was typed; `undefined` where the field is fine. */
  validate: (
    v: { amount: number; customerCode: string; contacts: string[]; netTerms: string },
    record: SubmissionRef,
    user: SessionUser | undefined,
  ) => Partial<Record<'amount' | 'customerCode' | 'contacts' | 'netTerms', string>>;
}

type ApprovalErrors = ReturnType<ApprovalRules['validate']>;

/**
 * The approval rules both kinds check (§5): a customer code where the kind needs one (activations: always),
 * at least one contact, each with the kind's message; then the kind's own rules (applications: amount, the
 * approver's cap, net terms).
 */
function approvalRules(o: {
  messages: KindMessages['approval'];
  customerCodeRequired?: (record: SubmissionRef) => boolean;
  netTerms?: boolean;
  amountDefault?: ApprovalRules['amountDefault'];
  more?: ApprovalRules['validate'];
}): ApprovalRules {
  return {
    netTerms: o.netTerms,
    amountDefault: o.amountDefault,
    validate: (v, record, user): ApprovalErrors => ({
      customerCode:
        (o.customerCodeRequired?.(record) ?? true) && !v.customerCode.trim()
          ? o.messages.customerCodeRequired
          : undefined,
      contacts: v.contacts.length ? undefined : o.messages.contactRequired,
      ...o.more?.(v, record, user),
    }),
  };
}

export interface SubmissionKind {
  resource: SubmissionResource;
  subject: 'Activation' | 'Application';
  /** The page heading ('Customer Activations'). */
  title: string;
  /** The list heading after the status ('NEW Activations'). */
  plural: string;
  statuses: StatusOption[];
  columns: Record<ListStatus, Column[]>;
  /** Row buttons per list view; REVIEWED rows use `REVIEWED` whatever their own status. */
  matrix: Record<ListStatus, RowAction[]>;
  /** Buttons shown disabled to whoever lacks the ability (§6: READ ONLY); the others warn on click. */
  disabledUnless: Partial<Record<RowAction, Action>>;
  /** Buttons of `RowAction` this kind labels its own way ('App Link', 'Resend App'). */
  labels?: Partial<Record<RowAction, string>>;
  /** Search: typed text applies after `searchDebounceMs` (§9). */
  searchDebounceMs: number;
  /** A Search button (and Enter) applies the search at once (the application list, §2). */
  searchButton?: boolean;
  /** Under REVIEWED: All / Approved / Denied buttons above the rows instead of the menu's Status (§2). */
  reviewedButtons?: boolean;
  /** Under REVIEWED: a pager of numbered pages with first and last buttons (applications, §2, §9). */
  numberedPager?: boolean;
  inviteButton: string;
  /** The invite button is disabled without this ability (applications: READ ONLY, §6). */
  inviteRequires?: Action;
  dialogs: {
    inviteTitle: string;
    inviteAction: string;
    copyTitle: string;
    approveTitle: string;
    denyTitle: string;
    deleteTitle: string;
    deleteQuestion: (email: string) => ReactNode;
    notesRows: number;
  };
  approval: ApprovalRules;
  messages: KindMessages;
  /** The PDF's download name and the mail draft's subject. */
  documentName: (r: SubmissionRef) => string;
  /** Test id of a list row (the e2e suites find rows by it). */
  rowTestId: string;
  emptyTestId: string;
}

/**
 * The dialogs' titles (§2), named after the kind's subject ('Copy Activation', 'Application Approval') and
 * the record a delete removes ('Activation Form', 'Application').
 */
const kindDialogs = (
  subject: SubmissionKind['subject'],
  own: { inviteTitle: string; deleted: string },
): SubmissionKind['dialogs'] => ({
  inviteTitle: own.inviteTitle,
  inviteAction: 'Send Invite',
  copyTitle: `Copy ${subject}`,
  approveTitle: `${subject} Approval`,
  denyTitle: `${subject} Denial`,
  deleteTitle: `Delete ${own.deleted}`,
  deleteQuestion: (email) =>
    `Are you sure you want to delete the ${own.deleted.toLowerCase()} sent to ${email}?`,
  notesRows: 7,
});

/** The row shape a kind's columns read. */
export type KindRow = SubmissionRow;

/**
 * What a kind writes down: its configuration, the words of its dialogs, the messages it words its own way
 * and its approval rules beyond the shared ones. `defineKind` completes it with what both kinds share.
 */
export interface KindSource extends Omit<SubmissionKind, 'dialogs' | 'messages' | 'approval'> {
  dialogs: Parameters<typeof kindDialogs>[1];
  messages: OwnMessages;
  approval?: Omit<Parameters<typeof approvalRules>[0], 'messages'>;
}

/** A kind of submission for the console kit, from its own words and rules plus the shared ones. */
export function defineKind(source: KindSource): SubmissionKind {
  const messages = kindMessages(source.messages);
  return {
    ...source,
    dialogs: kindDialogs(source.subject, source.dialogs),
    messages,
    approval: approvalRules({ ...source.approval, messages: messages.approval }),
  };
}
