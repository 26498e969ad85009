import type { SentChip } from '@cp/schemas/contracts/submissions';

const EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

/** back-office.md §4: 'Expired' past 30 days since addDate; otherwise 'Opened' once opened; otherwise 'Sent'. */
export function sentChipOf(addDate: Date, applicationOpened: Date | null, now = new Date()): SentChip {
  if (now.getTime() - addDate.getTime() > EXPIRY_MS) return 'Expired';
  return applicationOpened ? 'Opened' : 'Sent';
}
