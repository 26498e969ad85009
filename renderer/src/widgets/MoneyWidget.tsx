import type { WidgetProps } from '@rjsf/utils';
import { DigitsInput } from './DigitsNumberWidget';

/** A whole-dollar amount: digits only, thousands separators, a '$' in front. */
export default function MoneyWidget(props: WidgetProps) {
  return <DigitsInput {...props} start={String(props.options.currency ?? '$')} />;
}
