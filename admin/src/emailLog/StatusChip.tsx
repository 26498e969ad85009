import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EmailLogRecord, EmailStatus } from './types';

const colour: Record<EmailStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
  dead: 'error',
};

/** The delivery status as a coloured chip ('sent' through the local mailbox says so). */
export function StatusChip(_props: { label?: string }) {
  const record = useRecordContext<EmailLogRecord>();
  if (!record) return null;
  const label =
    record.status === 'sent' && record.deliveredVia === 'mailbox' ? 'sent (mailbox)' : record.status;
  return <Chip size="small" color={colour[record.status] ?? 'default'} label={label} />;
}
