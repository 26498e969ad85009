import { Chip } from '@mui/material';
import type { ReasonsRequestItem } from '@cp/schemas/contracts/regb';

const DAY = 24 * 60 * 60 * 1000;

/** The request's 30-day clock as words: 'n days left', 'due today', 'n days overdue', or when it was sent. */
export function clockText(r: Pick<ReasonsRequestItem, 'dueAt' | 'sentAt'>, now = Date.now()): string {
  if (r.sentAt) return 'Sent';
  const days = Math.ceil((new Date(r.dueAt).getTime() - now) / DAY);
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} left`;
  if (days === 0) return 'Due today';
  return `${-days} day${days === -1 ? '' : 's'} overdue`;
}

export function ClockChip({ record }: { record: ReasonsRequestItem }) {
  const text = clockText(record);
  const color = record.sentAt ? 'success' : text.endsWith('overdue') ? 'error' : 'warning';
  return <Chip size="small" label={text} color={color} variant="outlined" />;
}
