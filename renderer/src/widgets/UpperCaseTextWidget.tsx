import type { WidgetProps } from '@rjsf/utils';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';
import { normalizeBlurred, normalizeKinds, normalizeTyped } from '../normalize';

/**
 * Plain text that applies the schema's declared normalisation as typed (`x-normalize`: upper, digits,
 * noDigits, trim). Registered both as 'upper' (always upper case) and as the default 'text' widget.
 */
export function NormalizedTextWidget(given: WidgetProps & { forceUpper?: boolean; email?: boolean }) {
  const props = useTypedValue(given);
  const kinds = normalizeKinds(props.schema, [
    props.options.normalize,
    props.forceUpper ? 'upper' : undefined,
    props.email ? 'trim' : undefined,
  ]);
  const value = props.value === undefined || props.value === null ? '' : String(props.value);
  const stored = (text: string) => (text === '' ? props.options.emptyValue : text);
  const emit = (text: string) => props.onChange(stored(text));
  return (
    <TextInput
      widget={props}
      display={value}
      type={props.email ? 'email' : 'text'}
      inputMode={props.email ? 'email' : undefined}
      maxLength={props.schema.maxLength}
      announceLimit
      upperCase={kinds.includes('upper')}
      onText={(text) => {
        const typed = normalizeTyped(text, kinds);
        // Already as it should be (an upper-cased letter went in upper-cased): the box is left as it is.
        if (typed !== text) return emit(typed);
        props.onTyped(stored(typed));
        return true;
      }}
      onBlurText={(text) => {
        const blurred = normalizeBlurred(text, kinds);
        if (blurred !== text) emit(blurred);
      }}
    />
  );
}

export default function UpperCaseTextWidget(props: WidgetProps) {
  return <NormalizedTextWidget {...props} forceUpper />;
}

/** Email boxes: the phone keyboard shows '@'; surrounding spaces go on blur. */
export function EmailWidget(props: WidgetProps) {
  return <NormalizedTextWidget {...props} email />;
}
