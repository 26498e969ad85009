import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check-definition';
import { FORM_KEYS, getFormDefinition } from './registry';
import { ROLE_CATALOGUE, readGroup, readList, readRole, roleFacts, type FormRoles } from './roles';
import { sampleFor } from './samples';

/** The roles each built-in family must carry: the ones its fields hold (a table per family). */
const CARRIED: Record<string, string[]> = {
  'activation-cpg': ['legalName', 'contactName', 'federalTaxId', 'duns', 'address', 'bank', 'signerName'],
  'activation-uwl': ['legalName', 'contactName', 'federalTaxId', 'duns', 'companyWebsite', 'customsBroker'],
  'application-six': ['legalName', 'federalTaxId', 'duns', 'amountRequested', 'tradeReferences', 'bank'],
  'application-six-cpg': ['legalName', 'federalTaxId', 'duns', 'amountRequested', 'tradeReferences'],
  'application-eight': ['legalName', 'federalTaxId', 'duns', 'customsBroker', 'tradeReferences'],
  'application-light': ['legalName', 'federalTaxId', 'duns', 'customsBroker', 'annualRevenue'],
};

describe('field roles of the built-in families', () => {
  it.each(FORM_KEYS)('%s declares its roles, each on a field of a compatible type', (key) => {
    const definition = getFormDefinition(key);
    for (const role of CARRIED[key]) expect(definition.roles).toHaveProperty(role);
    expect(checkDefinition(definition).problems).toEqual([]);
  });

  it.each(FORM_KEYS)('%s: the sample answers read through the roles', (key) => {
    const definition = getFormDefinition(key);
    const answers = sampleFor(key) as Record<string, unknown>;
    expect(readRole(definition, answers, 'legalName')).toBe(answers.companyName);
    expect(readGroup(definition, answers, 'address').zip).toBe((answers.address as { zip: string }).zip);
    const facts = roleFacts(definition, answers);
    expect(facts.legalName).toBe(answers.companyName);
    expect(facts).not.toHaveProperty('tradeReferences');
    if (definition.form === 'credit-application')
      expect(readList(definition, answers, 'tradeReferences')[0]?.company).toBe(
        (answers.tradeRefInfo as Array<{ company: string }>)[0].company,
      );
  });
});

describe('the check protects roles', () => {
  const six = getFormDefinition('application-six');
  const withRoles = (roles: FormRoles) => checkDefinition({ ...six, roles }, { published: six.roles });
  const messages = (roles: FormRoles) => withRoles(roles).problems.map((p) => p.message);

  it.each([
    [
      'a dropped legalName',
      (r: FormRoles) => {
        const { legalName: _drop, ...rest } = r;
        return rest;
      },
      'legalName: the published version has it and this version drops it (list columns, search, duplicates and the credit file read it).',
    ],
    [
      'legalName pointing at nothing',
      (r: FormRoles) => ({ ...r, legalName: '/businessName' }),
      'legalName: legalName points at /businessName, which is not a field of the form (list columns, search, duplicates and the credit file read it).',
    ],
    [
      'amountRequested on a text field',
      (r: FormRoles) => ({ ...r, amountRequested: '/companyName' }),
      `amountRequested: amountRequested points at /companyName, which is not a money field (${ROLE_CATALOGUE.amountRequested.readBy}).`,
    ],
    [
      'a role the product does not know',
      (r: FormRoles) => ({ ...r, nickname: '/companyName' }),
      'nickname is not a field role the product knows.',
    ],
    [
      'a dropped part of the address',
      (r: FormRoles) => ({ ...r, address: { city: '/address/city' } }),
      `address: the published version has address.zip and this version drops it (${ROLE_CATALOGUE.address.readBy}).`,
    ],
  ])('refuses %s, naming the role and what reads it', (_name, change, message) => {
    expect(messages(change(six.roles))).toContain(message);
  });

  it('accepts a role moved with its renamed field', () => {
    const { companyName, ...properties } = six.schema.properties as Record<string, unknown>;
    const schema = { ...six.schema, properties: { businessName: companyName, ...properties } };
    const check = checkDefinition({ ...six, schema, roles: { ...six.roles, legalName: '/businessName' } });
    expect(check.problems.filter((p) => p.message.startsWith('legalName'))).toEqual([]);
  });
});
