/**
 * Customer activations: what differs from the shared submission contract (./submissions), and the spec
 * calls of back-office.md §7 under `/api/CustomerActivation/*`.
 */
import { z } from 'zod';
import {
  amountInput,
  emailText,
  idListSchema,
  idText,
  inviteBodySchema,
  specPaths,
  specSetBodySchema,
  specSubmissionShape,
  submissionDetailsExtra,
  submissionListItemSchema,
  text,
} from './submissions';

// ---------------------------------------------------------------------------------------------------
// Console
// ---------------------------------------------------------------------------------------------------

/** Activation Approval (§2 dialog, §5): amount (optional), customer code, contacts, payment terms. */
export const activationApproveBodySchema = z.object({
  approvedAmount: amountInput,
  customerCode: text(100).default(''),
  contacts: idListSchema.default([]),
  paymentTerms: text(100).optional(),
  /** Issue 29: approve although it takes the customer or its group above its group limit. */
  confirmOverLimit: z.boolean().optional(),
});
export type ActivationApproveInput = z.infer<typeof activationApproveBodySchema>;

/**
 * An activation list row. The flat unit and contact fields are aliases of `unit.*` and `contactNames`
 * kept for the activation screens written before the shared console kit; new code reads `unit` and
 * `contactNames` (they go when those screens move onto the kit).
 */
export const activationListItemSchema = submissionListItemSchema.extend({
  /** @deprecated the customer's business: `companyName`. */
  client: z.string(),
  /** @deprecated `contactNames` joined with ', '. */
  pointOfContact: z.string(),
  /** @deprecated `unit.companyId`. */
  companyId: z.string(),
  /** @deprecated `unit.divisionId`. */
  divisionId: z.string().nullable(),
  /** @deprecated the unit's code: `unit.companyCode` (the customer's code is `customerCode`). */
  companyCode: z.string(),
  /** @deprecated `unit.divisionCode`. */
  divisionCode: z.string().nullable(),
  /** @deprecated `unit.divisionName`. */
  divisionName: z.string().nullable(),
});
export type ActivationListItem = z.infer<typeof activationListItemSchema>;

export const activationDetailsSchema = submissionListItemSchema.extend(submissionDetailsExtra);
export type ActivationDetails = z.infer<typeof activationDetailsSchema>;

// ---------------------------------------------------------------------------------------------------
// Spec calls (§7): headers and bodies as documented, answers with the spec's names
// ---------------------------------------------------------------------------------------------------

/** The shared spec calls under `/api/CustomerActivation` by their documented names. */
export const activationSpecPaths = specPaths('activation');

const lowerFirst = (key: string): string =>
  /^[A-Z0-9]+$/.test(key) ? key.toLowerCase() : key.charAt(0).toLowerCase() + key.slice(1);

/**
 * The activation object with the capitalised names of customer-portal.md §3 (`Email`, `Company_id`,
 * `CompanyName`, `Address.Address1`, `DUNS`, …) in the names of the console and the forms (`email`,
 * `company_id`, `companyName`, `address.address1`, `duns`, …). Other objects pass through unchanged.
 */
export function fromCapitalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromCapitalised);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [lowerFirst(k), fromCapitalised(v)]),
  );
}

/** A body in the capitalised form of customer-portal.md §3 (its `Email` or `CompanyName` give it away). */
export const isCapitalised = (body: Record<string, unknown>): boolean =>
  'Email' in body || 'CompanyName' in body || 'Company_id' in body;

/**
 * `POST sendInvite`: the invite payload (`{ email, company_id, division_id, contacts, notifiedBy_id }`), or
 * a full activation to re-send (it carries its `_id`), in today's names or the capitalised ones.
 */
export const activationSendInviteBodySchema = z
  .record(z.string(), z.unknown())
  .transform((body) => (isCapitalised(body) ? fromCapitalised(body) : body) as Record<string, unknown>)
  .pipe(
    z.object({
      _id: idText.optional(),
      id: idText.optional(),
      email: emailText.default(''),
      company_id: idText.nullish(),
      division_id: idText.nullish(),
      companyId: idText.nullish(),
      divisionId: idText.nullish(),
      contacts: idListSchema.default([]),
    }),
  )
  .transform((b) => ({
    resendId: b._id || b.id || '',
    invite: inviteBodySchema.parse(b),
  }));

/**
 * `POST set`: a full activation; APPROVED reads companyCode (the customer code), approvedAmount,
 * paymentTerms and contacts, DENIED reads denialCode, notes and contacts, a blank set type saves the
 * record (workflow fields and the customer's data).
 */
export const activationSetBodySchema = z
  .record(z.string(), z.unknown())
  .transform((body) => (isCapitalised(body) ? fromCapitalised(body) : body) as Record<string, unknown>)
  .pipe(specSetBodySchema);

/**
 * `POST /api/CustomerActivation/setInvite` (the customer's submit): today's `{ _id, email, data }`, or the
 * full activation with the capitalised names of customer-portal.md §3 (its fields are the data).
 */
export function activationSubmitBody(body: unknown): { id: unknown; email: unknown; data: unknown } {
  const b =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  if (!isCapitalised(b)) return { id: b._id, email: b.email, data: b.data };
  const flat = fromCapitalised(b) as Record<string, unknown>;
  const { _id, email, ...data } = flat;
  return { id: _id, email, data };
}

/** One activation as the spec calls answer it (§3 'Customer activation'). */
export const specActivationSchema = z
  .object({ ...specSubmissionShape, denialCode: z.string() })
  .passthrough();
export type SpecActivation = z.infer<typeof specActivationSchema>;
