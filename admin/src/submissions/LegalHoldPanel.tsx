import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from './api';
import { formatDate } from './format';

const DECIDED = ['APPROVED', 'DENIED'];

/**
 * A decided record's legal hold (README 'Regulation B'): while set, the retention job does not purge the record.
 * Who may deny the record (the server's `canHold`) sets or releases it with a reason; others read the line.
 */
export function LegalHoldPanel({ id, status }: { id: string; status: string }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const decided = DECIDED.includes(status);
  const key = ['retention', id];
  const { data } = useQuery({ queryKey: key, queryFn: () => dp.retention({ id }), enabled: decided });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!decided || !data) return null;
  const held = data.hold !== null;

  const submit = async () => {
    setBusy(true);
    try {
      const call = held ? dp.releaseLegalHold : dp.setLegalHold;
      const { message } = await call({ id, reason });
      notify(message, { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Legal hold">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }} data-testid="legal-hold-line">
          <strong>Legal hold:</strong>{' '}
          {data.purgedAt
            ? `answers and files purged on ${formatDate(data.purgedAt)} after the retention period.`
            : data.hold
              ? `set on ${formatDate(data.hold.setAt)} — ${data.hold.reason}. Kept until released.`
              : 'none. The record follows its unit’s retention period.'}
        </Typography>
        {data.canHold && !data.purgedAt ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              setReason('');
              setOpen(true);
            }}
          >
            {held ? 'Release hold' : 'Set legal hold'}
          </Button>
        ) : null}
      </CardContent>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{held ? 'Release the legal hold' : 'Set a legal hold'}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Reason"
            helperText={held ? 'Why the hold ends.' : 'The matter, e.g. a litigation or a dispute.'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={busy || reason.trim().length < 3}
            onClick={() => void submit()}
          >
            {held ? 'Release' : 'Set hold'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
