import { setModulePhoneEngine, type ValidatorModule } from '@cp/schemas/forms/precompiled';
import { intlPhoneFits } from '@cp/schemas/phone-postal';
import { loadPhoneNumbers } from '../lazy-phone-numbers';

/**
 * Another country's phone rule for a validator module (schemas phone-deferred.ts): the page's own
 * libphonenumber-js, loaded lazily (lazy-phone-numbers.ts), then `intlPhoneFits` handed to the module. Until then
 * the module leaves such phones to the server; a module holds no copy of the package (issue 33, first load).
 */
export function loadPhoneEngine(module: ValidatorModule): Promise<void> {
  return loadPhoneNumbers().then(() => setModulePhoneEngine(module, intlPhoneFits));
}
