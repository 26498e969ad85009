/** The form editor offers (and its definition check accepts) exactly the widgets and fields this registry has. */
import { ENGINE_FIELDS, ENGINE_WIDGETS } from '@cp/schemas/forms/engine-names';
import { fields, widgets } from './index';

// RJSF's default widget names the registry overrides (TextWidget, …) are not named in UI schemas.
const named = (keys: string[]) => keys.filter((k) => !k.endsWith('Widget'));

describe('the engine names the editor knows', () => {
  it('lists every registered widget', () => {
    expect(ENGINE_WIDGETS).toEqual(expect.arrayContaining(named(Object.keys(widgets))));
  });
  it('lists exactly the registered fields', () => {
    expect([...ENGINE_FIELDS].sort()).toEqual(Object.keys(fields).sort());
  });
});
