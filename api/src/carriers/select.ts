/** The carrier provider the configuration chooses (README 'Carrier checks'): FMCSA_WEBKEY set, the real API. */
import type { Config } from '../config';
import { fixturesProvider } from './fixtures';
import type { CarrierProvider } from './provider';
import { qcMobileProvider } from './qcmobile';

export type CarrierConfig = Partial<Pick<Config, 'fmcsaWebKey' | 'fmcsaBaseUrl'>>;

export function carrierProviderFor(config: CarrierConfig): CarrierProvider {
  return config.fmcsaWebKey
    ? qcMobileProvider({ baseUrl: config.fmcsaBaseUrl ?? '', webKey: config.fmcsaWebKey })
    : fixturesProvider;
}
