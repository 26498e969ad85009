/**
 * Credit applications on the shared console kit (admin/src/submissions): the list's statuses and columns,
 * the row buttons per status, the dialogs' titles, the approval rules of back-office.md §5 (checked here to
 * spare a round trip; the server enforces them) and §8's application wording. Nothing else lives here.
 */
import * as msg from '@cp/schemas/messages/applications';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { DELETE_DENIED } from '@cp/schemas/messages/submissions';
import { defineKind, statusOptions } from '../submissions/kind';
import { columnsByStatus } from './columns';

const reviewed = [
  'notes',
  'details',
  'docuSign',
  'copy',
  'pdfView',
  'pdfDownload',
  'email',
  'print',
] as const;

/** §5, §9: application numbers containing UWL or WDS need a customer code. */
export const needsCustomerCode = (applicationNumber: string): boolean => /UWL|WDS/i.test(applicationNumber);

export const applicationKind = defineKind({
  resource: 'applications',
  subject: 'Application',
  title: 'Credit Applications',
  plural: 'Applications',
  // §2: Sent only for ADMIN and SUPER ADMIN (§6); APPROVED and DENIED are reached through Reviewed.
  statuses: statusOptions({ value: 'SENT', requires: 'selectSentStatus' }),
  columns: columnsByStatus,
  // §2 'Application list'.
  matrix: {
    SENT: ['details', 'link', 'resend', 'delete'],
    NEW: ['details', 'pdfView', 'pdfDownload', 'email', 'print'],
    PENDING: ['notes', 'details', 'pdfView', 'pdfDownload', 'email', 'print'],
    APPROVED: [...reviewed],
    DENIED: [...reviewed],
    REVIEWED: [...reviewed],
  },
  labels: { link: 'App Link', resend: 'Resend App', pdfView: 'View', pdfDownload: 'Download' },
  // §6: READ ONLY users get Approve, Deny, Resend and App Link disabled.
  disabledUnless: {
    approve: 'approve',
    deny: 'deny',
    resend: 'resend',
    link: 'copyLink',
    notes: 'setNotes',
    copy: 'copy',
  },
  // §9: the application list's search refreshes after 1.5 s; Enter or Search applies it at once (§2).
  searchDebounceMs: 1500,
  searchButton: true,
  reviewedButtons: true,
  numberedPager: true,
  inviteButton: 'Apply For Credit',
  inviteRequires: 'invite',
  dialogs: { inviteTitle: 'Apply For Credit', deleted: 'Application' },
  approval: {
    customerCodeRequired: (record) => needsCustomerCode(record.applicationNumber),
    netTerms: true,
    amountDefault: 'smallerOfRequest',
    more: (v, _record, user) => {
      const cap = user?.maximumApprovalAmount ?? 0;
      return {
        amount: !v.amount
          ? msg.APPLICATION_AMOUNT_REQUIRED
          : v.amount > cap
            ? msg.approvalAmountDenied(cap)
            : undefined,
        netTerms: v.netTerms.trim() ? undefined : msg.APPLICATION_NET_TERMS_REQUIRED,
      };
    },
  },
  messages: {
    listError: msg.APPLICATIONS_LOAD_ERROR,
    linkError: msg.APPLICATION_LINK_ERROR,
    resent: msg.APPLICATION_INVITE_RESENT,
    // §8 words no failure of these two: the general message.
    resendError: GENERAL_ERROR,
    resendDenied: msg.APPLICATION_RESEND_DENIED,
    pdfViewError: msg.APPLICATION_PDF_ERROR,
    pdfDownloadError: msg.APPLICATION_PDF_ERROR,
    docuSignDenied: msg.APPLICATION_DOCUSIGN_DENIED,
    docuSignError: msg.DOCUSIGN_PDF_ERROR,
    notesDenied: msg.APPLICATION_CHANGE_DENIED,
    notesSet: msg.APPLICATION_NOTES_UPDATED,
    notesError: GENERAL_ERROR,
    inviteDeleteDenied: DELETE_DENIED,
    deleteError: msg.APPLICATION_DELETE_ERROR,
    inviteDeleteError: msg.APPLICATION_DELETE_ERROR,
    decided: { approved: msg.APPLICATION_APPROVED, denied: msg.APPLICATION_DENIED },
    invite: {
      sent: msg.APPLICATION_INVITE_SENT,
      copied: msg.APPLICATION_COPIED,
      // §5: the application list uses '!' in place of '.'.
      unitRequired: msg.APPLICATION_INVITE_UNIT_REQUIRED,
    },
    approval: {
      customerCodeRequired: msg.APPLICATION_CUSTOMER_CODE_REQUIRED,
      contactRequired: msg.APPLICATION_CONTACT_REQUIRED,
    },
    denial: {
      denialCodeRequired: msg.APPLICATION_DENIAL_CODE_REQUIRED,
      contactRequired: msg.APPLICATION_CONTACT_REQUIRED,
    },
    changeEmailDone: msg.APPLICATION_UPDATED,
    saved: msg.APPLICATION_UPDATED,
  },
  documentName: (r) => `Credit Application # ${r.applicationNumber}`,
  rowTestId: 'application-row',
  emptyTestId: 'applications-empty',
});
