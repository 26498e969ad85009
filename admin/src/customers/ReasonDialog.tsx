import { useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { REASON_MAX } from '@cp/schemas/contracts/customers';
import { ActionDialog } from '../dialogs/ActionDialog';
import { failureMessage } from '../submissions/api';

/** A credit-file action: what it does, a required reason, then the action (the server records both). */
export function ReasonDialog(props: {
  title: string;
  action: string;
  onClose: () => void;
  run: (reason: string) => Promise<{ message: string }>;
  onDone?: () => void;
  /** Checked before sending, beside the reason (a parent chosen…). */
  ready?: () => boolean;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <ActionDialog
      open
      form
      title={props.title}
      action={{ label: props.action }}
      onClose={props.onClose}
      validate={() => {
        setTouched(true);
        return !missing && (props.ready?.() ?? true);
      }}
      run={async () => (await props.run(reason.trim())).message}
      failure={(e) => ({ message: failureMessage(e, 'The change could not be saved.'), type: 'warning' })}
      onDone={() => {
        props.onClose();
        props.onDone?.();
      }}
    >
      {props.children}
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={touched && missing}
        helperText={touched && missing ? 'A reason is required' : 'Kept in the credit file’s timeline'}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </ActionDialog>
  );
}
