/**
 * An endpoint's delivery log (README 'Webhooks'): each delivery's webhook-id, event, status, attempts, last
 * response code and duration, error and next retry, with a Replay button (a new attempt, same webhook-id).
 */
import {
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { WebhookDeliveryView } from '@cp/schemas/contracts/webhooks';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';

const COLOUR = {
  succeeded: 'success',
  failed: 'error',
  retrying: 'warning',
  pending: 'default',
  cancelled: 'default',
} as const;
const when = (v: string | null) => (v ? new Date(v).toLocaleString() : '');

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['webhook-deliveries', endpointId];
  const log = useQuery({ queryKey: key, queryFn: () => dp.webhookDeliveries({ id: endpointId }) });
  const replay = async (d: WebhookDeliveryView) => {
    try {
      const { message } = await dp.replayWebhookDelivery({ id: d.id });
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify(failureMessage(e, ''), { type: 'warning' });
    }
  };
  const rows = log.data?.rows ?? [];
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        Delivery log {log.data ? `(${log.data.total})` : ''}
      </Typography>
      {log.data && rows.length === 0 ? (
        <Typography color="text.secondary">No deliveries yet.</Typography>
      ) : null}
      {rows.length ? (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Delivery log">
            <TableHead>
              <TableRow>
                <TableCell>Event</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Attempts</TableCell>
                <TableCell>Response</TableCell>
                <TableCell>Next retry</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Webhook-id</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{d.eventType}</TableCell>
                  <TableCell>
                    <Chip size="small" label={d.status} color={COLOUR[d.status]} />
                  </TableCell>
                  <TableCell>{d.attempts}</TableCell>
                  <TableCell title={d.attemptLog.at(-1)?.responseExcerpt ?? undefined}>
                    {d.responseCode ?? (d.attempts ? '—' : '')}
                    {d.durationMs !== null ? ` · ${d.durationMs} ms` : ''}
                    {d.error ? ` · ${d.error}` : ''}
                  </TableCell>
                  <TableCell>{when(d.nextAttemptAt)}</TableCell>
                  <TableCell>{when(d.createdAt)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{d.id}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void replay(d)} aria-label={`Replay ${d.id}`}>
                      Replay
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
}
