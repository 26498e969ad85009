import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { SubmissionKind } from './kind';
import { RowActions } from './RowActions';
import type { ListStatus, SubmissionRow } from './types';
import type { Act } from './useSubmissionActions';

/**
 * The list below 600 px (issue 15 item 10, react-admin's SimpleList pattern): one card per row with the
 * number, the client, the status chip, the main action and an overflow menu for the others.
 */
export function SubmissionCards(props: {
  kind: SubmissionKind;
  status: ListStatus;
  label: string;
  rows: SubmissionRow[];
  act: Act;
}) {
  const { kind, status, label, rows, act } = props;
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" variant="outlined" key={row.id} data-testid={kind.rowTestId}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {row.applicationNumber || row.email}
              </Typography>
              <Chip size="small" variant="outlined" label={row.sentChip ?? row.status} />
            </Stack>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {row.companyName || row.contactName || row.email}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {[row.unit.divisionName ?? row.unit.companyName, row.contactName].filter(Boolean).join(' · ')}
            </Typography>
            <RowActions row={row} act={act} view={status} kind={kind} compact />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
