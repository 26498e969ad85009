import { labelOf, propertiesOf } from './describe';
import { getFormDefinition } from './registry';

describe('propertiesOf', () => {
  it('lists a node’s own properties first, in order, then those only its branches declare', () => {
    const node = {
      properties: { b: { title: 'B' }, a: { title: 'A' } },
      if: { properties: { b: { const: true } } },
      then: { properties: { c: { title: 'C' }, a: { maxLength: 3 } } },
    };
    expect(Object.keys(propertiesOf(node))).toEqual(['b', 'a', 'c']);
    // A property named in both: the branch's keywords merged under the node's own.
    expect(propertiesOf(node).a).toEqual({ maxLength: 3, title: 'A' });
  });

  it('finds the eight-step trade references’ items in the root rule’s branch', () => {
    const tradeRefInfo = propertiesOf(getFormDefinition('application-eight').schema).tradeRefInfo;
    expect(tradeRefInfo).toMatchObject({ title: 'Trade References', items: { type: 'object' } });
  });
});

describe('labelOf', () => {
  it('answers the definition’s label, else the field name in words', () => {
    const definition = getFormDefinition('application-six');
    expect(labelOf(definition, 'bankInfo.phone')).toBe('Bank Phone');
    expect(labelOf({ labels: {} }, 'perDiemAgreement')).toBe('Per Diem Agreement');
  });
});
