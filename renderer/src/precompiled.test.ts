import type { RJSFSchema } from '@rjsf/utils';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import { RULE_ROWS, rowData } from '@cp/schemas/forms/rule-rows';
import { sampleFor } from '@cp/schemas/forms/samples';
import { compiledValidatorModule } from '@cp/schemas/forms/standalone';
import { collectErrors } from './errors';
import { stepSchema } from './form/stepSchema';
import { createPrecompiledFormValidator } from './precompiled';
import { createValidator } from './validator';

/**
 * The customer pages' validator (RJSF's precompiled validator over a definition's module) shows the same messages
 * on the same fields as the compiling one, row by row of the §5 rule table, and answers RJSF's condition questions
 * for a wizard step's slice of the schema. (The module as served is checked in api routes/form-validators.test.ts.)
 */
const compiling = createValidator();
const precompiled = Object.fromEntries(
  FORM_KEYS.map((key) => {
    const definition = getFormDefinition(key);
    return [key, createPrecompiledFormValidator(compiledValidatorModule(definition), definition.schema)];
  }),
);
const schemaOf = (key: (typeof FORM_KEYS)[number]) => getFormDefinition(key).schema as RJSFSchema;

describe('the precompiled validator', () => {
  it.each(RULE_ROWS.map((row) => [row.key, row.path, row.message, row] as const))(
    '%s %s -> %s: the same field errors as the compiling validator',
    (key, _path, _message, row) => {
      const data = rowData(row);
      expect(collectErrors(precompiled[key], schemaOf(key), data)).toEqual(
        collectErrors(compiling, schemaOf(key), data),
      );
    },
  );

  it('answers the conditions of a wizard step (its slice of the schema) as the compiling validator does', () => {
    const definition = getFormDefinition('application-eight');
    const schema = schemaOf('application-eight');
    const data = sampleFor('application-eight');
    let asked = 0;
    for (const step of definition.steps) {
      const slice = stepSchema(schema, step);
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        for (const [keyword, value] of Object.entries(node)) {
          if (keyword === 'if' && value && typeof value === 'object') {
            for (const candidate of [data, {}, ...Object.values(data)]) {
              asked++;
              expect(precompiled['application-eight'].isValid(value, candidate as never, slice)).toBe(
                compiling.isValid(value, candidate as never, slice),
              );
            }
          }
          visit(value);
        }
      };
      visit(slice);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it('refuses a schema it was not generated from instead of validating against the wrong one', () => {
    expect(() => precompiled['activation-cpg'].rawValidation(schemaOf('activation-uwl'), {})).toThrow();
  });
});
