/**
 * A unit's email wording (back-office.md §2 'the two wording cards', §3; README 'Reference requests'): its
 * fields and the cards' sections, each beside the email it writes (its live preview). Part of the unit
 * administration's contract (units-admin.ts re-exports it).
 */
/** The 13 credit application wording fields of a unit (§3; §5: an invite or copy needs all). */
export const APPLICATION_WORDING_FIELDS = [
  'invitationBody',
  'invitationTopNote',
  'receiptFirstParagraph',
  'receiptSecondParagraph',
  'deniedFirstParagraph',
  'deniedSecondParagraph',
  'approvedFirstParagraph',
  'approvedSecondParagraph',
  'approvedBoldParagraph',
  'contactApprovedBody',
  'contactDeniedBody',
  'duplicationNotification',
  'contactDuplicationNotification',
] as const;

/** The 7 customer activation wording fields (§3 customerActivationEmailTemplate, 'ca' prefixed in rows). */
export const ACTIVATION_WORDING_FIELDS = [
  'caInvitationBody',
  'caInvitationTopNote',
  'caReceiptFirstParagraph',
  'caReceiptSecondParagraph',
  'caApprovedFirstParagraph',
  'caApprovedSecondParagraph',
  'caStatusParagraph',
] as const;

/**
 * The reference request and reminder emails' wording (README 'Reference requests'): not needed to invite,
 * unlike the spec's 20 above (an empty one leaves the template's own sentence).
 */
export const REFERENCE_WORDING_FIELDS = ['referenceRequestBody', 'referenceReminderBody'] as const;

export type WordingField =
  | (typeof APPLICATION_WORDING_FIELDS)[number]
  | (typeof ACTIVATION_WORDING_FIELDS)[number]
  | (typeof REFERENCE_WORDING_FIELDS)[number];
export const WORDING_FIELDS: readonly WordingField[] = [
  ...APPLICATION_WORDING_FIELDS,
  ...ACTIVATION_WORDING_FIELDS,
  ...REFERENCE_WORDING_FIELDS,
];

export interface WordingSection {
  card: 'application' | 'activation' | 'references';
  title: string;
  /** The email template that shows this wording (its live preview). */
  template: string;
  fields: { name: WordingField; label: string }[];
}

/** The collapsible sections of the two wording cards (§2), each beside the email it writes. */
export const WORDING_SECTIONS: WordingSection[] = [
  {
    card: 'application',
    title: 'Invitation',
    template: 'application-invitation',
    fields: [
      { name: 'invitationBody', label: 'Body' },
      { name: 'invitationTopNote', label: 'Top Note' },
    ],
  },
  {
    card: 'application',
    title: 'Receipt',
    template: 'application-receipt',
    fields: [
      { name: 'receiptFirstParagraph', label: 'First Paragraph' },
      { name: 'receiptSecondParagraph', label: 'Second Paragraph' },
    ],
  },
  {
    card: 'application',
    title: 'Denied',
    template: 'application-denied',
    fields: [
      { name: 'deniedFirstParagraph', label: 'First Paragraph' },
      { name: 'deniedSecondParagraph', label: 'Second Paragraph' },
    ],
  },
  {
    card: 'application',
    title: 'Approved',
    template: 'application-approved',
    fields: [
      { name: 'approvedBoldParagraph', label: 'Bold Paragraph' },
      { name: 'approvedFirstParagraph', label: 'First Paragraph' },
      { name: 'approvedSecondParagraph', label: 'Second Paragraph' },
    ],
  },
  {
    card: 'application',
    title: 'Contact Approved (internal)',
    template: 'application-contact-approved',
    fields: [{ name: 'contactApprovedBody', label: 'Body' }],
  },
  {
    card: 'application',
    title: 'Contact Denied (internal)',
    template: 'application-contact-denied',
    fields: [{ name: 'contactDeniedBody', label: 'Body' }],
  },
  {
    card: 'application',
    title: 'Duplication Notification (external)',
    template: 'application-duplication',
    fields: [{ name: 'duplicationNotification', label: 'Body' }],
  },
  {
    card: 'application',
    title: 'Contact Duplication Notification (internal)',
    template: 'application-contact-duplication',
    fields: [{ name: 'contactDuplicationNotification', label: 'Body' }],
  },
  {
    card: 'activation',
    title: 'Invitation',
    template: 'activation-invitation',
    fields: [
      { name: 'caInvitationBody', label: 'Body' },
      { name: 'caInvitationTopNote', label: 'Top Note' },
    ],
  },
  {
    card: 'activation',
    title: 'Receipt',
    template: 'activation-receipt',
    fields: [
      { name: 'caReceiptFirstParagraph', label: 'First Paragraph' },
      { name: 'caReceiptSecondParagraph', label: 'Second Paragraph' },
    ],
  },
  {
    card: 'activation',
    title: 'Approved',
    template: 'activation-approved',
    fields: [
      { name: 'caApprovedFirstParagraph', label: 'First Paragraph' },
      { name: 'caApprovedSecondParagraph', label: 'Second Paragraph' },
    ],
  },
  {
    card: 'activation',
    title: 'Status Paragraph (internal)',
    template: 'activation-status',
    fields: [{ name: 'caStatusParagraph', label: 'Status Paragraph' }],
  },
  {
    card: 'references',
    title: 'Reference Request',
    template: 'reference-request',
    fields: [{ name: 'referenceRequestBody', label: 'Body' }],
  },
  {
    card: 'references',
    title: 'Reference Reminder',
    template: 'reference-reminder',
    fields: [{ name: 'referenceReminderBody', label: 'Body' }],
  },
];
