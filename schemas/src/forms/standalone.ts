import { _ } from 'ajv';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { createAjv } from '../ajv';
import { AJV_RUNTIME } from '../ajv-runtime';
import { linearRegExp } from '../regexp';
import { DEFERRED_REGEXP_MODULE, deferredRegExp } from '../regexp-deferred';
import {
  conditionExport,
  conditionsOf,
  PATTERN_ENGINE_EXPORT,
  PHONE_ENGINE_EXPORT,
  stepExport,
  SUBMIT_EXPORT,
  type ValidatorModule,
} from './precompiled';
import type { FormDefinition, JsonSchema } from './types';
import { stepNeedsOwnValidator, stepSchema } from './variants';

// ajv's CommonJS default export: the function itself under Node, `{ default }` under some loaders.
const standaloneCode =
  (standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule;

/**
 * The modules' pattern engine: RE2 here, so a pattern RE2 cannot compile fails the module's generation, printed
 * as the deferred engine the page hands RE2 to once loaded (regexp-deferred.ts).
 */
const moduleRegExp = Object.assign((source: string, flags: string) => linearRegExp(source, flags), {
  code: deferredRegExp.code,
});

/**
 * A form definition's validators as ONE ES module source (ajv standalone code, `code: { source: true, esm: true }`),
 * compiled by the very ajv set-up the server validates with (ajv.ts `createAjv`): the whole schema, every `if`
 * condition and the steps that need a function of their own (the export names: precompiled.ts). The source still
 * names its run-time helpers with `require(...)` (ajv's, ajv-formats', ajv-keywords' and ajv-runtime.ts): the
 * server bundles them into the module it serves (api/src/routes/form-validators.ts). Its patterns wait for the RE2
 * engine the page hands in through the module's `setPatternEngine` export (regexp-deferred.ts). Server only: this
 * file loads ajv's compiler.
 */
export function validatorModuleSource(definition: FormDefinition): string {
  // ajv-formats names its formats with the code of its own copy of ajv, which this ajv would print as a JSON
  // object: name them here with this ajv's code (ajv-formats keeps a `code.formats` already set).
  const formats = _`require("ajv-formats/dist/formats").fullFormats`;
  const ajv = createAjv({ code: { source: true, esm: true, formats, regExp: moduleRegExp } });
  const names: Record<string, string> = {};
  for (const [name, schema] of validatorSchemas(definition)) {
    ajv.addSchema(schema, name);
    names[name] = name;
  }
  // `require` as the generated code names its helpers: one way in, so the bundler initialises the module once.
  const engine = `export const ${PATTERN_ENGINE_EXPORT} = require(${JSON.stringify(DEFERRED_REGEXP_MODULE)}).setPatternEngine;`;
  // The phone rule's setter through ajv-runtime.ts, the way the generated code reaches the rules themselves.
  const phone = `export const ${PHONE_ENGINE_EXPORT} = require(${JSON.stringify(AJV_RUNTIME)}).setPhoneEngine;`;
  return `${standaloneCode(ajv, names)}\n${engine}\n${phone}\n`;
}

/**
 * What a validator module exports, name by name: the whole schema, every condition, and the steps whose errors
 * the whole schema's (kept to the step's fields) would not give exactly (variants.ts `stepNeedsOwnValidator`):
 * the other steps read the whole schema's (precompiled.ts `stepFieldErrors`), whose code the module then holds
 * once instead of twice.
 */
export function validatorSchemas(definition: FormDefinition): [string, JsonSchema][] {
  return [
    [SUBMIT_EXPORT, definition.schema],
    ...conditionsOf(definition.schema).map((condition, index): [string, JsonSchema] => [
      conditionExport(index),
      condition,
    ]),
    ...definition.steps.flatMap((step, index): [string, JsonSchema][] =>
      stepNeedsOwnValidator(definition, step.id)
        ? [[stepExport(index), stepSchema(definition, step.id)]]
        : [],
    ),
  ];
}

/**
 * The same exports compiled in process by the same ajv set-up, without the module round trip: for tests of
 * the pages in jsdom, which cannot import the server's module (forms/src/test-validators.ts).
 */
export function compiledValidatorModule(definition: FormDefinition): ValidatorModule {
  const ajv = createAjv();
  return Object.fromEntries(
    validatorSchemas(definition).map(([name, schema]) => [name, ajv.compile(schema)]),
  );
}
