/** The definition check of the reference answer forms (README 'Reference requests'): their own required roles. */
import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check-definition';
import { REFERENCE_FORM_KEYS, getFormDefinition } from './registry';
import { sampleFor } from './samples';
import type { FormDefinition } from './types';
import { validateForm } from './validate';

const check = (d: FormDefinition, roles = d.roles, subject: Partial<FormDefinition> = d) =>
  checkDefinition({ ...d, roles, form: subject.form, family: subject.family }).problems.map((p) => p.message);

describe('the reference answer forms', () => {
  it.each(REFERENCE_FORM_KEYS)(
    '%s passes without the customer forms’ legal name and contact roles',
    (key) => {
      expect(check(getFormDefinition(key))).toEqual([]);
    },
  );

  it.each(REFERENCE_FORM_KEYS)('the sample answer of %s is valid; without a name it is not', (key) => {
    const d = getFormDefinition(key);
    expect(validateForm(d, sampleFor(key), 'submit')).toEqual({ valid: true, errors: {} });
    const { respondentName: _gone, ...rest } = sampleFor(key);
    expect(validateForm(d, rest, 'submit').errors).toEqual({ '/respondentName': 'Enter your name' });
  });

  it('a reference form must say who answered', () => {
    const { respondentName: _gone, ...roles } = getFormDefinition('bank-reference').roles;
    expect(check(getFormDefinition('bank-reference'), roles)).toEqual([
      'respondentName: every form must say which field holds it (the reference answer’s evidence reads it).',
    ]);
  });

  it('the trade form must carry what the score reads', () => {
    const d = getFormDefinition('trade-reference');
    const { referencePaymentHabit: _gone, ...roles } = d.roles;
    expect(check(d, roles)).toEqual([
      'referencePaymentHabit: every form must say which field holds it (the trade reference’s payment score and the application’s summary read it).',
    ]);
  });

  it('the editor’s check (no kind sent) takes a form naming its respondent for a reference form', () => {
    const d = getFormDefinition('bank-reference');
    expect(check(d, d.roles, {})).toEqual([]);
    expect(check(d, { ...d.roles, respondentName: undefined } as never, {})).toContain(
      'legalName: every form must say which field holds it (list columns, search, duplicates and the credit file read it).',
    );
  });

  it('a number role must point at a number field', () => {
    const d = getFormDefinition('trade-reference');
    expect(check(d, { ...d.roles, referenceDaysBeyondTerms: '/paymentTerms' })).toEqual([
      'referenceDaysBeyondTerms: referenceDaysBeyondTerms points at /paymentTerms, which is not a number field (the trade reference’s payment score and the application’s summary read it).',
    ]);
  });
});
