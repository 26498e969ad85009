import { use, useEffect } from 'react';
import { createPrecompiledFormValidator, type FormValidator } from '@cp/renderer';
import { deriveStartStepWith, validatorModulePath } from '@cp/schemas/forms/precompiled';
import type { FormData, FormDefinition } from '@cp/schemas/forms/types';
import { loadPatternEngine } from './pattern-engine';
import { importValidatorModule, setImporter, type ValidatorModuleImporter } from './validator-module';

/**
 * The customer pages validate with the definition's precompiled validator module (issue 17), which the API
 * generates from the same schema with the same ajv set-up as its own checks: the pages load no ajv compiler and
 * run without 'unsafe-eval'. The module is imported like any script of the app (script-src 'self'), through
 * validator-module.ts (the pages start that import before the engine has loaded).
 */
export interface PrecompiledForm {
  validator: FormValidator;
  /** customer-portal.md §4: the wizard opens at the first incomplete step (the signing step at the latest). */
  startStep: (data: FormData) => number;
  /** Loads the patterns' RE2 engine into the module (pattern-engine.ts), once the form shows. */
  loadPatterns: () => Promise<void>;
}

/** Tests in jsdom cannot import the server's module: they hand in the same functions compiled in process. */
export function setValidatorModuleImporter(replacement: ValidatorModuleImporter | undefined) {
  setImporter(replacement);
  loaded.clear();
}

const loaded = new Map<string, Promise<PrecompiledForm>>();

export function loadPrecompiledForm(definition: FormDefinition): Promise<PrecompiledForm> {
  const path = validatorModulePath(definition);
  let form = loaded.get(path);
  if (!form) {
    form = importValidatorModule(definition).then((module) => ({
      validator: createPrecompiledFormValidator(module, definition.schema),
      startStep: (data: FormData) => deriveStartStepWith(module, definition, data),
      loadPatterns: () => loadPatternEngine(module),
    }));
    // Marked settled the way React's `use` reads a promise, so a form whose validators are loaded renders at
    // once instead of suspending for a tick. A failed load is not kept: opening the page again tries again.
    const settled = form as Promise<PrecompiledForm> & Record<string, unknown>;
    form.then(
      (value) => Object.assign(settled, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(settled, { status: 'rejected', reason });
        loaded.delete(path);
      },
    );
    loaded.set(path, form);
  }
  return form;
}

/**
 * Suspends (the page's form skeleton shows) until the definition's validators are loaded; once the form shows
 * and the browser is idle, loads the patterns' engine.
 */
export function usePrecompiledForm(definition: FormDefinition): PrecompiledForm {
  const form = use(loadPrecompiledForm(definition));
  useEffect(() => {
    // Once the browser is idle: the form mounts its fields a few per task, and they come first.
    const load = () => void form.loadPatterns().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [form]);
  return form;
}
