import Ajv from 'ajv';
import { createAjv, extendAjv } from './ajv';

describe('the shared ajv', () => {
  it('works through extendAjv alone, and twice is harmless', () => {
    const ajv = extendAjv(extendAjv(new Ajv({ allErrors: true, strict: false })));
    const validate = ajv.compile({
      type: 'object',
      properties: {
        city: { type: 'string', 'x-forbid': '!$%#@', errorMessage: { 'x-forbid': 'no symbols' } },
      },
    });
    expect(validate({ city: 'Long@Beach' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/city', message: 'no symbols' });
  });

  it('reports a repeated trade-reference value on the repeating item', () => {
    const validate = createAjv().compile({
      type: 'array',
      'x-uniqueBy': [
        { property: 'company', message: 'Company must be unique!' },
        { property: 'phone', message: 'Phone # must be unique!', digits: true },
      ],
    });
    expect(
      validate([
        { company: 'Acme', phone: '562-555-0101' },
        { company: 'ACME ', phone: '5625550102' },
        { company: 'Other', phone: '(562) 555-0101' },
      ]),
    ).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/1/company', 'Company must be unique!'],
      ['/2/phone', 'Phone # must be unique!'],
    ]);
  });

  it('rejects a date that is not a calendar date (00/00/0000)', () => {
    const validate = createAjv().compile({ type: 'string', format: 'date' });
    expect(validate('0000-00-00')).toBe(false);
    expect(validate('2024-02-29')).toBe(true);
  });

  it.each([
    ['x-noDigits', true, 'Maria 2'],
    ['x-digitsOnly', true, '12AB'],
  ])('%s rejects %s', (keyword, on, value) => {
    const validate = createAjv().compile({ type: 'string', [keyword]: on });
    expect(validate(value)).toBe(false);
    expect(validate(keyword === 'x-noDigits' ? 'Maria' : '1234')).toBe(true);
  });
});
