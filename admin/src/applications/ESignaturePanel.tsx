import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { EsignStateView, EsignStatus } from '@cp/schemas/contracts/esign';
import { esignDeclinedBySigner } from '@cp/schemas/messages/esign';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { subject } from '@cp/schemas/permissions/ability';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { formatDate } from '../submissions/format';

const COLOURS: Record<EsignStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  queued: 'warning',
  sent: 'info',
  delivered: 'info',
  signed: 'primary',
  completed: 'success',
  declined: 'error',
  voided: 'default',
};
const WAITING: EsignStatus[] = ['queued', 'sent', 'delivered', 'signed'];
/**
 * The status chip changes colour at once: MUI eases a chip's background over 300 ms while its text turns
 * white at once, so a chip turning from 'not sent' (light grey) to 'completed' read white on near-white.
 */
const CHIP_SX = { transition: 'none' } as const;

interface Props {
  id: string;
  status: string;
  companyId: string;
  divisionId: string | null;
  /** Called when the agreement completes or is voided, so the details (the DocuSign PDF button) refresh. */
  onChanged: () => void;
}

/**
 * The details page's e-signature block (README 'E-signature'): the agreement's state (sent, delivered,
 * signed, completed, declined with the signer's reason, voided; a send still pending at the provider with
 * its last error), its events, and the DocuSign, Resend and Void actions for those allowed (CASL
 * 'sendDocuSign'). The status shows once it is known.
 */
export function ESignaturePanel({ id, status, companyId, divisionId, onChanged }: Props) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const ability = useAbility();
  const [state, setState] = useState<EsignStateView | null>(null);
  const [busy, setBusy] = useState(false);
  const last = useRef<EsignStatus | null>(null);
  // The details page hands a new function on every render: kept in a ref so loading does not loop.
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const approved = status === 'APPROVED';
  const allowed = ability.can('sendDocuSign', subject('Application', { companyId, divisionId }));

  const load = useCallback(async () => {
    try {
      const next = await dp.esignState({ id });
      const now = next.envelope?.status ?? null;
      if (last.current !== null && now !== last.current) changed.current();
      last.current = now;
      setState(next);
    } catch {
      // The details page reports a failed load; the block stays as it was.
    }
  }, [dp, id]);

  useEffect(() => {
    if (!approved) return;
    void load();
  }, [approved, load]);

  const current = state?.envelope?.status;
  useEffect(() => {
    if (!current || !WAITING.includes(current)) return;
    const timer = setInterval(() => void load(), 4000);
    return () => clearInterval(timer);
  }, [current, load]);

  if (!approved) return null;
  const act = async (verb: 'esignSend' | 'esignResend' | 'esignVoid') => {
    setBusy(true);
    try {
      const { message } = await dp[verb]({ id });
      notify(message, { type: 'success' });
      await load();
    } catch (e) {
      notify(failureMessage(e, GENERAL_ERROR), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const envelope = state?.envelope ?? null;
  const out = envelope && WAITING.includes(envelope.status);
  const canSend = !envelope || envelope.status === 'voided' || envelope.status === 'declined';
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="esignature-panel">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 1 }}>
            Payment Terms Agreement
          </Typography>
          {envelope ? (
            <Chip
              size="small"
              label={envelope.status === 'queued' ? 'pending' : envelope.status}
              color={COLOURS[envelope.status]}
              sx={CHIP_SX}
              data-testid="esign-status"
            />
          ) : state ? (
            <Chip size="small" label="not sent" sx={CHIP_SX} data-testid="esign-status" />
          ) : null}
          {state ? (
            <Typography variant="caption" color="text.secondary">
              {state.provider === 'docusign' ? 'DocuSign' : 'Built-in e-signature'}
            </Typography>
          ) : null}
        </Stack>
        {state?.job?.lastError ? (
          <Alert severity={state.job.status === 'pending' ? 'warning' : 'error'} sx={{ mt: 1 }}>
            {state.job.status === 'pending'
              ? `Sending is pending (attempt ${state.job.attempts}); next try ${new Date(state.job.nextAttemptAt).toLocaleString()}.`
              : 'Sending failed for good; void it and send again.'}{' '}
            {state.job.lastError}
          </Alert>
        ) : null}
        {envelope ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            To {envelope.signerEmail}
            {envelope.envelopeId ? ` · Envelope ${envelope.envelopeId}` : ''} · created{' '}
            {formatDate(envelope.createdAt)}
            {envelope.remindersSent ? ` · ${envelope.remindersSent} reminder(s) sent` : ''}
          </Typography>
        ) : null}
        {envelope?.declined ? (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="esign-declined">
            {esignDeclinedBySigner(formatDate(envelope.declined.at))}
            {envelope.declined.reason ? (
              <Box
                component="blockquote"
                sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic' }}
              >
                “{envelope.declined.reason}”
              </Box>
            ) : null}
          </Alert>
        ) : null}
        {envelope?.events.length ? (
          <Stack component="ul" sx={{ pl: 2, my: 1 }} data-testid="esign-events">
            {envelope.events.map((e, i) => (
              <Typography component="li" variant="caption" key={`${e.at}-${i}`}>
                {new Date(e.at).toLocaleString()} — {e.event}
                {e.ip ? ` · ${e.ip}` : ''}
              </Typography>
            ))}
          </Stack>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {canSend ? (
            <Button variant="contained" disabled={!allowed || busy} onClick={() => void act('esignSend')}>
              DocuSign
            </Button>
          ) : null}
          {out && envelope?.status !== 'queued' ? (
            <Button disabled={!allowed || busy} onClick={() => void act('esignResend')}>
              Resend
            </Button>
          ) : null}
          {out ? (
            <Button color="error" disabled={!allowed || busy} onClick={() => void act('esignVoid')}>
              Void
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
