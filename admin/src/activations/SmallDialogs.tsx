import { useEffect, useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import {
  ACTIVATION_DELETE_ERROR,
  ACTIVATION_DELETE_LOAD_ERROR,
  ACTIVATION_NOTES_ERROR,
  ACTIVATION_NOTES_SET,
  ACTIVATION_UPDATED,
  changeEmailConfirmation,
} from '@cp/schemas/messages/activations';
import { ActionDialog } from '../dialogs/ActionDialog';
import { activationApi, serverWarning } from './api';
import type { ActivationRef } from './types';

interface Props {
  record: ActivationRef | null;
  onClose: () => void;
  onDone: () => void;
}

/** The notes text area of the list dialogs: 7 rows (§9), in Notes and Activation Denial. */
export function NotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  return (
    <TextField
      fullWidth
      multiline
      rows={7}
      margin="dense"
      label="Notes"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Notes (7-row text area). Any note moves a NEW record to PENDING on the server (§4). */
export function NotesDialog({ record, onClose, onDone }: Props) {
  const [notes, setNotes] = useState('');
  useEffect(() => setNotes(record?.notes ?? ''), [record]);
  return (
    <ActionDialog
      open={!!record}
      form
      title="Notes"
      action={{ label: 'Save' }}
      onClose={onClose}
      run={async () => {
        await activationApi.notes(record!.id, notes);
        return ACTIVATION_NOTES_SET;
      }}
      failure={() => ({ message: ACTIVATION_NOTES_ERROR, type: 'error' })}
      onDone={onDone}
    >
      <NotesField value={notes} onChange={setNotes} />
    </ActionDialog>
  );
}

/**
 * Delete Activation Form confirmation; the answer's message says what was deleted (§8). A failure
 * names what could not be deleted: the invite (SENT) or the activation.
 */
export function DeleteDialog({ record, onClose, onDone }: Props) {
  return (
    <ActionDialog
      open={!!record}
      title="Delete Activation Form"
      action={{ label: 'Delete', color: 'error' }}
      onClose={onClose}
      run={async () => (await activationApi.remove(record!.id)).message}
      failure={() => ({
        message: record?.status === 'SENT' ? ACTIVATION_DELETE_LOAD_ERROR : ACTIVATION_DELETE_ERROR,
        type: 'error',
      })}
      onDone={onDone}
    >
      <DialogContentText>
        Are you sure you want to delete the activation form sent to {record?.email}?
      </DialogContentText>
    </ActionDialog>
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
  return (
    <ActionDialog
      open={!!record}
      title="Change Email"
      action={{ label: 'Continue' }}
      onClose={onClose}
      run={async () => {
        await activationApi.changeEmail(record!.id, email);
        return ACTIVATION_UPDATED;
      }}
      failure={serverWarning}
      onDone={onDone}
    >
      <DialogContentText>{record ? changeEmailConfirmation(record.email, email) : ''}</DialogContentText>
    </ActionDialog>
  );
}
