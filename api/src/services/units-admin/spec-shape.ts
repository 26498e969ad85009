/**
 * Companies and divisions in the field names of back-office.md §3 for the spec calls (§7): `_id`,
 * `company_id`, `customerActivationEmailTemplate`, contacts and denial codes with `_id`, and the
 * applicationCount pairs (item1 the unit id, item2 its completed applications).
 */
import {
  ACTIVATION_TEMPLATE_KEYS,
  ACTIVATION_WORDING_FIELDS,
  APPLICATION_WORDING_FIELDS,
  type SaveUnitBody,
  type SpecUnitBody,
  type UnitRecord,
} from '@cp/schemas/contracts/units-admin';
import type { ApplicationCountPair } from '@cp/schemas/contracts/envelope';

export function toSpecUnit(r: UnitRecord): Record<string, unknown> {
  return {
    _id: r.id,
    code: r.code,
    name: r.name,
    managers: [],
    active: r.active,
    prefix: r.prefix,
    counter: r.counter,
    addDate: r.addDate,
    deleteDate: null,
    emailTemplate: r.emailTemplate ?? '',
    docuSignTemplateId: r.docuSignTemplateId,
    docuSignOnApproval: r.docuSignOnApproval,
    quickCreditAmount: r.quickCreditAmount,
    ...Object.fromEntries(APPLICATION_WORDING_FIELDS.map((f) => [f, r[f]])),
    customerActivationEmailTemplate: Object.fromEntries(
      ACTIVATION_WORDING_FIELDS.map((f) => [ACTIVATION_TEMPLATE_KEYS[f], r[f]]),
    ),
    contacts: r.contacts.map((c) => ({
      _id: c.id,
      name: c.name,
      email: c.email,
      active: c.active,
      addDate: c.addDate,
    })),
    denialCodes: r.denialCodes.map((d) => ({
      _id: d.id,
      code: d.code,
      description: d.description,
      addDate: d.addDate,
      deleteDate: null,
    })),
    ...(r.kind === 'division' ? { company_id: r.parentId } : {}),
  };
}

export const applicationCountOf = (records: UnitRecord[]): ApplicationCountPair[] =>
  records.map((r) => ({ item1: r.id, item2: r.completedApplications }));

/** A spec body as the console's save input (only the fields it carries). */
export function saveInputOfSpec(b: SpecUnitBody): SaveUnitBody {
  const out: Record<string, unknown> = {};
  const put = (key: string, v: unknown) => v !== undefined && v !== null && (out[key] = v);
  for (const key of [
    'code',
    'name',
    'active',
    'prefix',
    'docuSignTemplateId',
    'docuSignOnApproval',
    'quickCreditAmount',
  ] as const)
    put(key, b[key]);
  if (b.emailTemplate !== undefined) out.emailTemplate = b.emailTemplate || null;
  if (b.company_id) out.parentId = b.company_id;
  for (const f of APPLICATION_WORDING_FIELDS) put(f, (b as Record<string, unknown>)[f]);
  const ca = (b.customerActivationEmailTemplate ?? {}) as Record<string, unknown>;
  for (const f of ACTIVATION_WORDING_FIELDS) put(f, ca[ACTIVATION_TEMPLATE_KEYS[f]]);
  return out as SaveUnitBody;
}
