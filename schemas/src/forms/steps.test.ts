import { getFormDefinition } from './registry';
import { sampleFor } from './samples';
import { deriveStartStep, isStepComplete } from './steps';
import type { FormData, FormKey } from './types';

/** The sample's values of the first `count` steps only: what a customer who stopped there has saved. */
function through(key: FormKey, count: number, extra: FormData = {}): FormData {
  const sample = sampleFor(key);
  const fields = getFormDefinition(key)
    .steps.slice(0, count)
    .flatMap((s) => s.fields);
  return { ...Object.fromEntries(fields.filter((f) => f in sample).map((f) => [f, sample[f]])), ...extra };
}

describe('six-step wizard progress (customer-portal.md §4)', () => {
  const key = 'application-six';
  it('company fields incomplete: step 0', () => {
    expect(deriveStartStep(getFormDefinition(key), {})).toBe(0);
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 1), companyPhone: '555' })).toBe(0);
  });
  it('company fields complete gives step 1', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 1))).toBe(1);
  });
  it('credit request complete gives step 2', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 2))).toBe(2);
  });
  it.each([
    ['amount', { amountReq: 0 }],
    ['employees', { numberEmployees: 0 }],
    ['revenue', { annualRevenue: 0 }],
    ['an Email method without a value', { method: { code: 'Email' } }],
    ['an Other method without a value', { method: { code: 'Other' } }],
    ['ownership', { ownership: undefined }],
    ['a document', { documents: [] }],
  ])('credit request missing %s stays on step 1', (_what, change) => {
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 2), ...change })).toBe(1);
  });
  it('an EDI method needs no value', () => {
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 2), method: { code: 'EDI' } })).toBe(2);
  });
  it('the container-port per-diem agreement must be ticked to pass step 1', () => {
    const cpg = 'application-six-cpg';
    expect(deriveStartStep(getFormDefinition(cpg), { ...through(cpg, 2), perDiemAgreement: false })).toBe(1);
    expect(deriveStartStep(getFormDefinition(cpg), through(cpg, 2))).toBe(2);
  });
  it('bank info complete gives step 3', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 3))).toBe(3);
    const bank = through(key, 3).bankInfo as FormData;
    expect(
      deriveStartStep(getFormDefinition(key), {
        ...through(key, 3),
        bankInfo: { ...bank, phone: undefined },
      }),
    ).toBe(2);
  });
  it('an existing account number skips its validation until edited', () => {
    const data = through(key, 3);
    const bankInfo = { ...(data.bankInfo as FormData), accountNumber: 'LEGACY-0042' };
    expect(deriveStartStep(getFormDefinition(key), { ...data, bankInfo })).toBe(3);
    expect(
      isStepComplete(getFormDefinition(key), 'bankingInformation', {
        ...data,
        bankInfo: { ...bankInfo, accountNumber: '' },
      }),
    ).toBe(false);
  });
  it.each([
    ['with dashes', '12-34'],
    ['over 30 characters', '1'.repeat(31)],
  ])('a stored account number %s that fails the rules still completes the bank step', (_what, legacy) => {
    const data = through(key, 3);
    const bankInfo = { ...(data.bankInfo as FormData), accountNumber: legacy };
    expect(isStepComplete(getFormDefinition(key), 'bankingInformation', { ...data, bankInfo })).toBe(true);
    // the list is the definition's: another bank field with a bad value is still validated
    expect(
      isStepComplete(getFormDefinition(key), 'bankingInformation', {
        ...data,
        bankInfo: { ...bankInfo, zip: '!' },
      }),
    ).toBe(false);
  });
  it('at least three complete trade references give step 4', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 4))).toBe(4);
    const refs = through(key, 4).tradeRefInfo as FormData[];
    expect(
      deriveStartStep(getFormDefinition(key), { ...through(key, 4), tradeRefInfo: refs.slice(0, 2) }),
    ).toBe(3);
    expect(
      deriveStartStep(getFormDefinition(key), {
        ...through(key, 4),
        tradeRefInfo: [...refs.slice(0, 2), { country: 'United States' }],
      }),
    ).toBe(3);
  });
  it('a signed application opens on the signing step; step 5 is the submitted view', () => {
    expect(deriveStartStep(getFormDefinition(key), sampleFor(key))).toBe(4);
    expect(deriveStartStep(getFormDefinition(key), sampleFor(key), { submitted: true })).toBe(5);
  });
});

