import { Box, Typography } from '@mui/material';
import type { CustomerTimelineEvent } from '@cp/schemas/contracts/customers';
import { formatDate } from '../submissions/format';
import { actionLabel } from './format';
import { Section } from './Section';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** Everything that happened to the customer and its visible submissions, newest first (the audit records). */
export function TimelineSection({ events }: { events: CustomerTimelineEvent[] }) {
  return (
    <Section title="Timeline" testId="customer-timeline">
      {events.length === 0 ? (
        <Typography variant="body2">Nothing recorded yet.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {events.map((e, i) => (
            <Box
              component="li"
              key={`${e.at}-${i}`}
              sx={{ py: 1, borderTop: i ? 1 : 0, borderColor: 'divider', display: 'grid', gap: 0.25 }}
            >
              <Typography variant="caption" color="text.secondary">
                {formatDate(e.at)} {time(e.at)} · {e.by}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {actionLabel(e.action)}
                {e.applicationNumber ? ` · ${e.applicationNumber}` : ''}
              </Typography>
              {e.reason ? <Typography variant="body2">Reason: {e.reason}</Typography> : null}
              {e.detail ? (
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {e.detail}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
