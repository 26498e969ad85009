import { useEffect, useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { changeEmailConfirmation } from '@cp/schemas/messages/activations';
import { ActionDialog } from '../dialogs/ActionDialog';
import { serverWarning, useSubmissionApi } from './api';
import { useKind } from './KindContext';
import type { SubmissionRef } from './types';

interface Props {
  record: SubmissionRef | null;
  onClose: () => void;
  onDone: () => void;
}

/** The notes text area: 7 rows in list dialogs, 15 on details (§9), in Notes and the denial dialog. */
export function NotesField(props: { value: string; onChange: (notes: string) => void; rows?: number }) {
  const { value, onChange, rows = 7 } = props;
  return (
    <TextField
      fullWidth
      multiline
      rows={rows}
      margin="dense"
      label="Notes"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Notes (7-row text area). Any note moves a NEW record to PENDING on the server (§4). */
export function NotesDialog({ record, onClose, onDone }: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
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
        await api.notes(record!.id, notes);
        return kind.messages.notesSet;
      }}
      failure={() => ({ message: kind.messages.notesError, type: 'error' })}
      onDone={onDone}
    >
      <NotesField value={notes} onChange={setNotes} rows={kind.dialogs.notesRows} />
    </ActionDialog>
  );
}

/**
 * Delete confirmation; the answer's message says what was deleted (§8). A failure names what could not
 * be deleted: the invite (SENT) or the record.
 */
export function DeleteDialog({ record, onClose, onDone }: Props) {
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const m = kind.messages;
  return (
    <ActionDialog
      open={!!record}
      title={kind.dialogs.deleteTitle}
      action={{ label: 'Delete', color: 'error' }}
      onClose={onClose}
      run={async () => (await api.remove(record!.id)).message}
      failure={() => ({
        message: record?.status === 'SENT' ? m.inviteDeleteError : m.deleteError,
        type: 'error',
      })}
      onDone={onDone}
    >
      <DialogContentText>{kind.dialogs.deleteQuestion(record?.email ?? '')}</DialogContentText>
    </ActionDialog>
  );
}

/** §5 'Update email': confirm the change of a sent invite's address. */
export function ChangeEmailDialog(props: {
  record: SubmissionRef | null;
  email: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { record, email, onClose, onDone } = props;
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  return (
    <ActionDialog
      open={!!record}
      title="Change Email"
      action={{ label: 'Continue' }}
      onClose={onClose}
      run={async () => {
        await api.changeEmail(record!.id, email);
        return kind.messages.changeEmailDone;
      }}
      failure={serverWarning}
      onDone={onDone}
    >
      <DialogContentText>{record ? changeEmailConfirmation(record.email, email) : ''}</DialogContentText>
    </ActionDialog>
  );
}
