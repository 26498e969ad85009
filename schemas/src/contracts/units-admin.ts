/**
 * The company and division administration (back-office.md §2 'Company list and details', 'Division list
 * and details', §3, §5): the console's requests and answers under /api/v1/companies and /api/v1/divisions,
 * declared once for the API (to parse) and the console (to type its calls).
 */
import { z } from 'zod';
import type { CustomerFormKind } from '../forms/types';
import { simpleRestQuerySchema } from './simple-rest';
import {
  ACTIVATION_WORDING_FIELDS,
  APPLICATION_WORDING_FIELDS,
  WORDING_FIELDS,
  type WordingField,
} from './unit-wording';

export * from './unit-wording';

export const UNIT_KINDS = ['company', 'division'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** §3 'Email template enumeration' with its labels. */
export const EMAIL_TEMPLATES = ['CPG', 'IDS', 'MIDDLEBAY', 'BRISTOL', 'WDS', 'UWL'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  CPG: 'CPG',
  IDS: 'IDS',
  MIDDLEBAY: 'Middlebay',
  BRISTOL: 'Bristol',
  WDS: 'World Distribution Services',
  UWL: 'UWL',
};

/**
 * The unit's field naming the form family of each form kind its new invitations use (a form_definitions
 * family of that kind with a published version); a division's null is its company's.
 */
export const UNIT_FORM_FIELDS = {
  'customer-activation': 'activationFamily',
  'credit-application': 'applicationFamily',
} as const satisfies Record<CustomerFormKind, string>;
export type UnitFormField = (typeof UNIT_FORM_FIELDS)[CustomerFormKind];
const formFamilyShape = {
  activationFamily: z.string().max(80).nullable(),
  applicationFamily: z.string().max(80).nullable(),
};

const text = (max: number) => z.string().max(max);
const wordingShape = Object.fromEntries(WORDING_FIELDS.map((f) => [f, text(4000)])) as Record<
  WordingField,
  z.ZodString
>;

/** §2 list filters: search (name, code, date added) and status, default Active. */
export const UNIT_STATUS_FILTERS = ['All', 'Active', 'Inactive'] as const;
export const unitListFilterSchema = z.object({
  q: text(100).optional(),
  status: z.enum(UNIT_STATUS_FILTERS).catch('Active').default('Active'),
});
export type UnitListFilter = z.infer<typeof unitListFilterSchema>;
/** The company and division lists are sorted by name (§2), the only field they sort by besides id. */
export const UNIT_LIST_SORTABLE = ['name', 'id'] as const;
export const unitListQuerySchema = simpleRestQuerySchema(unitListFilterSchema, UNIT_LIST_SORTABLE);

/** 'Add New Company' / 'Add New Division' dialogs (§5); the rules and their messages are the service's. */
export const createUnitBodySchema = z.object({
  name: text(200).default(''),
  code: text(40).default(''),
  emailTemplate: text(20).nullable().default(''),
  /** The name its emails carry (wordmark, footer, sign-off); the unit's name when left out. */
  brandName: text(100).optional(),
  companyId: text(64).nullable().optional(),
  /** Optional: checked as on save (units-admin/form-families.ts); a company without them cannot invite yet. */
  activationFamily: formFamilyShape.activationFamily.optional(),
  applicationFamily: formFamilyShape.applicationFamily.optional(),
});
export type CreateUnitBody = z.input<typeof createUnitBodySchema>;

/** Save on the details page: every editable field of the Company Information card and the wording. */
export const saveUnitBodySchema = z
  .object({
    code: text(40),
    name: text(200),
    active: z.boolean(),
    prefix: text(40),
    emailTemplate: text(20).nullable(),
    docuSignTemplateId: text(200),
    /** Send the payment-terms agreement together with the approval (README 'E-signature'). */
    docuSignOnApproval: z.boolean(),
    quickCreditAmount: z.union([z.number(), text(40)]),
    /** Months between a customer's credit reviews (issue 29 item 7); null: the company's, else 12. */
    reviewMonths: z.number().nullable(),
    /** Reference requests go out at submit (README 'Reference requests'); null on a division: its company's. */
    referenceAutoRequest: z.boolean().nullable(),
    /** Days without an answer before a reminder, and reminders at most; null: the company's, else 2 and 3. */
    referenceReminderDays: z.number().nullable(),
    referenceReminderMax: z.number().nullable(),
    /** The sanctions screening's match threshold, 0.5–1 (README 'Sanctions screening'); null: the company's, else 0.85. */
    sanctionsThreshold: z.number().nullable(),
    /** Months a denied record is kept after its notice, 12–120 (README 'Regulation B'); null: the company's, else 12. */
    decisionRetentionMonths: z.number().nullable(),
    /** Counsel's reading: a duty advance is credit (Regulation B notices); null on a division: the company's, else true. */
    regbDutyAdvancesCredit: z.boolean().nullable(),
    parentId: text(64).nullable(),
    /** Super admins only; null on a division: its company's. */
    ...formFamilyShape,
    ...wordingShape,
  })
  .partial();
export type SaveUnitBody = z.input<typeof saveUnitBodySchema>;

/** New Contact / edit contact / the active switch (§5 'Contact'). */
export const contactBodySchema = z.object({
  name: text(1000).default(''),
  email: text(1000).default(''),
  active: z.boolean().default(true),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** New Denial Code / edit (§5 'Denial code'). */
export const denialCodeBodySchema = z.object({
  code: text(1000).default(''),
  description: text(1000).default(''),
  /** The reason statement a denial with this code offers (README 'Regulation B'); empty: the description. */
  reasonStatement: text(1000).optional(),
});
export type DenialCodeBody = z.input<typeof denialCodeBodySchema>;

/** The live preview: one email template rendered with unsaved wording and the unit's brand (§2). */
export const wordingPreviewBodySchema = z.object({
  template: text(60),
  name: text(200).optional(),
  emailTemplate: text(20).nullable().optional(),
  /** The name the emails carry; `name` when left out. */
  brandName: text(100).optional(),
  wording: z.object(wordingShape).partial().default({}),
});
export type WordingPreviewBody = z.input<typeof wordingPreviewBodySchema>;
export interface WordingPreview {
  subject: string;
  html: string;
  text: string;
}

export interface UnitContact {
  id: string;
  name: string;
  email: string;
  active: boolean;
  addDate: string;
}
export interface UnitDenialCode {
  id: string;
  code: string;
  description: string;
  reasonStatement: string;
  addDate: string;
}
export interface OnboardingPacket {
  /** Where the packet comes from: the unit's own upload, its email template family's, or none. */
  source: 'own' | 'family' | 'none';
  fileName: string | null;
  lastModified: string | null;
}

/** A company or division as the console shows it (list card and details page). */
export type UnitRecord = {
  id: string;
  kind: UnitKind;
  code: string;
  name: string;
  active: boolean;
  prefix: string;
  counter: number;
  emailTemplate: EmailTemplate | null;
  docuSignTemplateId: string;
  /** The agreement goes out with the approval (README 'E-signature'). */
  docuSignOnApproval: boolean;
  quickCreditAmount: number;
  /** Months between a customer's credit reviews; null: the company's (divisions), else 12. */
  reviewMonths: number | null;
  /** Reference requests at submit, reminder days and count; null: the company's (divisions), else off, 2, 3. */
  referenceAutoRequest: boolean | null;
  referenceReminderDays: number | null;
  referenceReminderMax: number | null;
  /** The sanctions match threshold, 0.5–1; null: the company's (divisions), else 0.85. */
  sanctionsThreshold: number | null;
  /** Retention months after the notice, 12–120; null: the company's (divisions), else 12. */
  decisionRetentionMonths: number | null;
  /** Duty advances are credit (Regulation B notices); null: the company's (divisions), else true. */
  regbDutyAdvancesCredit: boolean | null;
  parentId: string | null;
  /** The company's code and name (divisions). */
  companyCode: string | null;
  companyName: string | null;
  addDate: string;
  completedApplications: number;
  /** Codes of the active, non-deleted divisions (companies). */
  activeDivisionCodes: string[];
  contacts: UnitContact[];
  denialCodes: UnitDenialCode[];
  packet: OnboardingPacket;
  /** The unit's own form family of each kind (UNIT_FORM_FIELDS); null: a division uses its company's. */
  activationFamily: string | null;
  applicationFamily: string | null;
  /** A division's company's families (what its nulls mean); null for a company. */
  companyActivationFamily: string | null;
  companyApplicationFamily: string | null;
} & Record<WordingField, string>;

/** The spec calls' headers (back-office.md §7). */
const flag = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => String(Array.isArray(v) ? v[0] : (v ?? '')).toLowerCase() === 'true');
export const unitListHeadersSchema = z.object({ getapplicationcount: flag });
export const unitByIdHeadersSchema = z.object({ id: text(64).default(''), getapplicationcount: flag });
/** The multipart fields of setOnboardingPacket: the company id or Division_id, in any of their spellings. */
export const packetFieldsSchema = z.object({
  Company_id: text(64).optional(),
  CompanyId: text(64).optional(),
  company_id: text(64).optional(),
  companyId: text(64).optional(),
  Division_id: text(64).optional(),
  DivisionId: text(64).optional(),
  division_id: text(64).optional(),
  _id: text(64).optional(),
  id: text(64).optional(),
});

/** §3 customerActivationEmailTemplate ↔ the unit's 'ca' wording fields. */
export const ACTIVATION_TEMPLATE_KEYS: Record<(typeof ACTIVATION_WORDING_FIELDS)[number], string> = {
  caInvitationBody: 'invitationBody',
  caInvitationTopNote: 'invitationTopNote',
  caReceiptFirstParagraph: 'receiptFirstParagraph',
  caReceiptSecondParagraph: 'receiptSecondParagraph',
  caApprovedFirstParagraph: 'approvedFirstParagraph',
  caApprovedSecondParagraph: 'approvedSecondParagraph',
  caStatusParagraph: 'statusParagraph',
};

/**
 * The JSON company or division of setCompany / setDivision (§3 field names). An empty `_id` adds a new
 * one; contacts and denial codes have calls of their own in the console API and are not read here.
 */
export const specUnitBodySchema = z
  .object({
    _id: text(64),
    code: text(40),
    name: text(200),
    active: z.boolean(),
    prefix: text(40),
    emailTemplate: text(20).nullable(),
    docuSignTemplateId: text(200).nullable(),
    /** Not one of §3's fields: this product's 'send the agreement with the approval' switch. */
    docuSignOnApproval: z.boolean().nullable(),
    quickCreditAmount: z.union([z.number(), text(40)]).nullable(),
    company_id: text(64).nullable(),
    ...Object.fromEntries(APPLICATION_WORDING_FIELDS.map((f) => [f, text(4000).nullable()])),
    customerActivationEmailTemplate: z
      .object(
        Object.fromEntries(Object.values(ACTIVATION_TEMPLATE_KEYS).map((k) => [k, text(4000).nullable()])),
      )
      .partial()
      .nullable(),
  })
  .partial();
export type SpecUnitBody = z.output<typeof specUnitBodySchema>;
