import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { REFERENCE_CODE_LENGTH } from '@cp/schemas/contracts/reference-code';
import { REFERENCE_PAGE as M } from './messages';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal (wrong or locked code) or the page's own 'enter the code'. */
  error: string;
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/**
 * The emailed access code: typed as it comes (any case, spaces kept in the box, both ignored when sent), in large
 * spaced capitals; the phone offers its plain keyboard with capitals and no autocorrect.
 */
export function AccessCodeField({ value, onChange, error, inputRef, disabled }: Props) {
  return (
    <TextField
      id="reference-access-code"
      label={M.codeLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      disabled={disabled}
      error={Boolean(error)}
      helperText={error || M.codeHelp}
      inputRef={inputRef}
      autoComplete="one-time-code"
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        formHelperText: { role: error ? 'alert' : undefined },
        htmlInput: {
          // Room for spaces or a dash between the six characters.
          maxLength: REFERENCE_CODE_LENGTH * 2,
          autoCapitalize: 'characters',
          autoCorrect: 'off',
          spellCheck: false,
          style: {
            fontSize: 22,
            letterSpacing: '0.2em',
            textTransform: 'uppercase',
            fontFamily: 'monospace',
          },
        },
      }}
    />
  );
}
