/**
 * 'Check carrier' (README 'Carrier checks'): optional USDOT and MC numbers (empty: the application's own);
 * the server's message for a field shows on that field, any other failure as a warning above them.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError } from 'react-admin';
import type { CheckCarrierBody } from '@cp/schemas/contracts/carriers';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { failureMessage } from '../submissions/api';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Resolves with the server's message; throws its HttpError. */
  onCheck: (body: CheckCarrierBody) => Promise<void>;
}

type Errors = Partial<Record<'usdotNumber' | 'mcNumber', string>>;

export function CarrierCheckDialog({ open, onClose, onCheck }: Props) {
  const [usdot, setUsdot] = useState('');
  const [mc, setMc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      await onCheck({
        ...(usdot.trim() ? { usdotNumber: usdot.trim() } : {}),
        ...(mc.trim() ? { mcNumber: mc.trim() } : {}),
      });
      setUsdot('');
      setMc('');
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body as { errors?: Errors } | undefined)?.errors : undefined;
      if (fields && Object.keys(fields).length) setErrors(fields);
      else setFailure(failureMessage(e, GENERAL_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Check carrier</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Leave both empty to check the numbers the application gives.
        </Typography>
        {failure ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="USDOT Number"
          fullWidth
          margin="dense"
          value={usdot}
          onChange={(e) => setUsdot(e.target.value)}
          error={!!errors.usdotNumber}
          helperText={errors.usdotNumber || ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="MC Number"
          fullWidth
          margin="dense"
          value={mc}
          onChange={(e) => setMc(e.target.value)}
          error={!!errors.mcNumber}
          helperText={errors.mcNumber || ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          Check
        </Button>
      </DialogActions>
    </Dialog>
  );
}
