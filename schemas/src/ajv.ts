import Ajv, { _, Name, type CodeKeywordDefinition, type KeywordCxt, type Options } from 'ajv';
import { stringify, strConcat } from 'ajv/dist/compile/codegen';
import addFormats from 'ajv-formats';
import addKeywords from 'ajv-keywords';
import addErrors from 'ajv-errors';
import { AJV_RUNTIME, uniqueByErrors } from './ajv-runtime';
import { countryRuleFails } from './phone-postal';
import { linearRegExp } from './regexp';

/**
 * The one ajv set-up shared by the browser (RJSF's `customizeValidator({ extenderFn: extendAjv })`) and the
 * server (`createAjv()`), so a rule can never be enforced on one side only.
 *
 * Custom keywords (all prefixed `x-`, all usable in `errorMessage`):
 * - `x-normalize`: annotation only ('upper' | 'digits' | 'trim' | 'unmask' | 'phone'); `normalize()` applies it.
 * - `x-forbid`: a string of characters the value may not contain.
 * - `x-noDigits`: the value may not contain a digit.
 * - `x-digitsOnly`: the value may contain digits only (`'phone'`: and one leading '+', an international number).
 * - `x-phoneUS`, `x-phoneIntl`, `x-postcode`: the path of the country field from the object holding the value
 *   ('country', 'address/country'); under United States (or no country) a phone has 10 digits, under another
 *   country it is a valid number of that country in E.164; a postcode fits its country (phone-postal.ts).
 * - `x-uniqueBy`: on an array of objects, `[{ property, message, digits? }]`; a repeated value is reported on
 *   the repeating item's property (for example '/tradeRefInfo/2/phone') with the given message.
 * A date that is not a real calendar date (00/00/0000 in the browser, '0000-00-00' stored) fails `format: 'date'`.
 */

export { FORBIDDEN } from './ajv-runtime';

export type { UniqueByRule } from './ajv-runtime';

/**
 * The custom keywords generate code (ajv's `code` keywords), never call a function ajv cannot print: the very same
 * definitions serve the server's ajv and the standalone validator modules the customer pages load precompiled
 * (forms/standalone.ts), which is what lets the customer pages run without 'unsafe-eval'.
 */
type CodeContext = KeywordCxt;

/**
 * The variables of ajv's generated validate functions (ajv/dist/compile/names), named here: a default import of
 * that CommonJS module is `{ default: … }` under some loaders (tsx), which broke the server's compile.
 */
const N = {
  instancePath: new Name('instancePath'),
  vErrors: new Name('vErrors'),
  errors: new Name('errors'),
};

/**
 * The custom keywords' own expressions: a character class, digits. This file writes them, and they run in linear
 * time on any engine, so they stay JavaScript RegExps (printed as `new RegExp(source, 'u')` into standalone
 * modules); a definition's `pattern`s run on the RE2 engine instead (regexp.ts).
 */
// Scope group 'obj', not ajv's 'pattern': a standalone module declares its groups in order of first use, and the
// 'pattern' group must come after the engine function it calls.
const regex = ({ gen }: CodeContext, source: string) =>
  gen.scopeValue('obj', {
    key: `RegExp:${source}`,
    ref: new RegExp(source, 'u'),
    code: _`new RegExp(${source}, ${'u'})`,
  });

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

const forbid: CodeKeywordDefinition = {
  keyword: 'x-forbid',
  schemaType: 'string',
  code(cxt) {
    const chars = cxt.schema as string;
    if (!chars) return;
    const pattern = regex(cxt, `[${escapeClass(chars)}]`);
    cxt.setParams({ chars });
    cxt.fail(_`typeof ${cxt.data} == "string" && ${pattern}.test(${cxt.data})`);
  },
};

const noDigits: CodeKeywordDefinition = {
  keyword: 'x-noDigits',
  schemaType: 'boolean',
  code(cxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`typeof ${cxt.data} == "string" && ${regex(cxt, '\\d')}.test(${cxt.data})`);
  },
};

const digitsOnly: CodeKeywordDefinition = {
  keyword: 'x-digitsOnly',
  schemaType: ['boolean', 'string'],
  code(cxt) {
    if (cxt.schema !== true && cxt.schema !== 'phone') return;
    const source = cxt.schema === 'phone' ? '^\\+?\\d*$' : '^\\d*$';
    cxt.fail(_`typeof ${cxt.data} == "string" && !${regex(cxt, source)}.test(${cxt.data})`);
  },
};

