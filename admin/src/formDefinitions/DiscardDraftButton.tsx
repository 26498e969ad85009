/**
 * 'Discard draft': asks first (the draft and its changes are deleted for good), then discards it through
 * the dataProvider (the server writes the audit row) and returns to the form list.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FormVersion } from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { useFormEditorApi } from './useFormEditorApi';

export function DiscardDraftButton({ version, disabled }: { version: FormVersion; disabled: boolean }) {
  const dp = useFormEditorApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const discard = async () => {
    setBusy(true);
    try {
      const { message } = await dp.discardFormDraft({ id: version.id });
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['form-definitions'] });
      navigate('/form-definitions');
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : GENERAL_ERROR, { type: 'warning' });
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" disabled={disabled || busy} onClick={() => setOpen(true)}>
        Discard draft
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="discard-title">
        <DialogTitle id="discard-title">{M.discardTitle(version.version)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{M.discardText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep the draft</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => void discard()}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
