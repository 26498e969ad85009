import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** Several choices of an array of enum strings (documents, referral sources); order follows the schema. */
export default function CheckboxGroupWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, rawErrors = [], options } = props;
  const choices = (options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const selected: string[] = Array.isArray(props.value) ? props.value : [];
  const toggle = (value: string, checked: boolean) => {
    const set = new Set(checked ? [...selected, value] : selected.filter((v) => v !== value));
    // Keep the schema's order so the stored list does not depend on click order.
    props.onChange(choices.map((c) => c.value).filter((v) => set.has(v)));
  };
  return (
    <fieldset
      id={id}
      aria-describedby={ariaDescribedByIds(id, false)}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {!hideLabel && label && (
        <FormLabel component="legend" required={required} error={rawErrors.length > 0}>
          {label}
        </FormLabel>
      )}
      <FormGroup row={options.inline !== false}>
        {choices.map((c) => (
          <FormControlLabel
            key={c.value}
            label={c.label}
            disabled={disabled || readonly}
            sx={{ minWidth: { xs: '100%', sm: 220 } }}
            control={
              <Checkbox
                id={`${id}-${c.value}`}
                name={id}
                checked={selected.includes(c.value)}
                onChange={(e) => toggle(c.value, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </fieldset>
  );
}
