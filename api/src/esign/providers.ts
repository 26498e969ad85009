/**
 * The provider of this installation: DocuSign when the five DOCUSIGN_* variables are set, else the
 * built-in one (README 'E-signature'). One DocuSign provider per configuration, so its access token is
 * reused until it nears expiry.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import { builtinProvider } from './builtin-provider';
import { docuSignProvider } from './docusign-provider';
import type { EsignProvider } from './provider';

const docuSignProviders = new WeakMap<object, EsignProvider>();

export function providerNameFor(config: Partial<Pick<Config, 'docuSign'>>): EsignProvider['name'] {
  return config.docuSign ? 'docusign' : 'builtin';
}

export function esignProviderFor(
  config: Partial<Pick<Config, 'docuSign'>>,
  db: Db,
  name = providerNameFor(config),
): EsignProvider {
  if (name === 'builtin' || !config.docuSign) return builtinProvider(db);
  let provider = docuSignProviders.get(config.docuSign);
  if (!provider) {
    provider = docuSignProvider(config.docuSign);
    docuSignProviders.set(config.docuSign, provider);
  }
  return provider;
}
