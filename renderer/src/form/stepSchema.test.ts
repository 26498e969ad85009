import type { RJSFSchema } from '@rjsf/utils';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import { stepSchema } from './stepSchema';

const step = (fields: string[]) => ({ id: 's', title: 'S', fields });

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  $defs: { phone: { type: 'string', pattern: '^\\d{10}$' } },
  properties: {
    name: { type: 'string' },
    phone: { $ref: '#/$defs/phone' },
    bank: { type: 'object', properties: { iban: { type: 'string' } } },
    skipRefs: { type: 'boolean' },
    refs: { type: 'array', items: { type: 'string' } },
  },
  required: ['name', 'bank', 'refs'],
  errorMessage: { required: { name: 'Name please', bank: 'Bank please', refs: 'Refs please' } },
  allOf: [
    {
      if: { properties: { skipRefs: { const: true } }, required: ['skipRefs'] },
      else: { properties: { refs: { minItems: 2 } }, required: ['refs'] },
    },
  ],
} as RJSFSchema;

describe('stepSchema', () => {
  it("keeps the step's top-level properties, required and required messages, and $defs", () => {
    const slice = stepSchema(schema, step(['name', 'phone', 'bank.iban']));
    expect(Object.keys(slice.properties ?? {})).toEqual(['name', 'phone', 'bank']);
    expect(slice.required).toEqual(['name', 'bank']);
    expect(slice.errorMessage).toEqual({ required: { name: 'Name please', bank: 'Bank please' } });
    expect(slice.$defs).toBe(schema.$defs);
    expect(slice.$schema).toBe(schema.$schema);
    // The root conditional is about the references only: another step's business.
    expect(slice.allOf).toBeUndefined();
  });

  it('keeps a root-level conditional that mentions only the step’s properties', () => {
    const slice = stepSchema(schema, step(['skipRefs', 'refs']));
    expect(Object.keys(slice.properties ?? {})).toEqual(['skipRefs', 'refs']);
    expect(slice.allOf).toEqual(schema.allOf);
    expect(slice.required).toEqual(['refs']);
  });

  it('returns the whole schema when a root-level conditional ties the step to another step', () => {
    const tied = { ...schema, allOf: [{ if: { required: ['name'] }, then: { required: ['refs'] } }] };
    expect(stepSchema(tied as RJSFSchema, step(['name']))).toBe(tied);
    expect(stepSchema(tied as RJSFSchema, step(['refs', 'skipRefs']))).toBe(tied);
    const dependent = { ...schema, allOf: undefined, dependencies: { name: ['phone'] } };
    delete dependent.allOf;
    expect(stepSchema(dependent as RJSFSchema, step(['name']))).toBe(dependent);
    expect(stepSchema(dependent as RJSFSchema, step(['name', 'phone'])).dependencies).toEqual({
      name: ['phone'],
    });
    expect(stepSchema(dependent as RJSFSchema, step(['bank'])).dependencies).toBeUndefined();
  });

  it('returns the whole schema for root keywords it cannot slice safely', () => {
    for (const extra of [
      { additionalProperties: false },
      { patternProperties: { '^x-': { type: 'string' } } },
      { allOf: [{ $ref: '#/$defs/phone' }] },
      { anyOf: [{ required: ['name'] }, { required: ['bank'] }] },
    ]) {
      const whole = { ...schema, ...extra } as RJSFSchema;
      expect(stepSchema(whole, step(['name']))).toBe(whole);
    }
  });

  it('slices every built-in form: each step gets exactly its own properties', () => {
    for (const key of FORM_KEYS) {
      const { schema: full, steps } = getFormDefinition(key);
      for (const s of steps) {
        const slice = stepSchema(full as RJSFSchema, s);
        const own = [...new Set(s.fields.map((f) => f.split(/[./]/)[0]))];
        expect(Object.keys(slice.properties ?? {}).sort(), `${key} ${s.id}`).toEqual(own.sort());
        // application-eight's root allOf (manual trade references unless skipped or uploaded) stays with
        // the trade references step and only there.
        expect(!!slice.allOf, `${key} ${s.id}`).toBe(
          key === 'application-eight' && s.id === 'tradeReferences',
        );
      }
    }
  });
});
