/**
 * Carrier data behind one small interface (README 'Carrier checks'; ARCHITECTURE: infrastructure behind a
 * provider): FMCSA's QCMobile API when FMCSA_WEBKEY is set (qcmobile.ts), otherwise recorded QCMobile answers
 * (fixtures.ts). Both answer a normalised snapshot or null (no such carrier); a provider that cannot answer
 * throws CarrierUnavailable, so a caller never records "not found" for an outage.
 */
import type { CarrierSnapshot, CarrierSource } from '@cp/schemas/contracts/carriers';

export interface CarrierProvider {
  source: CarrierSource;
  byUsdot(usdot: string): Promise<CarrierSnapshot | null>;
  /** By MC (docket) number, digits only. */
  byMc(mc: string): Promise<CarrierSnapshot | null>;
}

/** The provider did not answer (network, timeout, a 5xx, a refused key, a body not in QCMobile's shape). */
export class CarrierUnavailable extends Error {
  constructor(reason: string) {
    super(`FMCSA carrier service unavailable: ${reason}`);
    this.name = 'CarrierUnavailable';
  }
}
