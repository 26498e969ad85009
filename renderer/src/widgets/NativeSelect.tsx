import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** A native <select>: fast with ~200 options, keyboard and phone friendly. */
export default function NativeSelect({
  widget,
  choices,
}: {
  widget: WidgetProps;
  choices: readonly string[];
}) {
  const {
    id,
    htmlName,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    rawErrors = [],
    value,
    options,
  } = widget;
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      fullWidth
      onChange={(e) => widget.onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => widget.onBlur(id, e.target.value)}
      onFocus={(e) => widget.onFocus(id, e.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': ariaDescribedByIds(id, false) },
      }}
    >
      <option value="">{String(options.emptyLabel ?? '')}</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </TextField>
  );
}
