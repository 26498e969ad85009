import { describe, expect, it } from 'vitest';
import { visibleErrors } from './visible';

const all = {
  '/companyName': ['Cannot contain (!, $, %, #, @)'],
  '/companyContact': ['Please enter the company contact'],
  '/termsAndConditions': ['Please accept the terms and conditions'],
};
const data = { companyName: 'ACME!', companyContact: '', termsAndConditions: false };

describe('which errors the user sees (customer-portal.md §5)', () => {
  it('before Next or Submit: only format errors of typed fields; an unticked box is not an answer yet', () => {
    expect(visibleErrors(all, data, { showErrors: false })).toEqual({
      '/companyName': ['Cannot contain (!, $, %, #, @)'],
    });
  });

  it('after Next or Submit: every error of the scope', () => {
    expect(visibleErrors(all, data, { showErrors: true })).toEqual(all);
    expect(visibleErrors(all, data, { showErrors: true, scope: ['termsAndConditions'] })).toEqual({
      '/termsAndConditions': ['Please accept the terms and conditions'],
    });
  });
});
