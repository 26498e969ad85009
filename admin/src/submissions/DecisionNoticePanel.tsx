import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '');

/**
 * A denied record's notice (README 'Regulation B'): the specific reasons recorded with the denial, its date,
 * and the applicant's request for the statement of reasons with its clock, or when the statement was sent.
 */
export function DecisionNoticePanel({ id, status }: { id: string; status: string }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    queryKey: ['decision-notice', id],
    queryFn: () => dp.decisionNotice({ id }),
    enabled: status === 'DENIED',
  });
  if (status !== 'DENIED' || !data) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Specific reasons for the denial">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} gutterBottom>
          Specific reasons for the denial
        </Typography>
        <ol style={{ margin: '0 0 8px 0', paddingLeft: 20 }}>
          {data.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
        <Typography variant="body2" color="text.secondary">
          Notice of {day(data.noticeDate)} (code {data.denialCode}).{' '}
          {data.sentAt
            ? `Statement of reasons sent on ${day(data.sentAt)}.`
            : data.requestedAt
              ? `Statement of reasons requested on ${day(data.requestedAt)}, due by ${day(data.dueAt)}.`
              : 'No statement of reasons requested.'}
          {data.note ? ` Note: ${data.note}` : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
