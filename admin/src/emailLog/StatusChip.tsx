import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { emailRetrying } from '@cp/schemas/messages/documents';
import type { EmailLogRecord, EmailStatus } from './types';

const colour: Record<EmailStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
  dead: 'error',
};

/** A pending email that has failed before is waiting for its next attempt (README 'Configuration'). */
export const isRetrying = (r: EmailLogRecord) => r.status === 'pending' && r.attempts > 0 && !!r.lastError;

export function statusLabel(r: EmailLogRecord): string {
  if (r.status === 'sent' && r.deliveredVia === 'mailbox') return 'sent (mailbox)';
  if (isRetrying(r)) return emailRetrying(new Date(r.nextAttemptAt).toLocaleString());
  return r.status;
}

/** The delivery status as a coloured chip ('sent' through the local mailbox and 'retrying' say so). */
export function StatusChip(props: { label?: string; record?: EmailLogRecord }) {
  const fromContext = useRecordContext<EmailLogRecord>();
  const record = props.record ?? fromContext;
  if (!record) return null;
  return <Chip size="small" color={colour[record.status] ?? 'default'} label={statusLabel(record)} />;
}
