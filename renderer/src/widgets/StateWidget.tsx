import type { WidgetProps } from '@rjsf/utils';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';

/** A two-letter state code: letters only, upper case as typed (foreign codes allowed, so no fixed list). */
export default function StateWidget(given: WidgetProps) {
  const props = useTypedValue(given);
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <TextInput
      widget={props}
      display={value}
      maxLength={2}
      autoComplete="address-level1"
      upperCase
      onText={(text) => {
        const next = text
          .replace(/[^a-zA-Z]/g, '')
          .toUpperCase()
          .slice(0, 2);
        const stored = next === '' ? props.options.emptyValue : next;
        if (next !== text) return props.onChange(stored);
        props.onTyped(stored);
        return true;
      }}
    />
  );
}
