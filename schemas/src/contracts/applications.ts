/**
 * Credit applications: what differs from the shared submission contract (./submissions), and the spec
 * calls of back-office.md §7 under `/api/Application/*`. Names follow the naming rule at the top of
 * ./submissions (`customerCode` in the console, `companyCode` = the customer code in the spec calls).
 *
 * Console API, `/api/v1/applications` (ra-data-simple-rest; every action answers the envelope):
 *
 *   GET    /api/v1/applications                         list (filter: status, q, unitId, startDate, endDate,
 *                                                       reviewedStatus ALL|APPROVED|DENIED; range; sort)
 *   POST   /api/v1/applications/invite                  'Apply For Credit'       body applicationInviteBodySchema
 *   GET    /api/v1/applications/:id                     details                  answer applicationDetailsSchema
 *   GET    /api/v1/applications/:id/link                the customer's apply link (envelope data: { link })
 *   GET    /api/v1/applications/:id/pdf                 the application PDF
 *   PUT    /api/v1/applications/:id                     Save                     body updateBodySchema (+ netTerms)
 *   POST   /api/v1/applications/:id/approve             Application Approval     body applicationApproveBodySchema
 *   POST   /api/v1/applications/:id/deny                Application Denial       body applicationDenyBodySchema
 *   POST   /api/v1/applications/:id/notes               Notes                    body notesBodySchema
 *   POST   /api/v1/applications/:id/copy                Copy Application         body applicationInviteBodySchema
 *   POST   /api/v1/applications/:id/resend              Resend App               body resendBodySchema
 *   POST   /api/v1/applications/:id/email               Change Email (sent)      body changeEmailBodySchema
 *   POST   /api/v1/applications/:id/customer-code       customer code            body customerCodeBodySchema
 *   DELETE /api/v1/applications/:id                     Delete (sent only)
 *   Application extras:
 *   GET    /api/v1/applications/:id/trade-references    the trade-reference files  answer tradeReferenceFileSchema[]
 *   POST   /api/v1/applications/:id/trade-references    upload (multipart `TradeReferenceDocument`, .pdf/.doc/.docx; replaces the
 *                                                       current one; envelope data { tradeReferencesFileName })
 *   GET    /api/v1/applications/:id/files/:fileId       download one file of the record
 *   GET    /api/v1/applications/:id/docusign-pdf        the signed DocuSign PDF ('Application is not approved!',
 *                                                       'DocuSign PDF is unavailable for this application!')
 *
 * Spec calls (back-office.md §7), `/api/Application/*`: getApplicationList, getApplicationById,
 * sendInvite, setApplication (header setType), setApplicationCopy, getApplicationPdf, getDocuSignPdf,
 * getTradeReferencesFile, getTradeReferencesLastModifiedDate, setTradeReferences, deleteApplication.
 */
import { z } from 'zod';
import { esignStatusSchema } from './esign';
import {
  amountInput,
  denyBodySchema,
  duplicateRefSchema,
  idListSchema,
  inviteBodySchema,
  notesText,
  specPaths,
  specSetBodyShape,
  specSubmissionShape,
  submissionDetailsExtra,
  submissionListItemSchema,
  text,
} from './submissions';

// ---------------------------------------------------------------------------------------------------
// Console: requests
// ---------------------------------------------------------------------------------------------------

/** 'Apply For Credit' and Copy Application: email, one company or division, contacts (§5). */
export const applicationInviteBodySchema = inviteBodySchema;
export type ApplicationInviteInput = z.infer<typeof applicationInviteBodySchema>;

/**
 * Application Approval (§2 details dialog, §5): approved amount (non-zero, capped by the approver's
 * maximumApprovalAmount), net terms, customer code (required when the application number contains UWL or
 * WDS), at least one contact; payment terms and COD optional.
 */
export const applicationApproveBodySchema = z.object({
  approvedAmount: amountInput,
  netTerms: text(100).default(''),
  paymentTerms: text(100).optional(),
  customerCode: text(100).default(''),
  isCod: z.boolean().optional(),
  contacts: idListSchema.default([]),
  notes: notesText.optional(),
  /** Issue 29: approve although it takes the customer or its group above its group limit. */
  confirmOverLimit: z.boolean().optional(),
});
export type ApplicationApproveInput = z.infer<typeof applicationApproveBodySchema>;

