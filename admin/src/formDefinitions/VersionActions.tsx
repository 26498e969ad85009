/**
 * A version's actions: save and publish a draft (publish asks for confirmation: the version is immutable
 * afterwards), start a draft from any version, roll back to a retired one (published again as a new
 * version). Every call through the dataProvider; the server's message is shown as it says it.
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type {
  DefinitionContent,
  DefinitionProblem,
  FormVersion,
} from '@cp/schemas/contracts/form-definitions';
import { FORM_EDITOR_MESSAGES as M } from '@cp/schemas/messages/form-editor';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { DiscardDraftButton } from './DiscardDraftButton';
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
  // Issue 16 item 3: whether the publish also moves the drafts customers have not submitted yet.
  const [moveDrafts, setMoveDrafts] = useState(false);
  // What ticking 'Also move drafts…' would do, asked each time the publish dialog opens.
  const movable = useQuery({
    queryKey: ['form-definitions', 'movable-drafts', version.id],
    queryFn: () => dp.movableFormDrafts({ id: version.id }),
    enabled: confirm === 'publish',
    staleTime: 0,
  });
  const ask = (what: Confirm) => {
    setMoveDrafts(false);
    setConfirm(what);
  };

  const run = async (
    action: () => Promise<{ message: string; data?: unknown }>,
    after?: (data: unknown) => void,
  ) => {
    setBusy(true);
    try {
      const { message, data } = await action();
      // A long answer (how many drafts moved and stayed) stays up long enough to be read.
      notify(message, { type: 'success', autoHideDuration: message.length > 60 ? 12000 : undefined });
      // The next screen first (a new draft opens at once); the lists refresh behind it rather than
      // holding the navigation until every form-definitions query has refetched (seconds on a busy server).
      after?.(data);
      void queryClient.invalidateQueries({ queryKey: ['form-definitions'] });
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
          <Button variant="contained" disabled={busy} onClick={() => ask('publish')}>
            Publish
          </Button>
          <DiscardDraftButton version={version} disabled={busy} />
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
        <Button variant="outlined" color="warning" disabled={busy} onClick={() => ask('rollback')}>
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
              ? 'A published version can no longer be changed. Invitations sent from now on use it; forms already started keep their version unless you move the drafts below.'
              : `Version ${version.version} is published again as a new version. Invitations sent from now on use it.`}
          </DialogContentText>
          {confirm === 'publish' && (
            <>
              <FormControlLabel
                sx={{ mt: 2 }}
                control={
                  <Checkbox
                    checked={moveDrafts}
                    onChange={(e) => setMoveDrafts(e.target.checked)}
                    inputProps={{ 'aria-describedby': 'move-drafts-help move-drafts-count' }}
                  />
                }
                label={M.moveDraftsLabel}
              />
              <FormHelperText id="move-drafts-help" sx={{ ml: 4 }}>
                {M.moveDraftsHelp}
              </FormHelperText>
              <FormHelperText id="move-drafts-count" sx={{ ml: 4, color: 'text.primary' }} role="status">
                {movable.data
                  ? `${M.movableDrafts(movable.data.moved, movable.data.stayed)}${dirty ? ` ${M.movableDraftsUnsaved}` : ''}`
                  : movable.isError
                    ? ''
                    : 'Counting the unsubmitted drafts…'}
              </FormHelperText>
            </>
          )}
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
                    return dp.publishFormVersion({ id: version.id, moveDrafts });
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
