/**
 * Turns untrusted request values (JSON bodies, query strings, the spec's headers) into service inputs.
 * Unknown properties are dropped; strings are capped. No Express here, so routes stay thin.
 */
import type { ApproveInput } from './approve-activation';
import type { SentActivationInput } from './create-sent-activation';
import type { DenyInput } from './deny-activation';
import { listStatuses, type ListStatus } from './list-activations';

export type Bag = Record<string, unknown>;

export const str = (v: unknown, max = 1000): string =>
  typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' ? String(v) : '';

export const bag = (v: unknown): Bag => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : {});

/** A list of ids from an array, a JSON array string or a comma-separated header. */
export function idList(v: unknown): string[] {
  if (Array.isArray(v))
    return v
      .map((x) => str(x, 64))
      .filter(Boolean)
      .slice(0, 200);
  const s = str(v, 20_000).trim();
  if (!s) return [];
  if (s.startsWith('[')) {
    try {
      return idList(JSON.parse(s));
    } catch {
      return [];
    }
  }
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, 200);
}

export function jsonParam(v: unknown): unknown {
  if (typeof v !== 'string') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

export function listStatus(v: unknown): ListStatus {
  const s = str(v, 20).toUpperCase();
  return (listStatuses as readonly string[]).includes(s) ? (s as ListStatus) : 'NEW';
}

export const invitePayload = (b: Bag): SentActivationInput => ({
  email: str(b.email, 320),
  companyId: str(b.company_id ?? b.companyId, 64) || null,
  divisionId: str(b.division_id ?? b.divisionId, 64) || null,
  contacts: idList(b.contacts),
});

export const approvePayload = (b: Bag): ApproveInput => ({
  approvedAmount: str(b.approvedAmount, 40) || null,
  customerCode: str(b.customerCode ?? b.companyCode, 100),
  contacts: idList(b.contacts),
  paymentTerms: str(b.paymentTerms, 100),
});

export const denyPayload = (b: Bag): DenyInput => ({
  denialCode: str(b.denialCode, 20),
  notes: b.notes === undefined ? undefined : str(b.notes, 10_000),
  contacts: idList(b.contacts),
});
