/**
 * A scorecard version in the console (README 'Scorecard'): its factors and score bands. A draft is edited by
 * super admins, saved (the server's messages on their fields) and published; every other version, and every
 * version for those who only read, is shown read-only.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { ScorecardDefinition, ScorecardView } from '@cp/schemas/contracts/scorecards';
import { SCORECARD_INVALID } from '@cp/schemas/messages/scorecards';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { FactorEditor } from './FactorEditor';
import type { FieldErrors } from './fields';
import { ScoreBandsEditor } from './ScoreBandsEditor';

export const scorecardsKey = ['scorecards'] as const;

export function ScorecardEditor({ scorecard }: { scorecard: ScorecardView }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editable = useAbility().can('update', 'Scorecard') && scorecard.status === 'draft';
  const [definition, setDefinition] = useState<ScorecardDefinition>(scorecard.definition);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDefinition(scorecard.definition);
    setErrors({});
  }, [scorecard]);

  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await work();
      setErrors({});
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: scorecardsKey });
    } catch (e) {
      const fields =
        e instanceof HttpError ? (e.body as { errors?: FieldErrors } | undefined)?.errors : undefined;
      setErrors(fields ?? {});
      // The fields carry the messages; the toast says where to look, not the paths.
      notify(fields ? SCORECARD_INVALID : failureMessage(e, ''), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(() => dp.saveScorecard({ id: scorecard.id, definition }));
  // Publishing saves first: what is published is what the editor shows.
  const publish = () =>
    run(async () => {
      await dp.saveScorecard({ id: scorecard.id, definition });
      return dp.publishScorecard({ id: scorecard.id });
    });

  return (
    <Stack
      spacing={1.5}
      component="section"
      aria-label={`${scorecard.unitName} version ${scorecard.version}`}
    >
      <Typography variant="h6">
        {scorecard.unitName} · version {scorecard.version} ({scorecard.status})
      </Typography>
      {!editable ? (
        <Alert severity="info">
          {scorecard.status === 'draft'
            ? 'Only a Super Admin edits a scorecard.'
            : 'A published or archived version is read-only: make a draft to change it.'}
        </Alert>
      ) : null}
      {errors['definition.factors'] ? <Alert severity="error">{errors['definition.factors']}</Alert> : null}
      {definition.factors.map((f, i) => (
        <FactorEditor
          key={f.key}
          factor={f}
          index={i}
          errors={errors}
          disabled={!editable || busy}
          onChange={(next) =>
            setDefinition({ ...definition, factors: definition.factors.map((x, j) => (j === i ? next : x)) })
          }
        />
      ))}
      <ScoreBandsEditor
        bands={definition.scoreBands}
        errors={errors}
        disabled={!editable || busy}
        onChange={(scoreBands) => setDefinition({ ...definition, scoreBands })}
      />
      {editable ? (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={busy} onClick={() => void save()}>
            Save draft
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void publish()}>
            Publish
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
