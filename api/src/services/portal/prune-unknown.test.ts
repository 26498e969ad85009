/** Unknown keys are dropped at every depth of a customer's data, declared ones kept (issue 11 item 12). */
import { sampleFor } from '@cp/schemas/forms/samples';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import { pruneUnknown } from './prune-unknown';

describe('pruneUnknown', () => {
  it.each(FORM_KEYS)('keeps every declared field of the %s sample', (key) => {
    const sample = sampleFor(key) as Record<string, unknown>;
    expect(pruneUnknown(getFormDefinition(key), structuredClone(sample))).toEqual(sample);
  });

  it('drops unknown keys at the top, in nested objects and in the items of a list', () => {
    const data = {
      status: 'APPROVED',
      address: { address1: '1 Main', city: 'Town', approvedBy: 'me', extra: { deep: true } },
      bankInfo: { bankName: 'Bank', secret: 'x' },
      tradeRefInfo: [{ company: 'Ref Co', injected: '<script>' }],
    };
    const pruned = pruneUnknown(getFormDefinition('application-six'), data);
    expect(pruned).not.toHaveProperty('status');
    expect(pruned.address).toEqual({ address1: '1 Main', city: 'Town' });
    expect(pruned.bankInfo).toEqual({ bankName: 'Bank' });
    expect(pruned.tradeRefInfo).toEqual([{ company: 'Ref Co' }]);
  });
});
