/**
 * Issue 17: the precompiled validator modules the customer pages import. Each built-in definition's module is
 * served once generated, immutable, evaluates no string, and validates exactly as the server does: every row of
 * the §5 rule table (schemas/src/forms/rule-rows.ts) gives the same messages on the same paths, and the wizard's
 * starting step is the same.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import supertest from 'supertest';
import { toFieldErrors } from '@cp/schemas/forms/field-errors';
import { normalizeValue } from '@cp/schemas/forms/normalize';
import {
  deriveStartStepWith,
  exported,
  setModulePatternEngine,
  setModulePhoneEngine,
  SUBMIT_EXPORT,
  validatorModulePath,
  type ValidatorModule,
} from '@cp/schemas/forms/precompiled';
import { FORM_KEYS, getFormDefinition, type FormKey } from '@cp/schemas/forms/registry';
import { RULE_ROWS, rowData } from '@cp/schemas/forms/rule-rows';
import { sampleFor } from '@cp/schemas/forms/samples';
import { deriveStartStep } from '@cp/schemas/forms/steps';
import { validateForm } from '@cp/schemas/forms/validate';
import { compileLinear } from '@cp/schemas/regexp';
import { intlPhoneFits } from '@cp/schemas/phone-postal';
import { createTestApp, type TestApp } from '../auth/testing';
import { formDefinitions } from '../db/schema';
import { draftRow } from '../test/publish-definition';

let t: TestApp;
const app = () => t.app;
const dir = mkdtempSync(path.join(tmpdir(), 'cp-validators-'));
const modules = new Map<FormKey, ValidatorModule>();

/** The module exactly as the browser receives it, imported as an ES module. */
async function served(key: FormKey, copy = '') {
  const res = await supertest(app()).get(validatorModulePath(getFormDefinition(key)));
  const file = path.join(dir, `${key}${copy}.mjs`);
  writeFileSync(file, res.text);
  return { res, module: (await import(pathToFileURL(file).href)) as ValidatorModule };
}

beforeAll(async () => {
  // The versions the database holds (version 1 of each built-in family, seeded when it opens) and a draft.
  t = await createTestApp();
  await t.ctx.db
    .insert(formDefinitions)
    .values(draftRow({ ...getFormDefinition('activation-cpg'), version: 3 }));
  // As the page does once the form shows (forms/src/portal/pattern-engine.ts, phone-engine.ts): the modules get
  // the RE2 engine and another country's phone rule.
  for (const key of FORM_KEYS) {
    const { module } = await served(key);
    setModulePatternEngine(module, compileLinear);
    setModulePhoneEngine(module, intlPhoneFits);
    modules.set(key, module);
  }
}, 120_000);

afterAll(() => t.close());

/** The browser's verdict: the module's whole-form function on the normalised data, read like the server's. */
function browserVerdict(key: FormKey, data: Record<string, unknown>) {
  const definition = getFormDefinition(key);
  const validate = exported(modules.get(key)!, SUBMIT_EXPORT);
  validate(normalizeValue(definition.schema, data));
  const errors = toFieldErrors(validate.errors);
  return { valid: Object.keys(errors).length === 0, errors };
}

