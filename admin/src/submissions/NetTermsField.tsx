import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { NET_TERMS_CHOICES, netTermsLabel } from '@cp/schemas/contracts/applications';

/**
 * Net terms as a choice of the usual values (Net 15/30/45/60, COD); a value stored before the choice
 * existed stays offered so that opening a record never changes it.
 */
export function NetTermsField(
  props: { value: string; onChange: (value: string) => void } & Omit<TextFieldProps, 'onChange'>,
) {
  const { value, onChange, ...rest } = props;
  const choices: string[] = [...NET_TERMS_CHOICES];
  if (value && !choices.includes(value)) choices.push(value);
  return (
    <TextField select label="Net Terms" value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      {choices.map((v) => (
        <MenuItem key={v} value={v}>
          {netTermsLabel(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}
