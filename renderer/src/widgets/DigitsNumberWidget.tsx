import type { WidgetProps } from '@rjsf/utils';
import TextInput from './TextInput';
import { useTypedValue } from './useTypedValue';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatThousands(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? grouping.format(value) : '';
}

/** Keeps the digits typed (up to `maxDigits`) and answers the number, or undefined when none. */
export function parseDigits(text: string, maxDigits: number): number | undefined {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
  return digits === '' ? undefined : Number(digits);
}

/**
 * Whole numbers (employees, revenue, amounts): non-digits are dropped as typed, the box shows thousands
 * separators, the data holds a number. ui:options.maxDigits caps the digits typed (default 15).
 */
export function DigitsInput(given: WidgetProps & { start?: string }) {
  const props = useTypedValue(given);
  const maxDigits = Number(props.options.maxDigits ?? 15);
  return (
    <TextInput
      widget={props}
      display={formatThousands(props.value)}
      inputMode="numeric"
      start={props.start}
      onText={(text) => props.onChange(parseDigits(text, maxDigits) ?? props.options.emptyValue)}
    />
  );
}

export default function DigitsNumberWidget(props: WidgetProps) {
  return <DigitsInput {...props} />;
}
