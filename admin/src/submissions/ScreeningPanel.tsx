/**
 * The details page's sanctions screening (README 'Sanctions screening'): when the record was screened, against
 * which lists, and each hit — the name screened and its role, the list entry (name, number, type, programs),
 * the name that matched and the score — with its state. An open hit blocks approval: staff who may approve
 * the record clear it as a false positive with a reason, or confirm it, which denies the record with a denial
 * code; they may also screen the record again. Everyone else reads the panel without buttons.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import {
  SANCTIONS_LIST_LABELS,
  SANCTIONS_PARTY_LABELS,
  type SanctionsHitView,
} from '@cp/schemas/contracts/sanctions';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { subject } from '@cp/schemas/permissions/ability';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from './api';
import { formatDate } from './format';
import { useDenialCodes } from './useUnitLists';

interface Props {
  id: string;
  status: string;
  subjectName: 'Application' | 'Activation';
  companyId: string;
  divisionId: string | null;
  /** The record's contacts: a confirmed hit's denial tells them, as the deny dialog does. */
  contacts: string[];
  onChanged: () => void;
}

export const screeningKey = (id: string) => ['submissions', 'screening', id] as const;

/** The record's screening, read once and shared by the panel and the approve dialog. */
function useScreening(id: string, enabled: boolean) {
  const dp = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: screeningKey(id),
    queryFn: async () => {
      const view = await dp.screening({ id });
      return view && Array.isArray(view.hits) ? view : null;
    },
    enabled: enabled && !!id,
    retry: false,
  });
}

/** The approve dialog's line: an open hit blocks the approval (the server refuses it too). */
export function OpenHitsNotice({ id }: { id: string }) {
  const { data } = useScreening(id, true);
  if (!data?.open) return null;
  return (
    <Alert severity="error" sx={{ mt: 1 }} data-testid="open-hits-notice">
      Sanctions screening: {data.open === 1 ? 'an open hit blocks' : `${data.open} open hits block`} this
      approval. Clear or confirm it on the details page first.
    </Alert>
  );
}
const STATUS_COLOUR = { open: 'error', cleared: 'default', confirmed: 'warning' } as const;
const STATUS_LABEL = { open: 'Open', cleared: 'Cleared', confirmed: 'Confirmed' } as const;
const REASONS = { submit: 'at submit', 'list-import': 'after a list import', manual: 'on request' } as const;

type Deciding = { kind: 'clear' | 'confirm'; hit: SanctionsHitView } | null;

