/**
 * What the answers editor sends on Save (issue 27 item 1): only the top-level answers staff changed, as the
 * server merges them over the stored ones; what the engine fills in by itself on opening is not a change.
 */
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { changedAnswers, NOT_EDITABLE_BY_STAFF, staffUiSchema } from './answersUi';

const definition = getFormDefinition('application-eight');

describe('changedAnswers', () => {
  it('is empty for what the engine fills in by itself: an unticked box, blank text, the opening references', () => {
    const stored = { companyName: 'ACME', address: { city: 'NEWARK' } };
    const opened = {
      companyName: 'ACME',
      address: { city: 'NEWARK', address2: '' },
      perDiemAgreement: false,
      tradeRefInfo: definition.defaults.tradeRefInfo,
    };
    expect(changedAnswers(stored, opened, definition)).toEqual({});
  });

  it('holds each changed top-level answer whole, a cleared one as null, a box unticked as false', () => {
    const stored = { companyName: 'ACME', address: { city: 'NEWARK', zip: '07105' }, dba: 'A', terms: true };
    const edited = { companyName: 'ACME', address: { city: 'TRENTON', zip: '07105' }, terms: false };
    expect(changedAnswers(stored, edited, definition)).toEqual({
      address: { city: 'TRENTON', zip: '07105' },
      dba: null,
      terms: false,
    });
  });
});

describe('staffUiSchema', () => {
  it('keeps the signature read only and names the unit in the words', () => {
    const ui = staffUiSchema(definition, {}, 'Bristol') as Record<string, Record<string, unknown>>;
    expect(ui.signature).toMatchObject({ 'ui:widget': 'signature', 'ui:readonly': true });
    expect(ui.signature['ui:help']).toBe(NOT_EDITABLE_BY_STAFF);
    expect(JSON.stringify(ui)).not.toContain('{unit}');
  });

  it("lists the typed trade references for editing, or shows the customer's upload or 'later' as it is", () => {
    const field = (data: Record<string, unknown>) =>
      (staffUiSchema(definition, data, 'UWL') as Record<string, Record<string, unknown>>).tradeRefInfo[
        'ui:field'
      ];
    expect(field({})).toBe('tradeReferences');
    expect(typeof field({ tradeReferencesFileName: 'refs.pdf' })).toBe('function');
    expect(typeof field({ tradeReferencesSkipped: true })).toBe('function');
  });
});
