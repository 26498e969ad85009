import type { WidgetProps } from '@rjsf/utils';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';
import { applyMask, digitsFor } from './mask';

/**
 * Phone, federal tax id and DUNS: shows the mask (999-999-9999, 99-9999999, 99-999-9999 from ui:options.mask)
 * and stores digits only. Typing, deleting and pasting formatted or unformatted text all work.
 */
export default function MaskedInputWidget(given: WidgetProps) {
  const props = useTypedValue(given);
  const mask = String(props.options.mask ?? '999-999-9999');
  const digits =
    typeof props.value === 'string' || typeof props.value === 'number' ? String(props.value) : '';
  return (
    <TextInput
      widget={props}
      display={applyMask(digits.replace(/\D/g, ''), mask)}
      placeholder={mask.replace(/9/g, '_')}
      inputMode="numeric"
      type="tel"
      maxLength={mask.length}
      onText={(text) => {
        const next = digitsFor(text, mask);
        props.onChange(next === '' ? props.options.emptyValue : next);
      }}
    />
  );
}
