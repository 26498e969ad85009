import { use, useEffect } from 'react';
import { createPrecompiledFormValidator, type FormValidator } from '@cp/renderer';
import { deriveStartStepWith, validatorModulePath } from '@cp/schemas/forms/precompiled';
import type { FormData, FormDefinition } from '@cp/schemas/forms/types';
import { loadPatternEngine } from './pattern-engine';
import { loadPhoneEngine } from './phone-engine';
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
  /**
   * Loads the patterns' RE2 engine (pattern-engine.ts) and another country's phone rule (phone-engine.ts) into the
   * module, once the form shows.
   */
  loadEngines: () => Promise<void>;
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
      loadEngines: () =>
        Promise.all([loadPatternEngine(module), loadPhoneEngine(module)]).then(() => undefined),
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
 * The customer's first touch or key press on the page: the patterns' engine is loaded then at the latest (not on
 * focus: the pages move focus themselves, the wizard to its step's heading).
 */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
/** Otherwise, once the browser is idle this long after the form shows (the first field has painted by then). */
const ENGINE_DELAY_MS = 2500;

/**
 * Suspends (the page's form skeleton shows) until the definition's validators are loaded; loads the patterns'
 * engine on the customer's first input on the page, or once the browser is idle a moment after the form shows,
 * whichever comes first: the engine (about 45 KB gzip) stays out of the first load, and its parse and compile
 * out of the main thread's work while the first section mounts (bench:first-load, bench:lighthouse).
 */
export function usePrecompiledForm(definition: FormDefinition): PrecompiledForm {
  const form = use(loadPrecompiledForm(definition));
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') load();
      else idle = requestIdleCallback(load, { timeout: 3000 });
    }, ENGINE_DELAY_MS);
    function stop() {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
      for (const type of FIRST_INPUT) window.removeEventListener(type, load, true);
    }
    function load() {
      stop();
      void form.loadEngines().catch(() => undefined);
    }
    for (const type of FIRST_INPUT) window.addEventListener(type, load, true);
    return stop;
  }, [form]);
  return form;
}
