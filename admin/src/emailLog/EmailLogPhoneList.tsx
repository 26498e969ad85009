import { Box, LinearProgress, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useCreatePath, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { submissionLabel, UnitField } from './BelongsTo';
import { StatusChip } from './StatusChip';
import type { EmailLogRecord } from './types';

/**
 * The email log on a phone: one entry per email with its subject, recipient, unit, application or activation
 * (as text: the entry is a link already; the email's page links the record), status and time, so a 375 px screen
 * shows what the table shows instead of the recipient column alone. Each entry opens the email.
 */
export function EmailLogPhoneList() {
  const { data, isPending } = useListContext<EmailLogRecord>();
  const createPath = useCreatePath();
  if (isPending) return <LinearProgress aria-label="Loading emails" sx={{ m: 2 }} />;
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No emails match.
      </Typography>
    );
  return (
    <List aria-label="Emails" disablePadding>
      {data.map((r) => (
        <ListItem key={r.id} disablePadding divider>
          <ListItemButton
            component={Link}
            to={createPath({ resource: 'email-log', id: r.id, type: 'show' })}
            sx={{ display: 'block', py: 1.5 }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.subject}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {r.toAddress}
            </Typography>
            {(r.unit || r.submission) && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                <UnitField record={r} />
                {r.submission && (
                  <Typography component="span" variant="body2">
                    {submissionLabel(r.submission)}
                  </Typography>
                )}
              </Stack>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip record={r} />
              <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                {new Date(r.createdAt).toLocaleString()}
              </Box>
              {r.attempts > 1 && (
                <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                  {`${r.attempts} attempts`}
                </Box>
              )}
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
