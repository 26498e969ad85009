/**
 * Customer activations on the shared console kit (admin/src/submissions): the list's statuses and
 * columns, the row buttons per status, the dialogs' titles and back-office.md §2, §5 and §8's activation
 * wording. Nothing else lives here.
 */
import * as msg from '@cp/schemas/messages/activations';
import * as S from '@cp/schemas/messages/submissions';
import { defineKind, statusOptions } from '../submissions/kind';
import { columnsByStatus } from './columns';

const reviewed = ['details', 'notes', 'pdfView', 'pdfDownload', 'email'] as const;

export const activationKind = defineKind({
  resource: 'activations',
  subject: 'Activation',
  title: 'Customer Activations',
  plural: 'Activations',
  // APPROVED and DENIED are reached through REVIEWED, not offered in the dropdown (§2).
  statuses: statusOptions(),
  columns: columnsByStatus,
  // §2 table; READ ONLY users get Approve, Deny and Resend disabled (§6).
  matrix: {
    SENT: ['details', 'link', 'resend', 'delete'],
    NEW: ['details', 'notes', 'pdfView', 'pdfDownload', 'approve', 'deny', 'email'],
    PENDING: ['details', 'notes', 'pdfView', 'pdfDownload', 'approve', 'deny', 'email'],
    APPROVED: [...reviewed],
    DENIED: [...reviewed],
    REVIEWED: ['details', 'copy', 'pdfView', 'pdfDownload', 'notes', 'email'],
  },
  disabledUnless: { approve: 'approve', deny: 'deny', resend: 'resend', notes: 'setNotes', copy: 'copy' },
  // §9: the activation list's search is debounced 300 ms.
  searchDebounceMs: 300,
  inviteButton: 'Activation Invite',
  // §6: invites are blocked for READ ONLY (silently on the server); the console disables the button.
  inviteRequires: 'invite',
  dialogs: { inviteTitle: 'Invite Customer', deleted: 'Activation Form' },
  messages: {
    linkError: msg.ACTIVATION_LINK_ERROR,
    resent: msg.ACTIVATION_EMAIL_SENT,
    resendError: msg.ACTIVATION_EMAIL_ERROR,
    pdfOk: msg.ACTIVATION_PDF_OK,
    pdfViewError: msg.ACTIVATION_PDF_LOAD_ERROR,
    pdfDownloadError: msg.ACTIVATION_PDF_ERROR,
    notesDenied: S.NOTES_DENIED,
    notesSet: msg.ACTIVATION_NOTES_SET,
    notesError: msg.ACTIVATION_NOTES_ERROR,
    inviteDeleteDenied: msg.ACTIVATION_INVITE_DELETE_DENIED,
    deleteError: msg.ACTIVATION_DELETE_ERROR,
    inviteDeleteError: msg.ACTIVATION_DELETE_LOAD_ERROR,
    decided: { approved: msg.ACTIVATION_UPDATED, denied: msg.ACTIVATION_UPDATED },
    invite: {
      sent: msg.ACTIVATION_INVITE_SENT,
      copied: msg.ACTIVATION_COPIED,
      unitRequired: msg.INVITE_UNIT_REQUIRED,
    },
    // §5 Activation approval: a customer code and a contact, always.
    approval: { customerCodeRequired: msg.CUSTOMER_CODE_REQUIRED, contactRequired: msg.CONTACT_REQUIRED },
    denial: { denialCodeRequired: msg.DENIAL_CODE_REQUIRED, contactRequired: msg.CONTACT_REQUIRED },
    changeEmailDone: msg.ACTIVATION_UPDATED,
    saved: msg.ACTIVATION_UPDATED,
  },
  // §9: 'Customer Activation # {applicationNumber}.pdf'.
  documentName: (r) => `Customer Activation # ${r.applicationNumber}`,
  rowTestId: 'activation-row',
  emptyTestId: 'activations-empty',
});
