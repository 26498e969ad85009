/**
 * Customer activations as a kind of submission: their messages (back-office.md §5, §8 'Activation list
 * and details'), link, invitation, emails and the unit's set-up they need. The workflow itself is the
 * shared one in services/submissions.
 */
import * as M from '@cp/schemas/messages/activations';
import * as S from '@cp/schemas/messages/submissions';
import type { ActivationListItem } from '@cp/schemas/contracts/activations';
import { ACTIVATION_WORDING_FIELDS } from '../../db/schema/units';
import type { SubmissionKind } from '../submissions/kind';
import { specCommon } from '../submissions/spec-shape';
import { activationLink } from './link';

export const ACTIVATION: SubmissionKind = {
  form: 'customer-activation',
  subject: 'Activation',
  resource: 'activations',
  messages: {
    notFound: M.ACTIVATION_NOT_FOUND,
    changeDenied: M.ACTIVATION_CHANGE_DENIED,
    notesDenied: S.NOTES_DENIED,
    inviteDenied: M.ACTIVATION_CHANGE_DENIED,
    resendDenied: M.ACTIVATION_CHANGE_DENIED,
    copyDenied: S.COPY_DENIED,
    linkDenied: S.LINK_DENIED,
    deleteDenied: S.DELETE_DENIED,
    inviteDeleteDenied: M.ACTIVATION_INVITE_DELETE_DENIED,
    // Unreachable: a decided activation is refused as already decided, every other one may be deleted.
    notDeletable: M.ACTIVATION_DELETE_ERROR,
    alreadyApproved: M.ACTIVATION_ALREADY_APPROVED,
    alreadyDenied: M.ACTIVATION_ALREADY_DENIED,
    notSubmitted: M.ACTIVATION_NOT_SUBMITTED,
    notSent: M.ACTIVATION_NOT_SENT,
    contactRequired: M.CONTACT_REQUIRED,
    denialCodeRequired: M.DENIAL_CODE_REQUIRED,
    inviteEmailRequired: S.INVITE_EMAIL_REQUIRED,
    inviteUnitRequired: M.INVITE_UNIT_REQUIRED,
    inviteContactRequired: S.INVITE_CONTACT_REQUIRED,
    resendEmailRequired: S.INVITE_EMAIL_REQUIRED,
    invalidEmail: M.INVALID_EMAIL,
    inviteDeleted: M.ACTIVATION_INVITE_DELETED,
    deleted: M.ACTIVATION_DELETED,
  },
  deletableStatuses: ['', 'SENT', 'NEW', 'PENDING'],
  link: activationLink,
  invitationTemplate: 'activation-invitation',
  invitationLinkKey: 'activationUrl',
  // §5 'Invite': the unit needs an email template and all seven activation wording fields. The original
  // skipped the invite silently; here the user is told why with the copy dialog's messages (issue 6). A
  // copy (§8 Copy) also needs the unit's DocuSign template id, checked between the two, in the spec's order.
  unitSetUp: {
    wordingFields: ACTIVATION_WORDING_FIELDS,
    docuSignTemplateFor: 'copy',
  },
  // The approval emails the customer; the chosen contacts get the status paragraph of either decision.
  approvedEmails: { customer: 'activation-approved', contacts: 'activation-status' },
  deniedEmails: { contacts: 'activation-status' },
  editableColumns: ['customerCode', 'paymentTerms'],
  receivedDate: 'addDate',
  toSpec: (row) => ({
    ...specCommon(row),
    denialCode: row.denialCode,
    docuSign: { envelope_id: row.docuSignEnvelopeId ?? '', completed: row.docuSignCompleted },
  }),
  toItem: (base, row): ActivationListItem => ({
    ...base,
    client: base.companyName,
    pointOfContact: base.contactNames.join(', '),
    companyId: row.companyId,
    divisionId: row.divisionId,
    companyCode: row.companyCode,
    divisionCode: row.divisionCode,
    divisionName: row.divisionName,
  }),
};