/**
 * The country rules: `countryRuleFails` (phone-postal.ts) reads the sibling country. Generated code names the
 * deferred ones through ajv-runtime.ts (phone-deferred.ts: another country's phone once the page hands its rule in).
 */
const countryRule = (keyword: string, rule: 'phoneUS' | 'phoneIntl' | 'postcode'): CodeKeywordDefinition => ({
  keyword,
  schemaType: 'string',
  code(cxt) {
    const { gen, data, it } = cxt;
    const fails = gen.scopeValue('func', {
      ref: countryRuleFails,
      code: _`require(${AJV_RUNTIME}).countryRuleFails`,
    });
    cxt.fail(_`${fails}(${rule}, ${data}, ${it.parentData}, ${cxt.schema as string})`);
  },
});

/**
 * `x-uniqueBy`: the comparison runs in `uniqueByErrors` (ajv-runtime.ts), which the generated code references by
 * module name; each repeat becomes an error on the repeating item's property, with the rule's own message.
 */
const uniqueBy: CodeKeywordDefinition = {
  keyword: 'x-uniqueBy',
  type: 'array',
  schemaType: 'array',
  code(cxt) {
    const { gen, data, it } = cxt;
    if (!it.opts.allErrors) throw new Error('x-uniqueBy needs allErrors: true');
    const find = gen.scopeValue('func', {
      ref: uniqueByErrors,
      code: _`require(${AJV_RUNTIME}).uniqueByErrors`,
    });
    const rules = gen.scopeValue('schema', { ref: cxt.schema, code: stringify(cxt.schema) });
    const found = gen.const(
      'repeats',
      _`${find}(${rules}, ${data}, ${strConcat(N.instancePath, it.errorPath)})`,
    );
    gen.forOf('repeat', found, (repeat) => {
      gen.code(_`if (${N.vErrors} === null) ${N.vErrors} = [${repeat}]; else ${N.vErrors}.push(${repeat})`);
      gen.code(_`${N.errors}++`);
    });
  },
};

/** Adds formats, ajv-keywords, ajv-errors and the custom keywords above. Safe to call once per ajv. */
// Generic so that RJSF's own copy of ajv (a separate, structurally identical class) can be passed in.
export function extendAjv<T>(instance: T): T {
  const ajv = instance as unknown as Ajv;
  if (ajv.getKeyword('x-forbid')) return instance;
  addFormats(ajv);
  addKeywords(ajv, ['transform', 'uniqueItemProperties']);
  addErrors(ajv, { singleError: false });
  ajv.addKeyword({
    keyword: 'x-normalize',
    schemaType: 'string',
    metaSchema: { enum: ['upper', 'digits', 'trim', 'unmask', 'phone'] },
  });
  for (const keyword of [
    forbid,
    noDigits,
    digitsOnly,
    uniqueBy,
    countryRule('x-phoneUS', 'phoneUS'),
    countryRule('x-phoneIntl', 'phoneIntl'),
    countryRule('x-postcode', 'postcode'),
  ])
    ajv.addKeyword(keyword);
  // Annotations read by steps.ts and the renderer; no validation.
  ajv.addKeyword({ keyword: 'x-step' });
  ajv.addKeyword({ keyword: 'x-required' });
  return instance;
}

/**
 * The options of every ajv here: the browser's (renderer/src/validator.ts) and the server's. Patterns run on the
 * linear-time engine (regexp.ts), never on the backtracking RegExp: a pattern cannot stall validation.
 */
export const AJV_OPTIONS = {
  allErrors: true,
  $data: true,
  strict: false,
  loopEnum: 10,
  code: { regExp: linearRegExp },
} as const;

/**
 * The server's ajv (and the one tests and benches use). `extra`: options that change how the code is emitted,
 * never what it checks (forms/standalone.ts asks for `code: { source: true, esm: true }`).
 */
export function createAjv(extra: Pick<Options, 'code'> = {}): Ajv {
  return extendAjv(new Ajv({ ...AJV_OPTIONS, code: { ...AJV_OPTIONS.code, ...extra.code } }));
}
