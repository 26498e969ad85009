import { RULE_ROWS, rowData } from './rule-rows';
import { FORM_KEYS, getFormDefinition } from './registry';
import { sampleFor } from './samples';
import { validateForm } from './validate';

describe('customer-portal.md §5: one row per rule and message', () => {
  it('has well over 150 rows', () => {
    expect(RULE_ROWS.length).toBeGreaterThan(150);
  });

  it.each(FORM_KEYS)('the sample of %s is valid', (key) => {
    expect(validateForm(getFormDefinition(key), sampleFor(key), 'submit')).toEqual({
      valid: true,
      errors: {},
    });
  });

  it.each(RULE_ROWS.map((row) => [row.key, row.path, JSON.stringify(row.value), row.message, row] as const))(
    '%s %s = %s -> %s',
    (_key, _path, _value, _message, row) => {
      const { errors } = validateForm(getFormDefinition(row.key), rowData(row), 'submit');
      expect(errors[row.path]).toBe(row.message ?? undefined);
    },
  );
});
