/** Small inputs of the scorecard editor: a number that may be empty, with the server's message on it. */
import { TextField, type TextFieldProps } from '@mui/material';

export type FieldErrors = Record<string, string>;

/** A number field: '' is null (an open bound, no cap); the server's message for `path` under it. */
export function NumberField({
  label,
  value,
  onChange,
  path,
  errors,
  disabled,
  sx,
}: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  path: string;
  errors: FieldErrors;
  disabled: boolean;
  sx?: TextFieldProps['sx'];
}) {
  const error = errors[`definition.${path}`];
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={!!error}
      helperText={error}
      disabled={disabled}
      sx={{ width: 110, ...sx }}
    />
  );
}

export function TextInput({
  label,
  value,
  onChange,
  path,
  errors,
  disabled,
  sx,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  path: string;
  errors: FieldErrors;
  disabled: boolean;
  sx?: TextFieldProps['sx'];
}) {
  const error = errors[`definition.${path}`];
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      disabled={disabled}
      sx={sx}
    />
  );
}
