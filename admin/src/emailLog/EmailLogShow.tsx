import {
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DateField, Show, TextField, TopToolbar, useRecordContext, Labeled, ListButton } from 'react-admin';
import { SubmissionLink, UnitField } from './BelongsTo';
import { MailboxLinksNotice } from './MailboxLinksNotice';
import { ResendButton } from './ResendButton';
import { StatusChip } from './StatusChip';
import type { EmailLogRecord } from './types';

function Actions() {
  return (
    <TopToolbar>
      <ListButton />
      <ResendButton />
    </TopToolbar>
  );
}

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

function EmailBody() {
  const r = useRecordContext<EmailLogRecord>();
  if (!r) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <MailboxLinksNotice />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} flexWrap="wrap">
        <Labeled label="Recipient">
          <TextField source="toAddress" />
        </Labeled>
        <Labeled label="Subject">
          <TextField source="subject" />
        </Labeled>
        <Labeled label="Unit">
          <UnitField />
        </Labeled>
        <Labeled label="Application / activation">
          <SubmissionLink />
        </Labeled>
        <Labeled label="Status">
          <StatusChip />
        </Labeled>
        <Labeled label="Attempts">
          <Typography variant="body2">
            {r.attempts} of {r.maxAttempts}
          </Typography>
        </Labeled>
        <Labeled label="Time">
          <DateField source="createdAt" showTime />
        </Labeled>
        <Labeled label="Sent">
          <DateField source="sentAt" showTime emptyText="—" />
        </Labeled>
        {r.status === 'pending' ? (
          <Labeled label="Next attempt">
            <DateField source="nextAttemptAt" showTime />
          </Labeled>
        ) : null}
        <Labeled label="Template">
          <TextField source="template" />
        </Labeled>
      </Stack>
      {r.lastError ? (
        <Typography color="error" variant="body2">
          Last error: {r.lastError}
        </Typography>
      ) : null}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2" gutterBottom>
            Attachments
          </Typography>
          {r.attachments?.length ? (
            r.attachments.map((a) => (
              <Box key={a.fileId}>
                <Link href={`/api/v1/email-log/${r.id}/attachments/${a.fileId}`} download={a.filename}>
                  {a.filename}
                </Link>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({kb(a.size)})
                </Typography>
              </Box>
            ))
          ) : (
            <Typography variant="body2" color="text.secondary">
              None
            </Typography>
          )}
        </CardContent>
      </Card>
      {r.html ? (
        // The message is shown as sent; the empty sandbox keeps its content from running scripts or navigating.
        <Box
          component="iframe"
          title={`Email: ${r.subject}`}
          sandbox=""
          srcDoc={r.html}
          sx={{
            width: '100%',
            height: 560,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          This email has not been rendered yet.
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2" gutterBottom>
            Attempts
          </Typography>
          <Table size="small" aria-label="Delivery attempts">
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Worker</TableCell>
                <TableCell>Duration</TableCell>
                <TableCell>Error</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(r.attemptLog ?? []).map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{new Date(a.attemptedAt).toLocaleString()}</TableCell>
                  <TableCell>{a.ok === null ? 'Sending' : a.ok ? 'Delivered' : 'Failed'}</TableCell>
                  <TableCell>{a.worker}</TableCell>
                  <TableCell>{a.durationMs} ms</TableCell>
                  <TableCell>{a.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** One email: its fields, attachments to download, the HTML as sent (sandboxed) and every attempt. */
export function EmailLogShow(props: { resource?: string; id?: string }) {
  return (
    <Show title="Email" actions={<Actions />} {...props}>
      <EmailBody />
    </Show>
  );
}
