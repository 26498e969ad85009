/**
 * A version's actions: save and publish a draft (publish asks for confirmation: the version is immutable
 * afterwards), start a draft from any version, roll back to a retired one (published again as a new
 * version). Every call through the dataProvider; the server's message is shown as it says it.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type {
  DefinitionContent,
  DefinitionProblem,
  FormVersion,
} from '@cp/schemas/contracts/form-definitions';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { problemsOf, useFormEditorApi } from './useFormEditorApi';

interface Props {
  version: FormVersion;
  content: DefinitionContent;
  dirty: boolean;
  onSaved: () => void;
  onRefused: (problems: DefinitionProblem[]) => void;
}

type Confirm = 'publish' | 'rollback' | null;

export function VersionActions({ version, content, dirty, onSaved, onRefused }: Props) {
  const dp = useFormEditorApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const run = async (
    action: () => Promise<{ message: string; data?: unknown }>,
    after?: (data: unknown) => void,
  ) => {
    setBusy(true);
    try {
      const { message, data } = await action();
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['form-definitions'] });
      after?.(data);
    } catch (e) {
      onRefused(problemsOf(e));
      notify(e instanceof Error && e.message ? e.message : GENERAL_ERROR, { type: 'warning' });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const save = () => dp.saveFormDraft({ id: version.id, ...content });
  const open = (data: unknown) => navigate(`/form-definitions/${(data as { id: string }).id}`);

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {version.status === 'draft' ? (
        <>
          <Button variant="outlined" disabled={busy || !dirty} onClick={() => void run(save, onSaved)}>
            Save draft
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => setConfirm('publish')}>
            Publish
          </Button>
        </>
      ) : (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(() => dp.createFormDraft({ fromId: version.id }), open)}
        >
          New draft from this version
        </Button>
      )}
      {version.status === 'retired' && (
        <Button variant="outlined" color="warning" disabled={busy} onClick={() => setConfirm('rollback')}>
          Roll back to this version
        </Button>
      )}
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">
          {confirm === 'publish'
            ? `Publish version ${version.version}?`
            : `Roll back to version ${version.version}?`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm === 'publish'
              ? 'A published version can no longer be changed. Invitations sent from now on use it; forms already started keep their version.'
              : `Version ${version.version} is published again as a new version. Invitations sent from now on use it.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              void (confirm === 'publish'
                ? run(async () => {
                    if (dirty) await save();
                    return dp.publishFormVersion({ id: version.id });
                  }, onSaved)
                : run(() => dp.rollbackFormVersion({ id: version.id }), open))
            }
          >
            {confirm === 'publish' ? 'Publish' : 'Roll back'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
