/** Companies and divisions, their contacts and denial codes. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACTIVATION_WORDING_FIELDS, APPLICATION_WORDING_FIELDS } from '@cp/schemas/contracts/units-admin';
import { ts, money } from './columns';

/** Companies and divisions in one table; the API shows them as two resources. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['company', 'division'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => units.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    prefix: text('prefix').notNull().default(''),
    /** Next application number suffix; taken atomically on submit. */
    counter: integer('counter').notNull().default(1),
    emailTemplate: text('email_template', { enum: ['CPG', 'IDS', 'MIDDLEBAY', 'BRISTOL', 'WDS', 'UWL'] }),
    docuSignTemplateId: text('docusign_template_id').notNull().default(''),
    /** Send the DocuSign agreement together with the approval (migration 0007, README 'E-signature'). */
    docuSignOnApproval: boolean('docusign_on_approval').notNull().default(false),
    quickCreditAmount: money('quick_credit_amount').notNull().default('0'),
    /** Months between a customer's credit reviews (migration 0026); null: the company's, else 12. */
    reviewMonths: integer('review_months'),
    /** Reference requests (migration 0028): sent at submit; reminders after N days, at most M; null: the company's. */
    referenceAutoRequest: boolean('reference_auto_request'),
    referenceReminderDays: integer('reference_reminder_days'),
    referenceReminderMax: integer('reference_reminder_max'),
    /** The sanctions screening's match threshold, 0.5–1 (migration 0030); null: the company's, else 0.85. */
    sanctionsThreshold: real('sanctions_threshold'),
    /** Months a denied record is kept after its notice, 12–120 (migration 0036); null: the company's, else 12. */
    decisionRetentionMonths: integer('decision_retention_months'),
    /** Counsel's reading: a duty advance is credit, so its denial gets a Regulation B notice; null: the company's, else true. */
    regbDutyAdvancesCredit: boolean('regb_duty_advances_credit'),
    /** The reference request and reminder emails' wording (README 'Reference requests'). */
    referenceRequestBody: text('reference_request_body').notNull().default(''),
    referenceReminderBody: text('reference_reminder_body').notNull().default(''),
    managers: jsonb('managers').$type<string[]>().notNull().default([]),
    // Credit application email wording (back-office.md §2 'Credit Application Email Templates').
    invitationBody: text('invitation_body').notNull().default(''),
    invitationTopNote: text('invitation_top_note').notNull().default(''),
    receiptFirstParagraph: text('receipt_first_paragraph').notNull().default(''),
    receiptSecondParagraph: text('receipt_second_paragraph').notNull().default(''),
    deniedFirstParagraph: text('denied_first_paragraph').notNull().default(''),
    deniedSecondParagraph: text('denied_second_paragraph').notNull().default(''),
    approvedFirstParagraph: text('approved_first_paragraph').notNull().default(''),
    approvedSecondParagraph: text('approved_second_paragraph').notNull().default(''),
    approvedBoldParagraph: text('approved_bold_paragraph').notNull().default(''),
    contactApprovedBody: text('contact_approved_body').notNull().default(''),
    contactDeniedBody: text('contact_denied_body').notNull().default(''),
    duplicationNotification: text('duplication_notification').notNull().default(''),
    contactDuplicationNotification: text('contact_duplication_notification').notNull().default(''),
    // Customer activation email wording (customerActivationEmailTemplate).
    caInvitationBody: text('ca_invitation_body').notNull().default(''),
    caInvitationTopNote: text('ca_invitation_top_note').notNull().default(''),
    caReceiptFirstParagraph: text('ca_receipt_first_paragraph').notNull().default(''),
    caReceiptSecondParagraph: text('ca_receipt_second_paragraph').notNull().default(''),
    caApprovedFirstParagraph: text('ca_approved_first_paragraph').notNull().default(''),
    caApprovedSecondParagraph: text('ca_approved_second_paragraph').notNull().default(''),
    caStatusParagraph: text('ca_status_paragraph').notNull().default(''),
    // Customer portal theme of this unit (customer-portal.md §1): kept as data, not code.
    onboardingEmail: text('onboarding_email').notNull().default(''),
    termsUrl: text('terms_url').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
    /**
     * The form families new invitations of this unit use (form_definitions.family of each kind), migration
     * 0015; a division's null is its company's. Changing one affects new invitations only: a submission
     * keeps the family and version it was invited on.
     */
    activationFamily: text('activation_family'),
    applicationFamily: text('application_family'),
    onboardingPacketFileId: uuid('onboarding_packet_file_id'),
    onboardingPacketModified: ts('onboarding_packet_modified'),
    addDate: ts('add_date').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('units_kind_code_live')
      .on(t.kind, t.code)
      .where(sql`${t.deleteDate} is null`),
    index('units_parent').on(t.parentId),
    check('units_division_has_parent', sql`(${t.kind} = 'company') = (${t.parentId} is null)`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    addDate: ts('add_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contacts_unit_name').on(t.unitId, sql`upper(${t.name})`)],
);

export const denialCodes = pgTable(
  'denial_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** What a denial with this code states as its reason (README 'Regulation B'); empty: the description. */
    reasonStatement: text('reason_statement').notNull().default(''),
    addDate: ts('add_date').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('denial_codes_unit_code_live')
      .on(t.unitId, t.code)
      .where(sql`${t.deleteDate} is null`),
  ],
);

type UnitColumn = keyof typeof units.$inferSelect;

/**
 * The 13 credit application and 7 customer activation wording fields of a unit, declared once in the
 * contract (schemas/contracts/units-admin) and checked here to be columns of this table.
 */
export { ACTIVATION_WORDING_FIELDS, APPLICATION_WORDING_FIELDS };
APPLICATION_WORDING_FIELDS satisfies readonly UnitColumn[];
ACTIVATION_WORDING_FIELDS satisfies readonly UnitColumn[];