describe('eight-step wizard progress (customer-portal.md §4)', () => {
  const key = 'application-eight';
  it('company info incomplete: 0', () => {
    expect(deriveStartStep(getFormDefinition(key), {})).toBe(0);
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 1), companyWebsite: undefined })).toBe(
      0,
    );
  });
  it('company filled, no billing: 1', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 1))).toBe(1);
  });
  it('billing done, no CHB choice: 2', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 2))).toBe(2);
    expect(
      deriveStartStep(getFormDefinition(key), { ...through(key, 2), chb: { uwlHandleChb: false } }),
    ).toBe(2);
  });
  it('CHB done, no annual revenue: 3', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 3))).toBe(3);
  });
  it('company handles CHB, no annual revenue: 3', () => {
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 2), chb: { uwlHandleChb: true } })).toBe(
      3,
    );
  });
  it('a stored legacy account number does not hold the wizard on the bank step', () => {
    const data = through(key, 5);
    const bankInfo = { ...(data.bankInfo as FormData), accountNumber: '12-34' };
    expect(deriveStartStep(getFormDefinition(key), { ...data, bankInfo })).toBe(5);
    expect(
      deriveStartStep(getFormDefinition(key), {
        ...data,
        bankInfo: { ...bankInfo, accountNumber: undefined },
      }),
    ).toBe(4);
  });
  it('credit request done, no bank name: 4', () => {
    const data = through(key, 4);
    expect(deriveStartStep(getFormDefinition(key), data)).toBe(4);
    const bankInfo = { ...(sampleFor(key).bankInfo as FormData), bankName: undefined };
    expect(deriveStartStep(getFormDefinition(key), { ...data, bankInfo })).toBe(4);
  });
  it('bank done, no trade references, file or skip: 5', () => {
    expect(deriveStartStep(getFormDefinition(key), through(key, 5))).toBe(5);
  });
  it.each([
    ['a file', { tradeReferencesFileName: 'references-6f1c.pdf' }],
    ['skipped', { tradeReferencesSkipped: true }],
    ['three complete references', { tradeRefInfo: sampleFor('application-eight').tradeRefInfo }],
  ])('trade references satisfied by %s but no signature: 6', (_what, refs) => {
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 5), ...refs })).toBe(6);
  });
  it('two references and no file or skip stay on 5', () => {
    const refs = (sampleFor(key).tradeRefInfo as FormData[]).slice(0, 2);
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 5), tradeRefInfo: refs })).toBe(5);
  });
  it('signature and title present: 6 again', () => {
    expect(deriveStartStep(getFormDefinition(key), sampleFor(key))).toBe(6);
  });
  it('submitted: the review step', () => {
    expect(deriveStartStep(getFormDefinition(key), sampleFor(key), { submitted: true })).toBe(7);
  });
});

describe('the lighter form and the activation sections', () => {
  it('the lighter form derives its step like the six-step wizard', () => {
    const key = 'application-light';
    expect(deriveStartStep(getFormDefinition(key), through(key, 1))).toBe(1);
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 2), termsAndConditions: false })).toBe(
      2,
    );
    expect(deriveStartStep(getFormDefinition(key), sampleFor(key))).toBe(4);
    const bankInfo = { ...(sampleFor(key).bankInfo as FormData), accountNumber: '12-34' };
    expect(deriveStartStep(getFormDefinition(key), { ...through(key, 3), bankInfo })).toBe(3);
  });

  it('an activation section is valid when its fields are', () => {
    const data = sampleFor('activation-uwl');
    expect(isStepComplete(getFormDefinition('activation-uwl'), 'billing', data)).toBe(true);
    expect(
      isStepComplete(getFormDefinition('activation-uwl'), 'billing', {
        ...data,
        chb: { uwlHandleChb: 'no' },
      }),
    ).toBe(false);
    expect(
      isStepComplete(getFormDefinition('activation-uwl'), 'companyInformation', { ...data, chb: undefined }),
    ).toBe(true);
    expect(
      isStepComplete(getFormDefinition('activation-cpg'), 'banking', {
        ...sampleFor('activation-cpg'),
        bankInfo: undefined,
      }),
    ).toBe(true);
  });
});
