import { useEffect, useState } from 'react';
import { createPrecompiledFormValidator, type FormValidator } from '@cp/renderer';
import { validatorModulePath, type ValidatorModule } from '@cp/schemas/forms/precompiled';
import type { FormDefinition } from '@cp/schemas/forms/types';

/**
 * The validator of a record's form for the answers editor: the definition's precompiled validator module, as the
 * customer pages load it (forms/src/portal/precompiled-validator.ts), so the console compiles no schema and keeps
 * its policy without 'unsafe-eval' (api/src/http/security.ts). The module is served by the API
 * (routes/form-validators.ts); its patterns stay the server's (it answers their errors per field on Save).
 */
export type AnswersModuleImporter = (path: string, definition: FormDefinition) => Promise<ValidatorModule>;

const importModule: AnswersModuleImporter = (path) =>
  import(/* @vite-ignore */ path) as Promise<ValidatorModule>;
let importer = importModule;
const loaded = new Map<string, Promise<FormValidator>>();

/** Tests in jsdom cannot import the server's module: they hand in the same functions compiled in process. */
export function setAnswersModuleImporter(replacement: AnswersModuleImporter | undefined) {
  importer = replacement ?? importModule;
  loaded.clear();
}

/** The definition's validator, loaded once per version; a failed load is not kept (the next try loads again). */
export function loadAnswersValidator(definition: FormDefinition): Promise<FormValidator> {
  const path = validatorModulePath(definition);
  let validator = loaded.get(path);
  if (!validator) {
    validator = importer(path, definition).then((module) =>
      createPrecompiledFormValidator(module, definition.schema),
    );
    validator.catch(() => loaded.delete(path));
    loaded.set(path, validator);
  }
  return validator;
}

export type AnswersValidatorState =
  { state: 'loading' } | { state: 'ready'; validator: FormValidator } | { state: 'failed' };

/** Loads the validator while `enabled` (the editor is open). */
export function useAnswersValidator(
  definition: FormDefinition | undefined,
  enabled: boolean,
): AnswersValidatorState {
  const [result, setResult] = useState<{ key: string; value: AnswersValidatorState } | null>(null);
  const key = definition ? validatorModulePath(definition) : '';
  useEffect(() => {
    if (!enabled || !definition) return undefined;
    let live = true;
    loadAnswersValidator(definition).then(
      (validator) => live && setResult({ key, value: { state: 'ready', validator } }),
      () => live && setResult({ key, value: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [definition, enabled, key]);
  return result && result.key === key ? result.value : { state: 'loading' };
}
