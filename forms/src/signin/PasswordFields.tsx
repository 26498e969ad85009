import TextField from '@mui/material/TextField';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  passwordLabel?: string;
}

/** New password + confirmation with the live policy checklist (register and reset screens). */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordLabel = 'Password',
}: Props) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        fullWidth
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        fullWidth
      />
      <PasswordChecklist password={password} confirm={confirm} />
    </>
  );
}
