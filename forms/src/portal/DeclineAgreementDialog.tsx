import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { EsignDeclineView } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import { esignApi } from '../api/esign';

interface Props {
  open: boolean;
  token: string;
  unitName: string;
  onClose: () => void;
  onDeclined: (declined: EsignDeclineView) => void;
}

/**
 * Declining the agreement (README 'E-signature'): the reason is required (staff read it on the details
 * page), at most ESIGN_DECLINE_REASON_MAX characters; the server's refusal shows on the field or above it.
 */
export function DeclineAgreementDialog({ open, token, unitName, onClose, onDeclined }: Props) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  const decline = async () => {
    if (reason.trim() === '') return setFieldError(M.ESIGN_DECLINE_REASON_REQUIRED);
    setBusy(true);
    setError('');
    try {
      const res = await esignApi.decline(token, { reason });
      if (res.success && res.data) return onDeclined(res.data.declined);
      if (res.errors?.reason) setFieldError(res.errors.reason);
      else setError(res.message || M.ESIGN_DECLINE_FAILED);
    } catch {
      setError(M.ESIGN_DECLINE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="decline-title"
      fullWidth
      maxWidth="sm"
      // The cursor starts in the reason, as in the Adopt And Sign dialog.
      slotProps={{ transition: { onEntered: () => reasonInput.current?.focus() } }}
    >
      <DialogTitle id="decline-title">{M.ESIGN_DECLINE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, color: 'text.primary' }}>
          {M.esignDeclineIntro(unitName)}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          id="decline-reason"
          label={M.ESIGN_DECLINE_REASON_LABEL}
          value={reason}
          required
          multiline
          minRows={3}
          fullWidth
          inputRef={reasonInput}
          error={!!fieldError}
          helperText={fieldError || `${reason.length} / ${M.ESIGN_DECLINE_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: M.ESIGN_DECLINE_REASON_MAX } }}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim() !== '') setFieldError('');
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {M.ESIGN_DECLINE_BACK}
        </Button>
        <Button variant="contained" color="error" onClick={() => void decline()} disabled={busy}>
          {busy ? M.ESIGN_DECLINING : M.ESIGN_DECLINE_CONFIRM}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
