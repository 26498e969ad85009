import type { WidgetProps } from '@rjsf/utils';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';

type MuiOptions = { rjsfSlotProps?: { radioGroup?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * RJSF's MUI radio group with an accessible name: its label is a FormLabel beside the group, not its legend nor
 * its aria-labelledby, so a screen reader announced an unnamed radio group ('Payment habit', 'Average
 * balance'). The group is named by the field's label; everything else is RJSF's widget as it is.
 */
export default function NamedRadioWidget(props: WidgetProps) {
  const mui = (props.options.mui ?? {}) as MuiOptions;
  const slots = mui.rjsfSlotProps ?? {};
  const name = typeof props.label === 'string' && props.label ? props.label : undefined;
  const options = {
    ...props.options,
    mui: { ...mui, rjsfSlotProps: { ...slots, radioGroup: { 'aria-label': name, ...slots.radioGroup } } },
  };
  return <RadioWidget {...props} options={options} />;
}