/** Application Denial (§5): denial code and at least one contact; notes optional. */
export const applicationDenyBodySchema = denyBodySchema;
export type ApplicationDenyInput = z.infer<typeof applicationDenyBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Console: answers
// ---------------------------------------------------------------------------------------------------

/**
 * The DocuSign envelope of an approved application (§2: the button needs an envelope and completed), and
 * the state of its latest agreement (none sent: null), which says what the row's 'DocuSign' does.
 */
export const docuSignRefSchema = z.object({
  envelopeId: z.string().nullable(),
  completed: z.boolean(),
  status: esignStatusSchema.nullable(),
});

/**
 * An application list row (§2 'Application list'): the shared item plus the columns of the New / Pending
 * and Reviewed rows. `paymentTerms` of the shared item is what the row shows: the net terms if approved,
 * else 'N/A' is the console's to print.
 */
export const applicationListItemSchema = submissionListItemSchema.extend({
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** D&B DUNS as typed (bankInfo.duns). */
  duns: z.string(),
  netTerms: z.string(),
  isCod: z.boolean(),
  /** The denial code's description in the record's unit, '' when none. */
  denialDescription: z.string(),
  docuSign: docuSignRefSchema,
  possibleDuplicates: z.array(duplicateRefSchema),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** One trade-reference document of an application (§2 'Trade References File'). */
export const tradeReferenceFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  addDate: z.string(),
});
export type TradeReferenceFile = z.infer<typeof tradeReferenceFileSchema>;

/** The details page: the list row plus the shared details fields and the trade-reference file. */
export const applicationDetailsSchema = applicationListItemSchema.extend({
  ...submissionDetailsExtra,
  tradeReferencesFile: tradeReferenceFileSchema.nullable(),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

// ---------------------------------------------------------------------------------------------------
// Spec calls (§7): answers with the spec's names (§3 'Application')
// ---------------------------------------------------------------------------------------------------

/** The shared spec calls under `/api/Application` by their documented names. */
export const applicationSpecPaths = specPaths('application');

/** One application as the spec calls answer it: the customer's data plus the workflow fields. */
export const specApplicationSchema = z
  .object({
    ...specSubmissionShape,
    netTerms: z.string(),
    isCOD: z.boolean(),
    /** The denial code. */
    code: z.string(),
    docuSignEnvelope_id: z.string().nullable(),
    docuSignCompleted: z.boolean(),
    possibleDuplicates: z.array(duplicateRefSchema),
  })
  .passthrough();
export type SpecApplication = z.infer<typeof specApplicationSchema>;

/**
 * `POST setApplication`: a full application; APPROVED reads approvedAmount, netTerms, paymentTerms,
 * companyCode (the customer code), isCOD and contacts; DENIED reads `code` (or denialCode), notes and
 * contacts; a blank set type saves the record.
 */
export const applicationSetBodySchema = z
  .object({
    ...specSetBodyShape,
    netTerms: text(100).optional(),
    isCOD: z.boolean().optional(),
    code: text(20).optional(),
  })
  .passthrough();

/**
 * `POST sendInvite` ('JSON application'): the invite payload (`{ email, company_id, division_id, contacts,
 * notifiedBy_id }`), or a full application to re-send (it carries its `_id`).
 */
export const applicationSendInviteBodySchema = z
  .object({
    _id: text(64).optional(),
    id: text(64).optional(),
  })
  .passthrough()
  // The invite's own problems become this schema's issues (a 400 with per-field messages): a `parse` here
  // would throw out of the transform and answer 500 (found by the fuzz suite: an object as `email`).
  .transform((b, ctx) => {
    const invite = inviteBodySchema.safeParse(b);
    if (invite.success) return { resendId: b._id || b.id || '', invite: invite.data };
    for (const issue of invite.error.issues)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** `POST setTradeReferences` (multipart): the record is the form's `Application_id` field. */
export const setTradeReferencesFieldsSchema = z.object({
  Application_id: text(64).default(''),
  FileName: text(255).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Net terms
// ---------------------------------------------------------------------------------------------------

/**
 * The net terms staff choose from (approval dialog, details Save): the usual days and COD. Stored as the
 * value ('30', 'COD'), as records written before the choice existed store it.
 */
export const NET_TERMS_CHOICES = ['15', '30', '45', '60', 'COD'] as const;

/** Net terms as shown: 'Net 30' for a number of days, anything else as stored ('COD'). */
export const netTermsLabel = (value: string | null | undefined): string => {
  const v = (value ?? '').trim();
  return /^\d+$/.test(v) ? `Net ${v}` : v;
};
