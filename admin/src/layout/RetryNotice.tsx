import { useEffect, useState } from 'react';
import { Alert, Portal, Snackbar } from '@mui/material';
import { retryNotice } from '@cp/schemas/messages/platform';
import { onRetryState, type RetryState } from '../dataProvider/retry';

/**
 * While the dataProvider waits to ask again (a 503 with Retry-After on a read, or a 429), a notice counts
 * down to the next attempt; it goes when the requests have their answers. Apart from the banner queue, so
 * it neither waits behind banners nor pushes them out.
 */
export function RetryNotice() {
  const [state, setState] = useState<RetryState>({ retrying: false });
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () =>
      onRetryState((next) => {
        setState(next);
        setNow(Date.now());
      }),
    [],
  );
  useEffect(() => {
    if (!state.retrying) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.retrying]);
  if (!state.retrying) return null;
  const seconds = Math.max(1, Math.ceil(((state.nextAttemptAt ?? now) - now) / 1000));
  return (
    <Portal>
      <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert role="status" variant="filled" severity="info" sx={{ alignItems: 'center' }}>
          {retryNotice(state.status ?? 503, seconds)}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
