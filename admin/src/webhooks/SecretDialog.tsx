/** The endpoint's secret, shown once after create or rotate, with a copy button (README 'Webhooks'). */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';

export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '');
    setCopied(true);
  };
  return (
    <Dialog open={secret !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this secret into the receiving system now. It is not shown again; rotate the endpoint to make a
          new one.
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label="Secret"
            value={secret ?? ''}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Secret' } }}
          />
          <Button variant="outlined" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
