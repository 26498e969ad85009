/**
 * QCMobile's JSON (https://mobile.fmcsa.dot.gov/QCDevsite/docs/qcApi) read into a CarrierSnapshot. Its answers
 * wrap the carrier: `/carriers/{dot}` as `{ content: { carrier } }`, `/carriers/docket-number/{mc}` as
 * `{ content: [{ carrier }] }`, `/carriers/{dot}/authority` as `{ content: [{ carrierAuthority }] }`; an unknown
 * number answers `content: null` or an empty list. Insurance amounts are in thousands of dollars; flags 'Y'/'N';
 * authority statuses 'A'/'I'/'N'.
 */
import { z } from 'zod';
import type { AuthorityStatus, CarrierSnapshot } from '@cp/schemas/contracts/carriers';

const flag = z.union([z.string(), z.null()]).optional();
const amount = z.union([z.string(), z.number(), z.null()]).optional();

export const qcCarrierSchema = z
  .object({
    dotNumber: z.union([z.number(), z.string()]),
    legalName: z.string().nullish(),
    dbaName: z.string().nullish(),
    allowedToOperate: flag,
    statusCode: flag,
    commonAuthorityStatus: flag,
    contractAuthorityStatus: flag,
    brokerAuthorityStatus: flag,
    bipdInsuranceOnFile: amount,
    bipdInsuranceRequired: flag,
    bipdRequiredAmount: amount,
    bondInsuranceOnFile: amount,
    bondInsuranceRequired: flag,
    oosDate: z.string().nullish(),
  })
  .passthrough();
export type QcCarrier = z.infer<typeof qcCarrierSchema>;

const entry = z.object({ carrier: qcCarrierSchema }).passthrough();
export const qcByDotSchema = z.object({ content: z.union([entry, z.array(entry), z.null()]) }).passthrough();
export const qcByDocketSchema = z.object({ content: z.union([z.array(entry), z.null()]) }).passthrough();

const authorityEntry = z
  .object({
    carrierAuthority: z
      .object({
        commonAuthorityStatus: flag,
        contractAuthorityStatus: flag,
        brokerAuthorityStatus: flag,
      })
      .passthrough(),
  })
  .passthrough();
export const qcAuthoritySchema = z
  .object({ content: z.union([z.array(authorityEntry), z.null()]) })
  .passthrough();
export type QcAuthority = z.infer<typeof authorityEntry>['carrierAuthority'];

const status = (s: string | null | undefined): AuthorityStatus =>
  s === 'A' ? 'active' : s === 'I' ? 'inactive' : 'none';
/** Thousands of dollars as QCMobile writes them ('750', '01000', 1000) into dollars. */
const dollars = (v: string | number | null | undefined) => {
  const n = Number(String(v ?? '0').replace(/[^\d.]/g, '') || 0);
  return Number.isFinite(n) ? Math.round(n * 1000) : 0;
};
const better = (a: AuthorityStatus, b: AuthorityStatus): AuthorityStatus =>
  a === 'active' || b === 'active' ? 'active' : a === 'inactive' || b === 'inactive' ? 'inactive' : 'none';

/** The carrier's record, with the authority rows (one per docket) merged over its summary statuses. */
export function toSnapshot(c: QcCarrier, authorities: QcAuthority[] = []): CarrierSnapshot {
  const authority = {
    common: status(c.commonAuthorityStatus),
    contract: status(c.contractAuthorityStatus),
    broker: status(c.brokerAuthorityStatus),
  };
  for (const a of authorities) {
    authority.common = better(authority.common, status(a.commonAuthorityStatus));
    authority.contract = better(authority.contract, status(a.contractAuthorityStatus));
    authority.broker = better(authority.broker, status(a.brokerAuthorityStatus));
  }
  return {
    usdot: String(c.dotNumber),
    legalName: c.legalName ?? '',
    dbaName: c.dbaName ?? '',
    allowedToOperate: c.allowedToOperate === 'Y',
    statusCode: c.statusCode ?? '',
    authority,
    bipd: {
      required: c.bipdInsuranceRequired === 'Y',
      requiredAmount: dollars(c.bipdRequiredAmount),
      onFileAmount: dollars(c.bipdInsuranceOnFile),
    },
    bond: { required: c.bondInsuranceRequired === 'Y', onFileAmount: dollars(c.bondInsuranceOnFile) },
    outOfServiceDate: c.oosDate ?? null,
  };
}
