/**
 * The details page's reference requests (README 'Reference requests'): the payment score of the trade answers
 * (weighted by high credit; 80 pays on terms), and per reference its state (sent, opened, reminded ×n, answered,
 * declined, bounced, cancelled), its fraud signals, its answer as the form labels it and its PDF. Staff who may
 * request references (CASL 'requestReferences') send the requests, resend, cancel or re-address one, or record
 * an answer taken by phone (PhoneAnswerDialog.tsx); everyone else reads the panel as it is, without buttons.
 */
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import {
  REFERENCE_FLAG_LABELS,
  REFERENCE_STATUS_LABELS,
  type ReferenceRequestView,
  type ReferenceStatus,
} from '@cp/schemas/contracts/references';
import { formatPhone } from '@cp/schemas/formats';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { subject } from '@cp/schemas/permissions/ability';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { formatDate } from '../submissions/format';
import { referencesKey, scoreLine, useReferences } from '../submissions/referenceScore';
import { ExportDownload } from '../lists/ServerExportButton';

const COLOURS: Record<ReferenceStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  queued: 'warning',
  sent: 'info',
  opened: 'primary',
  answered: 'success',
  declined: 'default',
  cancelled: 'default',
  bounced: 'error',
};
const OPEN: ReferenceStatus[] = ['queued', 'sent', 'opened', 'bounced'];
/** The forms engine loads only when a phone answer is recorded. */
const PhoneAnswerDialog = lazy(() => import('./PhoneAnswerDialog'));

interface Props {
  id: string;
  status: string;
  companyId: string;
  divisionId: string | null;
}

type Asking = { kind: 'cancel' | 'email' | 'phone'; request: ReferenceRequestView } | null;

