import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  ACTIVATION_DELETE_ERROR,
  ACTIVATION_DELETE_LOAD_ERROR,
  ACTIVATION_NOTES_ERROR,
  ACTIVATION_NOTES_SET,
  ACTIVATION_UPDATED,
  changeEmailConfirmation,
} from '@cp/schemas/messages/activations';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { activationApi, failureMessage } from './api';
import type { ActivationRef } from './types';

interface Props {
  record: ActivationRef | null;
  onClose: () => void;
  onDone: () => void;
}

/** Notes (7-row text area). Any note moves a NEW record to PENDING on the server (§4). */
export function NotesDialog({ record, onClose, onDone }: Props) {
  const notify = useNotify();
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setNotes(record?.notes ?? ''), [record]);
  const submit = async () => {
    if (!record) return;
    setBusy(true);
    try {
      await activationApi.notes(record.id, notes);
      notify(ACTIVATION_NOTES_SET, { type: 'success' });
      onDone();
    } catch {
      notify(ACTIVATION_NOTES_ERROR, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={!!record} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Notes</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          rows={7}
          margin="dense"
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Delete Activation Form confirmation; the answer's message says what was deleted (§8). */
export function DeleteDialog({ record, onClose, onDone }: Props) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const answer = await activationApi.remove(record.id);
      notify(answer.message, { type: 'success' });
      onDone();
    } catch {
      notify(record.status === 'SENT' ? ACTIVATION_DELETE_LOAD_ERROR : ACTIVATION_DELETE_ERROR, {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={!!record} onClose={onClose}>
      <DialogTitle>Delete Activation Form</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Are you sure you want to delete the activation form sent to {record?.email}?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** §5 'Update email': confirm the change of a sent invite's address. */
export function ChangeEmailDialog(props: {
  record: ActivationRef | null;
  email: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { record, email, onClose, onDone } = props;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!record) return;
    setBusy(true);
    try {
      await activationApi.changeEmail(record.id, email);
      notify(ACTIVATION_UPDATED, { type: 'success' });
      onDone();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={!!record} onClose={onClose}>
      <DialogTitle>Change Email</DialogTitle>
      <DialogContent>
        <DialogContentText>{record ? changeEmailConfirmation(record.email, email) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
