/**
 * The validator modules hold no function per step when the whole schema's errors, kept to a step's fields, are
 * the step schema's (variants.ts `stepNeedsOwnValidator`, precompiled.ts `stepFieldErrors`): for every step of
 * every built-in definition and a set of answers (empty, partly filled, each step complete, every §5 rule row,
 * wrong values in every field), the messages on the paths are the ones the step's own compiled schema gives,
 * which is what the wizard's starting step was derived from (customer-portal.md §4).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../ajv';
import { toFieldErrors } from './field-errors';
import { normalizeValue } from './normalize';
import {
  deriveStartStepWith,
  exported,
  stepExport,
  stepFieldErrors,
  SUBMIT_EXPORT,
  type ValidatorModule,
} from './precompiled';
import { BUILT_IN_DEFINITIONS, getFormDefinition } from './registry';
import { RULE_ROWS, rowData } from './rule-rows';
import { sampleFor } from './samples';
import { compiledValidatorModule, validatorSchemas } from './standalone';
import { deriveStartStep } from './steps';
import type { FormData, FormDefinition, FormKey } from './types';
import { uneditedPaths } from './unedited';
import { stepNeedsOwnValidator, stepSchema } from './variants';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const pick = (data: FormData, fields: string[]): FormData =>
  Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, copy(data[f])]));
const without = (data: FormData, fields: string[]): FormData =>
  Object.fromEntries(Object.entries(copy(data)).filter(([f]) => !fields.includes(f)));

const WRONG: unknown[] = [
  '',
  '   ',
  'ab$%!@#<>',
  'x'.repeat(300),
  123456789012,
  -1,
  0,
  true,
  false,
  {},
  [],
  [{}],
];

/** The answers every step is compared on. */
function answers(definition: FormDefinition, sample: FormData): FormData[] {
  const fields = definition.steps.flatMap((s) => s.fields);
  const out: FormData[] = [{}, copy(sample)];
  definition.steps.forEach((step, index) => {
    out.push(pick(sample, step.fields)); // this step complete alone
    out.push(
      pick(
        sample,
        definition.steps.slice(0, index + 1).flatMap((s) => s.fields),
      ),
    ); // through it
    out.push(without(sample, step.fields)); // every other step complete
  });
  out.push(
    pick(
      sample,
      fields.filter((_f, i) => i % 2 === 0),
    ),
    pick(
      sample,
      fields.filter((_f, i) => i % 2),
    ),
  );
  for (const row of RULE_ROWS.filter((r) => r.key === definition.family)) {
    out.push(rowData(row));
    // The row's values alone, on otherwise empty answers.
    const alone = rowData(row);
    const top = row.path.split('/')[1];
    out.push(pick(alone, [top, ...Object.keys(row.given ?? {}).map((p) => p.split('/')[1])]));
  }
  for (const field of fields) {
    for (const value of WRONG) out.push({ ...copy(sample), [field]: copy(value) });
    // Each nested value wrong or missing (objects, and the first item of a list of objects).
    const nested = sample[field];
    const target = Array.isArray(nested) ? nested[0] : nested;
    if (target && typeof target === 'object' && !Array.isArray(target))
      for (const key of Object.keys(target))
        for (const value of ['ab$%!@#<>', 12, undefined]) {
          const data = copy(sample);
          const node = (Array.isArray(data[field]) ? (data[field] as unknown[])[0] : data[field]) as Record<
            string,
            unknown
          >;
          if (value === undefined) delete node[key];
          else node[key] = value;
          out.push(data);
        }
  }
  return out;
}

/** Every message on every path, as the pages map ajv's errors (a missing property on the property itself). */
function messages(errors: ErrorObject[] | null | undefined): string[] {
  const out = new Set<string>();
  for (const error of errors ?? []) {
    if (['if', 'anyOf', 'oneOf', 'not', 'then', 'else', 'allOf'].includes(error.keyword)) continue;
    const inner =
      error.keyword === 'errorMessage' ? (error.params as { errors: ErrorObject[] }).errors : [error];
    for (const e of inner) {
      const missing = (e.params as { missingProperty?: string }).missingProperty;
      out.add(
        `${e.keyword === 'required' && missing ? `${e.instancePath}/${missing}` : e.instancePath} ${error.message}`,
      );
    }
  }
  return [...out].sort();
}

