import { normalize } from './normalize';
import { sampleFor } from './samples';
import { getFormDefinition } from './registry';
import { validateForm } from './validate';

describe('normalisation declared by x-normalize', () => {
  it('upper-cases what the spec stores upper case and trims every string', () => {
    const out = normalize(getFormDefinition('application-eight'), {
      companyName: '  acme imports llc ',
      companyContact: '  Dana Whitfield  ',
      address: { address1: '1200 harbor blvd', city: 'long beach', state: 'ca' },
      signatureTitle: 'cfo',
    });
    expect(out).toMatchObject({
      companyName: 'ACME IMPORTS LLC',
      companyContact: 'Dana Whitfield',
      address: { address1: '1200 HARBOR BLVD', city: 'LONG BEACH', state: 'CA' },
      signatureTitle: 'CFO',
    });
  });

  it('keeps digits only where the spec strips other characters, numbers for amounts', () => {
    const out = normalize(getFormDefinition('application-eight'), {
      companyPhone: '(562) 555-0100',
      annualRevenue: '12,500,000',
      numberEmployees: '85',
      bankInfo: { federalTaxNumber: '95-123_4567' },
      tradeRefInfo: [{ phone: '562.555.0101' }],
    });
    expect(out).toMatchObject({
      companyPhone: '5625550100',
      annualRevenue: 12500000,
      numberEmployees: 85,
      bankInfo: { federalTaxNumber: '951234567' },
      tradeRefInfo: [{ phone: '5625550101' }],
    });
  });

  it('removes only the mask where letters must be reported (six-step phone)', () => {
    expect(
      normalize(getFormDefinition('application-six'), { companyPhone: '562-555-01AB' }).companyPhone,
    ).toBe('56255501AB');
  });

  it.each(['activation-cpg', 'application-six', 'application-eight'] as const)(
    '%s stores a date field as YYYY-MM-DD from any date shape, and leaves a non-date to its format',
    (key) => {
      const definition = getFormDefinition(key);
      for (const sent of ['2001-03-15', '2001-03-15T00:00:00.000Z', '03/15/2001'])
        expect(normalize(definition, { companyEstablishedDate: sent }).companyEstablishedDate).toBe(
          '2001-03-15',
        );
      const bad = { ...sampleFor(key), companyEstablishedDate: '00/00/0000' };
      expect(normalize(definition, bad).companyEstablishedDate).toBe('00/00/0000');
      expect(validateForm(definition, bad).errors).toEqual({
        '/companyEstablishedDate': 'Please enter a valid date',
      });
    },
  );

  it('drops blank values so that a blank required field reads as missing', () => {
    const out = normalize(getFormDefinition('activation-cpg'), {
      companyName: '   ',
      address: { city: '', zip: null },
    });
    expect(out).toEqual({ address: {} });
    expect(
      validateForm(getFormDefinition('activation-cpg'), { ...sampleFor('activation-cpg'), companyName: '  ' })
        .errors,
    ).toEqual({
      '/companyName': 'Please enter the company name',
    });
  });

  it('is idempotent and leaves its input alone', () => {
    const input = { companyName: ' acme ', companyPhone: '562-555-0100' };
    const once = normalize(getFormDefinition('application-eight'), input);
    expect(normalize(getFormDefinition('application-eight'), once)).toEqual(once);
    expect(input).toEqual({ companyName: ' acme ', companyPhone: '562-555-0100' });
  });
});

describe('validation modes', () => {
  it('a draft reports format errors but not missing fields', () => {
    const result = validateForm(
      getFormDefinition('application-eight'),
      { companyPhone: '555', companyName: 'A@B' },
      'draft',
    );
    expect(result).toEqual({
      valid: false,
      errors: {
        '/companyPhone': 'Please enter a valid phone number (10 number characters)',
        '/companyName': 'Cannot contain (!, $, %, #, @)',
      },
    });
    expect(validateForm(getFormDefinition('application-eight'), {}, 'draft')).toEqual({
      valid: true,
      errors: {},
    });
    expect(
      validateForm(
        getFormDefinition('application-eight'),
        { termsAndConditions: false, tradeRefInfo: [] },
        'draft',
      ).valid,
    ).toBe(true);
  });

  it('a step validates only its own fields', () => {
    const { errors } = validateForm(
      getFormDefinition('application-eight'),
      {},
      { step: 'billingInformation' },
    );
    expect(errors).toEqual({ '/billingAddress': 'Please enter the address' });
  });

  it('submit reports every missing field on its own path', () => {
    const { errors } = validateForm(getFormDefinition('activation-uwl'), {});
    expect(errors['/companyName']).toBe('Please enter the company name');
    expect(errors['/chb']).toBe('Please select an option');
    expect(errors['/fedTaxId']).toBe('Please enter the Federal Tax number.');
  });
});

describe('a published definition version', () => {
  it('validates with its own schema', () => {
    const builtIn = getFormDefinition('activation-cpg');
    const schema = builtIn.schema as { properties: Record<string, object> };
    const published = {
      ...builtIn,
      schema: {
        ...builtIn.schema,
        properties: {
          ...schema.properties,
          companyName: {
            type: 'string',
            maxLength: 20,
            errorMessage: { maxLength: 'Maximum length is 20 characters' },
          },
        },
      },
    };
    const data = { ...sampleFor('activation-cpg'), companyName: 'A VERY LONG COMPANY NAME LLC' };
    expect(validateForm(published, data).errors).toEqual({
      '/companyName': 'Maximum length is 20 characters',
    });
    expect(validateForm(getFormDefinition('activation-cpg'), data).valid).toBe(true);
  });
});
