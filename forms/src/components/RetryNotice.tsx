import { useEffect, useState } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import { SERVICE_BRIEFLY_UNAVAILABLE } from '@cp/schemas/messages/platform';
import { onRetryWait } from '../api/http';

/** A short notice while a call waits to be retried (the server answered 503/429 with Retry-After). */
export function RetryNotice() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onRetryWait(setWaiting), []);
  return (
    <Snackbar open={waiting} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="info" variant="filled" role="status">
        {SERVICE_BRIEFLY_UNAVAILABLE}
      </Alert>
    </Snackbar>
  );
}