function HitRow({
  hit,
  allowed,
  onDecide,
}: {
  hit: SanctionsHitView;
  allowed: boolean;
  onDecide: (k: 'clear' | 'confirm') => void;
}) {
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid="screening-hit"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {hit.entryName}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOUR[hit.status]}
          label={STATUS_LABEL[hit.status]}
          sx={{ transition: 'none' }}
        />
        <Chip size="small" variant="outlined" label={`Score ${Math.round(hit.score * 100)}%`} />
      </Stack>
      <Typography variant="body2">
        {SANCTIONS_PARTY_LABELS[hit.partyRole]} ‘{hit.partyName}’ matched ‘{hit.matchedName}’
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {[
          `${SANCTIONS_LIST_LABELS[hit.list]} entry ${hit.entryUid}`,
          hit.entryType || 'entity',
          hit.programs ? `programs ${hit.programs}` : '',
          `found ${formatDate(hit.foundAt)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {hit.status !== 'open' ? (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {hit.status === 'cleared' ? 'Cleared' : 'Confirmed'}
          {hit.decidedBy ? ` by ${hit.decidedBy}` : ''}
          {hit.decidedAt ? ` on ${formatDate(hit.decidedAt)}` : ''}: {hit.reason}
        </Typography>
      ) : null}
      {allowed && hit.status === 'open' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => onDecide('clear')}>
            Clear as false positive
          </Button>
          <Button size="small" color="error" onClick={() => onDecide('confirm')}>
            Confirm match
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

export function ScreeningPanel({
  id,
  status,
  subjectName,
  companyId,
  divisionId,
  contacts,
  onChanged,
}: Props) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const submitted = ['NEW', 'PENDING', 'APPROVED', 'DENIED'].includes(status);
  const { data, error } = useScreening(id, submitted);
  const codes = useDenialCodes(divisionId ?? companyId);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const record = subject(subjectName, { companyId, divisionId });
  const allowed = ability.can('approve', record);
  if (!submitted) return null;

  const run = async (call: () => Promise<{ message: string }>, changesRecord = false) => {
    setBusy(true);
    try {
      const { message } = await call();
      notify(message, { type: 'success' });
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: screeningKey(id) });
      if (changesRecord) onChanged();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const open = data?.open ?? 0;
  const reasonValid = reason.trim().length >= 3;

  return (
    <Card
      variant="outlined"
      sx={{ mb: 2 }}
      component="section"
      aria-labelledby="screening-title"
      data-testid="screening-panel"
    >
      <CardContent>
        <Typography id="screening-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Sanctions screening
        </Typography>
        {error ? <Alert severity="warning">{failureMessage(error, GENERAL_ERROR)}</Alert> : null}
        {data ? (
          <>
            <Typography variant="body2" data-testid="screening-summary">
              {data.screenedAt
                ? `Screened ${formatDate(data.screenedAt)} ${data.reason ? REASONS[data.reason] : ''} against ${
                    data.lists
                      .map((l) => `${SANCTIONS_LIST_LABELS[l.list]} (imported ${formatDate(l.importedAt)})`)
                      .join(', ') || 'the lists'
                  }; ${data.names.length} name${data.names.length === 1 ? '' : 's'} screened at a ${Math.round(data.threshold * 100)}% threshold: ${
                    data.hits.length === 0
                      ? 'no match.'
                      : `${data.hits.length} hit${data.hits.length === 1 ? '' : 's'}.`
                  }`
                : 'Not screened yet: no sanctions list was imported when it was submitted.'}
            </Typography>
            {open > 0 ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {open === 1 ? 'An open hit blocks' : `${open} open hits block`} approval until cleared as a
                false positive with a reason, or confirmed (which denies).
              </Alert>
            ) : null}
            {data.hits.length ? (
              <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
                {data.hits.map((h) => (
                  <HitRow
                    key={h.id}
                    hit={h}
                    allowed={allowed}
                    onDecide={(kind) => {
                      setReason('');
                      setCode('');
                      setDeciding({ kind, hit: h });
                    }}
                  />
                ))}
              </Box>
            ) : null}
            {allowed ? (
              <Button
                size="small"
                sx={{ mt: 1 }}
                disabled={busy}
                onClick={() => void run(() => dp.rescreen({ id }))}
              >
                Screen again
              </Button>
            ) : null}
          </>
        ) : null}
      </CardContent>
      <Dialog open={deciding !== null} onClose={() => setDeciding(null)} fullWidth maxWidth="sm">
        <DialogTitle>
          {deciding?.kind === 'confirm' ? 'Confirm sanctions match' : 'Clear as false positive'}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            ‘{deciding?.hit.partyName}’ and {deciding ? SANCTIONS_LIST_LABELS[deciding.hit.list] : ''} entry{' '}
            {deciding?.hit.entryUid} ‘{deciding?.hit.entryName}’.{' '}
            {deciding?.kind === 'confirm'
              ? 'Confirming denies the record with the denial code chosen; the customer and the contacts are told as for any denial.'
              : 'Say why they are not the same party (kept with the screening for 10 years).'}
          </Typography>
          <TextField
            label="Reason (required)"
            fullWidth
            margin="dense"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={reason !== '' && !reasonValid ? 'Give a reason of three characters or more.' : ' '}
            error={reason !== '' && !reasonValid}
          />
          {deciding?.kind === 'confirm' ? (
            <TextField
              select
              label="Denial code"
              fullWidth
              margin="dense"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            >
              {codes.map((c) => (
                <MenuItem key={c.id} value={c.code}>
                  {c.code} — {c.description}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeciding(null)}>Back</Button>
          <Button
            variant="contained"
            color={deciding?.kind === 'confirm' ? 'error' : 'primary'}
            disabled={busy || !reasonValid || (deciding?.kind === 'confirm' && !code)}
            onClick={() => {
              if (!deciding) return;
              const hitId = deciding.hit.id;
              void (deciding.kind === 'clear'
                ? run(() => dp.clearSanctionsHit({ id, hitId, reason: reason.trim() }))
                : run(
                    () =>
                      dp.confirmSanctionsHit({
                        id,
                        hitId,
                        reason: reason.trim(),
                        denialCode: code,
                        contacts,
                      }),
                    true,
                  ));
            }}
          >
            {deciding?.kind === 'confirm' ? 'Confirm and deny' : 'Clear hit'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
