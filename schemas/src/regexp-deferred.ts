/**
 * The pattern engine of the validator modules the customer pages load (forms/standalone.ts): the same RE2 engine
 * as the server's (regexp.ts), handed in by the page once its lazily loaded chunk has arrived, so the engine (about
 * 47 KB gzip) stays out of what a customer loads before the form shows (ARCHITECTURE.md 'Form patterns'). Until
 * then a pattern answers 'matches' and the server, which checks every pattern on save and submit, has the last
 * word: a pattern never runs on the browser's backtracking RegExp. No re2js here: this file is in every module.
 */

/** Compiles a pattern with RE2 (regexp.ts `compileLinear`). */
export type PatternCompiler = (source: string) => { test(text: string): boolean };

let compile: PatternCompiler | undefined;

/** The page hands the engine in (exported by every validator module, precompiled.ts `PATTERN_ENGINE_EXPORT`). */
export function setPatternEngine(engine: PatternCompiler): void {
  compile = engine;
}

/** ajv's engine signature (ajv.ts): a pattern compiled on its first test once the engine is here. */
export function deferredRegExp(source: string, flags: string) {
  let compiled: { test(text: string): boolean } | undefined;
  return {
    test(text: string): boolean {
      if (!compile) return true;
      compiled ??= compile(source);
      return compiled.test(text);
    },
    toString: () => `/${source}/${flags}`,
  };
}

/** The module name generated validator code uses to reach this file. */
export const DEFERRED_REGEXP_MODULE = '@cp/schemas/regexp-deferred';
// A plain string, as ajv's own helpers name themselves (the generated code calls this function by it).
deferredRegExp.code = 'require("@cp/schemas/regexp-deferred").deferredRegExp';