const within = (line: string, fields: string[]) =>
  fields.some((f) => line.startsWith(`/${f} `) || line.startsWith(`/${f}/`));

/** The old and the new reading of every step on every answer: field errors, and every message on its path. */
function compare(definition: FormDefinition, module: ValidatorModule, sample: FormData) {
  const ajv = createAjv();
  const own = new Map<number, ValidateFunction>(
    definition.steps.map((step, index) => [index, ajv.compile(stepSchema(definition, step.id))]),
  );
  const whole = exported(module, SUBMIT_EXPORT);
  let cases = 0;
  for (const data of answers(definition, sample)) {
    const skip = uneditedPaths(definition.skipUntilEdited, data, data);
    const normalized = normalizeValue(definition.schema, data);
    whole(normalized);
    const wholeMessages = messages(whole.errors);
    definition.steps.forEach((step, index) => {
      const validate = own.get(index)!;
      validate(normalizeValue(definition.schema, data));
      const context = `${definition.family} step ${index} (${step.id}) on ${JSON.stringify(data)}`;
      expect(stepFieldErrors(module, definition, index, data), context).toEqual(
        toFieldErrors(validate.errors, skip),
      );
      if (typeof module[stepExport(index)] !== 'function')
        expect(
          wholeMessages.filter((line) => within(line, step.fields)),
          context,
        ).toEqual(messages(validate.errors));
      cases++;
    });
    expect(deriveStartStepWith(module, definition, data)).toBe(deriveStartStep(definition, data));
  }
  return cases;
}

describe('step errors without a function per step (issue 33)', () => {
  it.each(BUILT_IN_DEFINITIONS.map((d) => [d.family, d] as const))(
    'every step of %s reads the whole schema: same messages on the same paths as its own schema',
    (family, definition) => {
      expect(definition.steps.map((s) => stepNeedsOwnValidator(definition, s.id))).toEqual(
        definition.steps.map(() => false),
      );
      const names = validatorSchemas(definition).map(([name]) => name);
      expect(names.filter((name) => /^step\d+$/.test(name))).toEqual([]);
      expect(
        compare(definition, compiledValidatorModule(definition), sampleFor(family as FormKey)),
      ).toBeGreaterThan(200);
    },
    120_000,
  );

  // A root condition of one step that requires a field of another (the amount requested once a company name is
  // given): filtering the whole schema would report that
  // field on its own step too, which its step schema does not; both steps keep their own functions.
  const eight = getFormDefinition('application-eight');
  const [first, second] = [eight.steps[0], eight.steps.find((s) => s.id === 'creditRequest')!];
  // A field the schema does not require otherwise (the amount requested).
  const foreign = second.fields.find((f) => !(eight.schema.required as string[]).includes(f))!;
  const crossing: FormDefinition = {
    ...eight,
    schema: {
      ...eight.schema,
      allOf: [
        ...(eight.schema.allOf as object[]),
        {
          'x-step': first.id,
          if: { required: ['companyName'] },
          then: { required: [foreign] },
        },
      ],
    },
  };

  it('keeps a function for the steps a root condition crosses, and they read the same errors as before', () => {
    const needs = crossing.steps.map((s) => stepNeedsOwnValidator(crossing, s.id));
    expect(needs).toEqual(crossing.steps.map((s) => s.id === first.id || s.id === second.id));
    const module = compiledValidatorModule(crossing);
    expect(Object.keys(module).filter((name) => /^step\d+$/.test(name))).toEqual(
      needs.flatMap((need, index) => (need ? [stepExport(index)] : [])),
    );
    const data = sampleFor('application-eight');
    delete data[foreign];
    // Filtering the whole schema's errors would not do here: the step's own function reports no error there.
    const submit = exported(module, SUBMIT_EXPORT);
    submit(normalizeValue(crossing.schema, data));
    const wholeErrors = toFieldErrors(submit.errors);
    expect(Object.keys(wholeErrors)).toContain(`/${foreign}`);
    expect(stepFieldErrors(module, crossing, crossing.steps.indexOf(second), data)).toEqual({});
    expect(Object.keys(stepFieldErrors(module, crossing, 0, data))).toEqual([`/${foreign}`]);
    expect(compare(crossing, module, data)).toBeGreaterThan(200);
  }, 120_000);
});
