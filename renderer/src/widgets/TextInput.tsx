import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

interface Props {
  widget: WidgetProps;
  /** What the input shows (formatted). */
  display: string;
  /** Called with the raw text the user typed or pasted. */
  onText: (text: string) => void;
  onBlurText?: (text: string) => void;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel';
  type?: string;
  placeholder?: string;
  maxLength?: number;
  start?: ReactNode;
  autoComplete?: string;
  style?: React.CSSProperties;
}

/** The one text box every text-like widget renders: label, error state and aria-describedby wired the RJSF way. */
export default function TextInput({ widget, display, onText, onBlurText, ...rest }: Props) {
  const { id, htmlName, label, hideLabel, required, disabled, readonly, rawErrors = [] } = widget;
  const { options, onBlur, onFocus, schema } = widget;
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={display}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      fullWidth
      type={rest.type ?? 'text'}
      placeholder={rest.placeholder ?? widget.placeholder}
      autoComplete={rest.autoComplete}
      onChange={(e) => onText(e.target.value)}
      onBlur={(e) => {
        onBlurText?.(e.target.value);
        onBlur(id, e.target.value);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
      slotProps={{
        htmlInput: {
          'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
          inputMode: rest.inputMode,
          maxLength: rest.maxLength ?? (options.maxLength as number | undefined),
          style: rest.style,
        },
        input: rest.start
          ? { startAdornment: <InputAdornment position="start">{rest.start}</InputAdornment> }
          : {},
      }}
    />
  );
}
