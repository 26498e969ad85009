/**
 * Carrier checks (README 'Carrier checks'): a motor carrier's or broker's standing at FMCSA, looked up by USDOT
 * or MC number, normalised from QCMobile's answer, with a verdict and its problems in plain words. A check is
 * dated and kept in the credit file.
 */
import { z } from 'zod';
import * as M from '../messages/carriers';

export const CARRIER_VERDICTS = ['active', 'warning', 'inactive', 'not_found'] as const;
export type CarrierVerdict = (typeof CARRIER_VERDICTS)[number];
export const CARRIER_SOURCES = ['fmcsa', 'fixtures'] as const;
export type CarrierSource = (typeof CARRIER_SOURCES)[number];

/** FMCSA's authority status codes: A active, I inactive, N none (never granted). */
export type AuthorityStatus = 'active' | 'inactive' | 'none';

/** What a check keeps of the provider's answer (amounts in US dollars). */
export interface CarrierSnapshot {
  usdot: string;
  legalName: string;
  dbaName: string;
  allowedToOperate: boolean;
  /** QCMobile's statusCode: 'A' active, 'I' inactive. */
  statusCode: string;
  authority: { common: AuthorityStatus; contract: AuthorityStatus; broker: AuthorityStatus };
  /** Bodily injury and property damage (BIPD) liability: on file versus required. */
  bipd: { required: boolean; requiredAmount: number; onFileAmount: number };
  /** BMC-84 surety bond or BMC-85 trust fund, which a broker must keep (US$ 75,000). */
  bond: { required: boolean; onFileAmount: number };
  /** The out-of-service order's date, when the carrier is out of service. */
  outOfServiceDate: string | null;
}

/** Digits only, 1 to 8 (FMCSA's USDOT and MC docket numbers); a leading 'MC-' or spaces are dropped. */
const carrierNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/^\s*mc[-\s]*/i, '').trim() : v),
    z.string().regex(/^\d{1,8}$/, message),
  );

export const usdotNumberSchema = carrierNumber(M.CARRIER_USDOT_INVALID);
export const mcNumberSchema = carrierNumber(M.CARRIER_MC_INVALID);

/** 'Check carrier': either number, or neither to use the application's own. */
export const checkCarrierSchema = z
  .object({
    usdotNumber: z.preprocess((v) => (v === '' || v === null ? undefined : v), usdotNumberSchema.optional()),
    mcNumber: z.preprocess((v) => (v === '' || v === null ? undefined : v), mcNumberSchema.optional()),
  })
  .strict();
export type CheckCarrierBody = z.infer<typeof checkCarrierSchema>;

export interface CarrierCheckView {
  id: string;
  checkedAt: string;
  usdot: string | null;
  mc: string | null;
  source: CarrierSource;
  verdict: CarrierVerdict;
  problems: string[];
  snapshot: CarrierSnapshot | null;
  /** Who asked for it; null when it ran on submit. */
  checkedBy: string | null;
}

/** The latest check, as the credit file and the scorecard read it. */
export interface CarrierCheckSummary {
  checkedAt: string;
  verdict: CarrierVerdict;
  problems: string[];
}
