import { Chip } from '@mui/material';

/** How far a review date is: overdue (red), due today (amber), or days to go (neutral). */
export function DueChip({ overdueDays }: { overdueDays: number }) {
  if (overdueDays > 0)
    return (
      <Chip size="small" color="error" label={`${overdueDays} day${overdueDays === 1 ? '' : 's'} overdue`} />
    );
  if (overdueDays === 0) return <Chip size="small" color="warning" label="Due today" />;
  const days = -overdueDays;
  return <Chip size="small" variant="outlined" label={`In ${days} day${days === 1 ? '' : 's'}`} />;
}
