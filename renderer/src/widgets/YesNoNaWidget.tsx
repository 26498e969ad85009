import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

type Choice = { label: string; value: unknown };

/**
 * Yes / No / N/A. On a boolean property: Yes = true, No = false, N/A = null (spec §3: n/a is "no answer either
 * way"; null keeps it distinguishable from "not answered yet"). On a string enum the enum's own values are used.
 */
function choicesOf(props: WidgetProps): Choice[] {
  const isBoolean = [props.schema.type].flat().includes('boolean');
  if (!isBoolean && props.options.enumOptions?.length)
    return props.options.enumOptions.map((o) => ({ ...o }));
  const base: Choice[] = [
    { label: 'Yes', value: true },
    { label: 'No', value: false },
  ];
  return props.options.allowNa === false ? base : [...base, { label: 'N/A', value: null }];
}

export default function YesNoNaWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, rawErrors = [] } = props;
  const choices = choicesOf(props);
  const selectedIndex = props.value === undefined ? -1 : choices.findIndex((c) => c.value === props.value);
  return (
    <fieldset id={id} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {!hideLabel && label && (
        <FormLabel component="legend" required={required} error={rawErrors.length > 0}>
          {label}
        </FormLabel>
      )}
      <RadioGroup
        row
        name={id}
        value={selectedIndex >= 0 ? String(selectedIndex) : ''}
        aria-describedby={ariaDescribedByIds(id, false)}
        onChange={(e) => props.onChange(choices[Number(e.target.value)]?.value)}
      >
        {choices.map((c, i) => (
          <FormControlLabel
            key={c.label}
            value={String(i)}
            label={c.label}
            disabled={disabled || readonly}
            control={<Radio id={`${id}-${i}`} />}
          />
        ))}
      </RadioGroup>
    </fieldset>
  );
}
