import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { parseDate } from '@cp/schemas/dates';
import { formatDate } from '@cp/schemas/formats';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';
import { DATE_MASK, maskDate } from './date';

/**
 * MM/dd/yyyy typed through a mask; a real date is stored as YYYY-MM-DD. Anything else (a half-typed date,
 * '00/00/0000') is stored as typed so the schema's date format reports 'Please enter a valid date'.
 */
export default function DateWidget(given: WidgetProps) {
  const props = useTypedValue(given);
  const shown = formatDate(props.value);
  const [text, setText] = useState(shown);
  // Follow outside changes (clearing, loading a draft) without fighting the user's half-typed text.
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    if (maskDate(text) !== shown && (parseDate(text) ?? text) !== props.value) setText(shown);
  }
  return (
    <TextInput
      widget={props}
      display={text}
      placeholder="MM/DD/YYYY"
      inputMode="numeric"
      maxLength={DATE_MASK.length}
      onText={(raw) => {
        const masked = maskDate(raw);
        setText(masked);
        props.onChange(masked === '' ? props.options.emptyValue : (parseDate(masked) ?? masked));
      }}
    />
  );
}