describe('GET /forms/validators/:form/:family/:version.js', () => {
  it.each(FORM_KEYS)(
    'serves the module of %s as an immutable script that evaluates no string',
    async (key) => {
      const { res } = await served(key);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).not.toMatch(/new Function|\beval\(/);
      // Every helper is bundled in (ajv's runtime files still carry their own name as a string: `'require(…)'`).
      expect(res.text).not.toMatch(/(?<!['"])\brequire\(/);
    },
  );

  it("applies the chosen country's phone and postcode rules as the server does (issue 27 item 16)", () => {
    const key: FormKey = 'application-eight';
    const sample = sampleFor(key) as Record<string, unknown>;
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ country: 'United Kingdom', zip: 'SW1A 1AA' }, '020 7946 0958', undefined],
      [{ country: 'United States', zip: 'SW1A 1AA' }, '5625550100', '/address/zip'],
      [{ country: 'United Kingdom', zip: 'SW1A 1AA' }, '+15625550100', '/companyPhone'],
    ];
    for (const [address, companyPhone, refused] of cases) {
      const data = { ...sample, address: { ...(sample.address as object), ...address }, companyPhone };
      const server = validateForm(getFormDefinition(key), data);
      expect(browserVerdict(key, data)).toEqual(server);
      expect(Object.keys(server.errors)).toEqual(refused ? [refused] : []);
    }
  });

  it.each([
    ['a version not stored', '/forms/validators/customer-activation/activation-cpg/2.js'],
    ['a draft (it still changes)', '/forms/validators/customer-activation/activation-cpg/3.js'],
    ['a malformed version', '/forms/validators/customer-activation/activation-cpg/01.js'],
    ['a family of another form', '/forms/validators/credit-application/activation-cpg/1.js'],
    ['an unknown family', '/forms/validators/customer-activation/nothing/1.js'],
  ])('answers 404 for %s', async (_case, url) => {
    expect((await supertest(app()).get(url)).status).toBe(404);
  });

  it('leaves the RE2 engine out of the module, and patterns to the server until the page hands it in', async () => {
    const { res, module } = await served('activation-cpg', '-fresh');
    expect(res.text).not.toMatch(/RE2JS|UnicodeTables/);
    const website = {
      ...sampleFor('activation-cpg'),
      method: { code: 'Website', value: 'not a web address' },
    };
    const validate = exported(module, SUBMIT_EXPORT);
    expect(validate(website)).toBe(true);
    setModulePatternEngine(module, compileLinear);
    expect(validate(website)).toBe(false);
    expect(toFieldErrors(validate.errors)).toEqual(
      validateForm(getFormDefinition('activation-cpg'), website).errors,
    );
  });

  it("leaves libphonenumber-js out of the module, and another country's phone to the server until the page hands its rule in", async () => {
    const { res, module } = await served('application-eight', '-fresh');
    // The package's metadata (its calling codes table) and its parser are not bundled in.
    expect(res.text).not.toMatch(/country_calling_codes|countryCallingCodes/);
    const sample = sampleFor('application-eight') as Record<string, unknown>;
    const abroad = {
      ...sample,
      address: { ...(sample.address as object), country: 'United Kingdom', zip: 'SW1A 1AA' },
      companyPhone: '+15625550100',
    };
    const validate = exported(module, SUBMIT_EXPORT);
    setModulePatternEngine(module, compileLinear);
    expect(validate(normalizeValue(getFormDefinition('application-eight').schema, abroad))).toBe(true);
    setModulePhoneEngine(module, intlPhoneFits);
    expect(validate(normalizeValue(getFormDefinition('application-eight').schema, abroad))).toBe(false);
    expect(toFieldErrors(validate.errors)).toEqual(
      validateForm(getFormDefinition('application-eight'), abroad).errors,
    );
    // US phones and postcodes need no rule from the page.
    const usBadZip = {
      ...sample,
      address: { ...(sample.address as object), country: 'United States', zip: 'SW1A 1AA' },
    };
    const fresh = await served('application-eight', '-fresh-us');
    const validateUs = exported(fresh.module, SUBMIT_EXPORT);
    setModulePatternEngine(fresh.module, compileLinear);
    expect(validateUs(normalizeValue(getFormDefinition('application-eight').schema, usBadZip))).toBe(false);
    expect(Object.keys(toFieldErrors(validateUs.errors))).toEqual(['/address/zip']);
  });

  it('answers the same bytes again (generated once per version)', async () => {
    const url = validatorModulePath(getFormDefinition('activation-uwl'));
    const [a, b] = [await supertest(app()).get(url), await supertest(app()).get(url)];
    expect(b.text).toBe(a.text);
  });
});

describe('the browser validates as the server does (customer-portal.md §5)', () => {
  it.each(FORM_KEYS)('the sample of %s is valid in both', (key) => {
    expect(browserVerdict(key, sampleFor(key))).toEqual(
      validateForm(getFormDefinition(key), sampleFor(key), 'submit'),
    );
    expect(browserVerdict(key, sampleFor(key)).valid).toBe(true);
  });

  it.each(RULE_ROWS.map((row) => [row.key, row.path, JSON.stringify(row.value), row.message, row] as const))(
    '%s %s = %s -> %s',
    (_key, _path, _value, _message, row) => {
      const data = rowData(row);
      const server = validateForm(getFormDefinition(row.key), data, 'submit');
      expect(browserVerdict(row.key, data)).toEqual(server);
      expect(server.errors[row.path]).toBe(row.message ?? undefined);
    },
  );

  it.each(FORM_KEYS)('the wizard of %s opens at the same step (customer-portal.md §4)', (key) => {
    const definition = getFormDefinition(key);
    const rows = RULE_ROWS.filter((row) => row.key === key).map(rowData);
    for (const data of [{}, sampleFor(key), ...rows]) {
      expect(deriveStartStepWith(modules.get(key)!, definition, data)).toBe(
        deriveStartStep(definition, data),
      );
    }
  });
});
