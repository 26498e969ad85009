/**
 * Credit applications as a kind of submission: their messages (back-office.md §5, §8 'Application
 * details', 'Application list'), apply link, invitation, decision emails, and the unit's set-up they need.
 * The workflow itself is the shared one in services/submissions.
 */
import * as A from '@cp/schemas/messages/applications';
import * as S from '@cp/schemas/messages/submissions';
import { INVALID_EMAIL } from '@cp/schemas/messages/activations';
import type { ApplicationListItem } from '@cp/schemas/contracts/applications';
import { APPLICATION_WORDING_FIELDS } from '../../db/schema/units';
import type { SubmissionKind } from '../submissions/kind';
import { specCommon } from '../submissions/spec-shape';
import { applicationLink } from './link';
import { tradeReferencesFileOf } from './trade-reference-file';

export const APPLICATION: SubmissionKind = {
  form: 'credit-application',
  subject: 'Application',
  resource: 'applications',
  messages: {
    notFound: A.APPLICATION_NOT_FOUND,
    changeDenied: A.APPLICATION_CHANGE_DENIED,
    notesDenied: S.NOTES_DENIED,
    inviteDenied: A.APPLICATION_INVITE_DENIED,
    resendDenied: A.APPLICATION_RESEND_DENIED,
    copyDenied: S.COPY_DENIED,
    linkDenied: S.LINK_DENIED,
    deleteDenied: S.DELETE_DENIED,
    inviteDeleteDenied: S.DELETE_DENIED,
    notDeletable: A.APPLICATION_NOT_DELETABLE,
    alreadyApproved: A.APPLICATION_ALREADY_APPROVED,
    alreadyDenied: A.APPLICATION_ALREADY_DENIED,
    notSubmitted: A.APPLICATION_NOT_SUBMITTED,
    notSent: A.APPLICATION_NOT_SENT,
    contactRequired: A.APPLICATION_CONTACT_REQUIRED,
    denialCodeRequired: A.APPLICATION_DENIAL_CODE_REQUIRED,
    // §5 'Invite': the same email and contact messages; the unit's ends in '!' on the application list.
    inviteEmailRequired: S.INVITE_EMAIL_REQUIRED,
    inviteUnitRequired: A.APPLICATION_INVITE_UNIT_REQUIRED,
    inviteContactRequired: S.INVITE_CONTACT_REQUIRED,
    resendEmailRequired: A.RESEND_EMAIL_REQUIRED,
    invalidEmail: INVALID_EMAIL,
    inviteDeleted: A.APPLICATION_INVITE_DELETED,
    // Unreachable: only a sent invite may be deleted.
    deleted: A.APPLICATION_INVITE_DELETED,
  },
  deletableStatuses: ['SENT'],
  link: applicationLink,
  invitationTemplate: 'application-invitation',
  invitationLinkKey: 'applyUrl',
  // §5 'Application invite and copy': an email template, a DocuSign template id and all 13 wording fields;
  // §8 words each refusal, checked in that order, for an invite and a copy alike.
  unitSetUp: {
    wordingFields: APPLICATION_WORDING_FIELDS,
    docuSignTemplateFor: 'every invite',
  },
  approvedEmails: { customer: 'application-approved', contacts: 'application-contact-approved' },
  deniedEmails: { customer: 'application-denied', contacts: 'application-contact-denied' },
  editableColumns: ['customerCode', 'paymentTerms', 'netTerms'],
  detailsExtra: async (row, db) => ({ tradeReferencesFile: await tradeReferencesFileOf(db, row) }),
  // §2: New and Pending rows show the date received, the customer's signature date.
  receivedDate: 'signatureDate',
  toSpec: (row) => ({
    ...specCommon(row),
    netTerms: row.netTerms,
    isCOD: row.isCod,
    code: row.denialCode,
    docuSignEnvelope_id: row.docuSignEnvelopeId,
    docuSignCompleted: row.docuSignCompleted,
    possibleDuplicates: (row.possibleDuplicates ?? []).map((d) => ({
      id: d.id,
      applicationNumber: d.applicationNumber ?? '',
      companyName: d.companyName ?? '',
    })),
  }),
  toItem: (base, row): ApplicationListItem => ({
    ...base,
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
    duns: row.duns ?? '',
    netTerms: row.netTerms,
    isCod: row.isCod,
    denialDescription: row.denialDescription ?? '',
    docuSign: {
      envelopeId: row.docuSignEnvelopeId,
      completed: row.docuSignCompleted,
      status: row.esignStatus,
    },
  }),
};
