import type { WidgetProps } from '@rjsf/utils';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';

/** A website address; surrounding spaces are dropped when the box is left. */
export default function UrlWidget(given: WidgetProps) {
  const props = useTypedValue(given);
  const value = typeof props.value === 'string' ? props.value : '';
  const emit = (text: string) => props.onChange(text === '' ? props.options.emptyValue : text);
  return (
    <TextInput
      widget={props}
      display={value}
      type="url"
      inputMode="url"
      placeholder={props.placeholder || 'https://'}
      maxLength={props.schema.maxLength}
      announceLimit
      onText={emit}
      onBlurText={(text) => text.trim() !== text && emit(text.trim())}
    />
  );
}
