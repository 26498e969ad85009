import { validatorModulePath, type ValidatorModule } from '@cp/schemas/forms/precompiled';
import type { FormDefinition } from '@cp/schemas/forms/types';

/**
 * The download of a definition's validator module (precompiled-validator.ts says what it is), apart from the
 * engine: a page starts it as soon as it knows the form to show, in parallel with the engine's chunks, instead
 * of after them (issue 17, first load: one round trip less before the first section shows). Loads no engine.
 */
export type ValidatorModuleImporter = (path: string, definition: FormDefinition) => Promise<ValidatorModule>;

const importModule: ValidatorModuleImporter = (path) =>
  import(/* @vite-ignore */ path) as Promise<ValidatorModule>;
let importer = importModule;
const modules = new Map<string, Promise<ValidatorModule>>();

/** Tests in jsdom cannot import the server's module: they hand in the same functions compiled in process. */
export function setImporter(replacement: ValidatorModuleImporter | undefined) {
  importer = replacement ?? importModule;
  modules.clear();
}

/** The definition's validator module, imported once; a failed import is not kept (the next call tries again). */
export function importValidatorModule(definition: FormDefinition): Promise<ValidatorModule> {
  const path = validatorModulePath(definition);
  let module = modules.get(path);
  if (!module) {
    module = importer(path, definition);
    module.catch(() => modules.delete(path));
    modules.set(path, module);
  }
  return module;
}

/** Starts the import (its failure is the form's to report, when the form asks for the module). */
export function preloadValidatorModule(definition: FormDefinition | undefined) {
  if (definition) importValidatorModule(definition).catch(() => undefined);
}
