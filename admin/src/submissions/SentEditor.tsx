import { useEffect, useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { INVALID_EMAIL, isValidEmail } from '@cp/schemas/messages/activations';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { failureMessage, useSubmissionApi } from './api';
import { useKind } from './KindContext';
import { ChangeEmailDialog } from './SmallDialogs';
import type { SubmissionRef } from './types';

/**
 * SENT details: edit the email (validated, then confirmed, back-office.md §2, §5) and, where the kind has
 * one (activations), update the customer code.
 */
export function SentEditor({
  record,
  onChanged,
  disabled,
  customerCode = false,
}: {
  record: SubmissionRef;
  onChanged: () => void;
  disabled: boolean;
  customerCode?: boolean;
}) {
  const notify = useNotify();
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const [email, setEmail] = useState(record.email);
  const [emailError, setEmailError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState(record.customerCode);
  useEffect(() => {
    setEmail(record.email);
    setCode(record.customerCode);
  }, [record]);

  const saveCode = async () => {
    try {
      await api.customerCode(record.id, code);
      notify(kind.messages.changeEmailDone, { type: 'success' });
      onChanged();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    }
  };

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Email"
          value={email}
          disabled={disabled}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError('');
          }}
          error={!!emailError}
          helperText={emailError || ' '}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          disabled={disabled || email.trim() === record.email}
          onClick={() => (isValidEmail(email.trim()) ? setConfirming(true) : setEmailError(INVALID_EMAIL))}
          sx={{ alignSelf: 'flex-start' }}
        >
          Update Email
        </Button>
      </Stack>
      {customerCode ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label="Customer Code"
            value={code}
            disabled={disabled}
            onChange={(e) => setCode(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            disabled={disabled}
            onClick={() => void saveCode()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Update Customer Code
          </Button>
        </Stack>
      ) : null}
      <ChangeEmailDialog
        record={confirming ? record : null}
        email={email.trim()}
        onClose={() => setConfirming(false)}
        onDone={() => {
          setConfirming(false);
          onChanged();
        }}
      />
    </Stack>
  );
}