function ReferenceRow({
  r,
  allowed,
  busy,
  onResend,
  onAsk,
  onPdf,
}: {
  r: ReferenceRequestView;
  allowed: boolean;
  busy: boolean;
  onResend: () => void;
  onAsk: (kind: 'cancel' | 'email' | 'phone') => void;
  onPdf: () => void;
}) {
  const [open, setOpen] = useState(false);
  const dates = [
    r.sentAt ? `sent ${formatDate(r.sentAt)}` : null,
    r.openedAt ? `opened ${formatDate(r.openedAt)}` : null,
    r.remindersSent ? `reminded ×${r.remindersSent}` : null,
    r.answer ? `${r.answer.declined ? 'declined' : 'answered'} ${formatDate(r.answer.answeredAt)}` : null,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid="reference-row"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.company || r.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {r.kind === 'bank' ? 'Bank' : 'Trade'}
        </Typography>
        <Chip
          size="small"
          label={REFERENCE_STATUS_LABELS[r.status]}
          color={COLOURS[r.status]}
          sx={{ transition: 'none' }}
        />
        {r.answer?.score != null ? (
          <Chip size="small" variant="outlined" label={`Score ${r.answer.score}`} />
        ) : null}
        {r.flags.map((f) => (
          <Chip
            key={f}
            size="small"
            color="warning"
            variant="outlined"
            label={REFERENCE_FLAG_LABELS[f]}
            title="Possible fraud signal"
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {[r.contact, r.email, formatPhone(r.phone)].filter(Boolean).join(' · ')}
      </Typography>
      {dates.length ? (
        <Typography variant="caption" color="text.secondary">
          {dates.join(' · ')}
        </Typography>
      ) : null}
      {r.flags.length ? (
        <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
          Possible fraud signal: check this reference before relying on it.
        </Typography>
      ) : null}
      {r.answer && !r.answer.declined ? (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" sx={{ display: 'block' }}>
            {r.answer.byPhone
              ? `Taken by phone by ${r.answer.recordedBy ?? 'staff'}`
              : 'Answered on the form'}
            {r.answer.respondentName
              ? ` · ${[r.answer.respondentName, r.answer.respondentTitle].filter(Boolean).join(', ')}`
              : ''}
          </Typography>
          {open ? (
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 0.5,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
                columnGap: 2,
              }}
            >
              {r.answer.summary.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, mb: 0.5, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
        {r.answer && !r.answer.declined ? (
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide answers' : 'Show answers'}
          </Button>
        ) : null}
        {r.answer ? (
          <Button size="small" onClick={onPdf}>
            PDF
          </Button>
        ) : null}
        {allowed && OPEN.includes(r.status) ? (
          <>
            <Button size="small" disabled={busy} onClick={onResend}>
              Resend
            </Button>
            <Button size="small" disabled={busy} onClick={() => onAsk('phone')}>
              Record phone answer
            </Button>
            <Button size="small" disabled={busy} onClick={() => onAsk('email')}>
              Change email
            </Button>
            <Button size="small" color="error" disabled={busy} onClick={() => onAsk('cancel')}>
              Cancel
            </Button>
          </>
        ) : null}
        {allowed && r.status === 'cancelled' ? (
          <Button size="small" disabled={busy} onClick={onResend}>
            Send again
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

export function ReferencesPanel({ id, status, companyId, divisionId }: Props) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const submitted = ['NEW', 'PENDING', 'APPROVED', 'DENIED'].includes(status);
  const { data, error } = useReferences(id, submitted);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const allowed = ability.can('requestReferences', subject('Application', { companyId, divisionId }));
  if (!submitted) return null;

  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await call();
      notify(message, { type: 'success' });
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: referencesKey(id) });
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const pdf = async (requestId: string) => {
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await dp.referenceAnswerPdf({ id, requestId }));
      if (tab) tab.location.href = url;
    } catch (e) {
      tab?.close();
      notify(failureMessage(e, GENERAL_ERROR), { type: 'error' });
    }
  };
  const requests = data?.requests ?? [];
  const unsent = data ? data.askable > requests.length : false;
  const emailValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

  return (
    <Card
      variant="outlined"
      sx={{ mb: 2 }}
      component="section"
      aria-labelledby="references-title"
      data-testid="references-panel"
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="references-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
            References
          </Typography>
          {requests.length ? (
            <ExportDownload list="references" params={() => new URLSearchParams({ submissionId: id })} />
          ) : null}
        </Stack>
        {error ? <Alert severity="warning">{failureMessage(error, GENERAL_ERROR)}</Alert> : null}
        {data ? (
          <>
            <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="references-score">
              {scoreLine(data.score)}
              {data.score.oldestRelationship
                ? ` · oldest relationship since ${data.score.oldestRelationship}`
                : ''}
            </Typography>
            {data.score.bankSummary ? (
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                Bank: {data.score.bankSummary}
              </Typography>
            ) : null}
            {requests.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {data.askable === 0
                  ? 'This application lists no references with an email.'
                  : `No reference requests yet. Request references emails each of the ${data.askable} references with an email a link and an access code to a two-minute answer form${data.autoRequest ? '' : ' (this unit does not send them at submit)'}.`}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {requests.map((r) => (
                  <ReferenceRow
                    key={r.id}
                    r={r}
                    allowed={allowed}
                    busy={busy}
                    onResend={() => void run(() => dp.sendReferenceRequests({ id, requestIds: [r.id] }))}
                    onAsk={(kind) => {
                      setEmail(r.email);
                      setReason('');
                      setAsking({ kind, request: r });
                    }}
                    onPdf={() => void pdf(r.id)}
                  />
                ))}
              </Box>
            )}
            {allowed && (unsent || requests.length === 0) && data.askable > 0 ? (
              <Button
                variant="contained"
                sx={{ mt: 1 }}
                disabled={busy}
                onClick={() => void run(() => dp.sendReferenceRequests({ id }))}
              >
                Request references
              </Button>
            ) : null}
          </>
        ) : null}
      </CardContent>
      {asking?.kind === 'phone' ? (
        <Suspense fallback={null}>
          <PhoneAnswerDialog
            id={id}
            requestId={asking.request.id}
            company={asking.request.company}
            onClose={() => setAsking(null)}
            onRecorded={(message) => {
              notify(message, { type: 'success' });
              setAsking(null);
              void queryClient.invalidateQueries({ queryKey: referencesKey(id) });
            }}
          />
        </Suspense>
      ) : null}
      <Dialog
        open={asking !== null && asking.kind !== 'phone'}
        onClose={() => setAsking(null)}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>
          {asking?.kind === 'cancel' ? 'Cancel reference request' : 'Change reference email'}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {asking?.request.company}
          </Typography>
          {asking?.kind === 'email' ? (
            <TextField
              label="New email"
              fullWidth
              margin="dense"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={email !== '' && !emailValid}
              helperText={email !== '' && !emailValid ? 'Enter a valid email address.' : ' '}
            />
          ) : null}
          <TextField
            label={asking?.kind === 'email' ? 'Reason (required)' : 'Reason'}
            fullWidth
            margin="dense"
            multiline
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Back</Button>
          <Button
            variant="contained"
            color={asking?.kind === 'cancel' ? 'error' : 'primary'}
            disabled={busy || (asking?.kind === 'email' && (!emailValid || reason.trim() === ''))}
            onClick={() => {
              if (!asking) return;
              const requestId = asking.request.id;
              void run(() =>
                asking.kind === 'cancel'
                  ? dp.cancelReferenceRequest({ id, requestId, reason: reason.trim() })
                  : dp.changeReferenceEmail({ id, requestId, email: email.trim(), reason: reason.trim() }),
              );
            }}
          >
            {asking?.kind === 'cancel' ? 'Cancel request' : 'Change email'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
