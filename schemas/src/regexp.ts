/**
 * The one regular-expression engine of form patterns (ajv's `code.regExp`, ajv.ts): RE2 semantics through re2js, a
 * pure-JavaScript port of RE2 that matches in time linear in the input whatever the pattern, so no `pattern` a
 * definition holds can stall the API or a customer's browser (ARCHITECTURE.md 'Form patterns'). Patterns are JSON
 * Schema's (ECMA-262 syntax): re2js translates them to RE2's. RE2 has no back-references and no look-arounds; a
 * pattern using them does not compile (check-definition.ts refuses it by name before it can be published).
 */
import { RE2JS } from 're2js';

/** What ajv needs of a compiled pattern: `test`, and a `toString` that tells patterns apart (ajv keys them by it). */
export interface LinearRegExp {
  test(text: string): boolean;
  toString(): string;
}

/**
 * `\k<name>` not itself escaped: a named back-reference, which re2js's translation would read as the text
 * 'k<name>'. Found by RE2 too: a pattern may come from a customer's data (`$data`).
 */
const NAMED_BACK_REFERENCE = RE2JS.compile('(?:^|[^\\\\])(?:\\\\\\\\)*\\\\k<');

/** Compiles a JSON Schema pattern with RE2; throws when RE2 cannot run it. */
export function compileLinear(source: string): RE2JS {
  if (NAMED_BACK_REFERENCE.test(source))
    throw new SyntaxError(`invalid escape sequence: \`\\k\` (a back-reference) in ${source}`);
  return RE2JS.compile(RE2JS.translateRegExp(source));
}

/**
 * ajv's engine signature: `u` is ajv's unicode flag, which RE2 always has. The pattern must also be valid JSON
 * Schema (ECMA-262): JavaScript's parser says why it is not, without ever running it.
 */
export function linearRegExp(source: string, flags: string): LinearRegExp {
  new RegExp(source, flags);
  const compiled = compileLinear(source);
  return { test: (text) => compiled.test(text), toString: () => `/${source}/${flags}` };
}
linearRegExp.code = 'require("@cp/schemas/regexp").linearRegExp';
