import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { emailDeadLetters } from '@cp/schemas/messages/documents';
import { useDeadLetterCount } from './useDeadLetterCount';

/** Above the Email log: an alert while emails are undelivered, with a button that lists only them. */
export function DeadLetterAlert() {
  const count = useDeadLetterCount();
  const { filterValues, setFilters } = useListContext();
  if (count === 0) return null;
  const showing = filterValues?.status === 'undelivered';
  return (
    <Alert
      severity="error"
      sx={{ m: 1 }}
      action={
        showing ? undefined : (
          <Button color="inherit" size="small" onClick={() => setFilters({ status: 'undelivered' }, {})}>
            Show them
          </Button>
        )
      }
    >
      {emailDeadLetters(count)}
    </Alert>
  );
}
