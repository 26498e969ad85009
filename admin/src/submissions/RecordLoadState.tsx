import { Alert, Button, CircularProgress } from '@mui/material';
import { HttpError } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';

const isNotFound = (e: unknown) => e instanceof HttpError && e.status === 404;

/**
 * The details query's retry rule (issue 15 item 9): a 404 is an answer, not a failure — the record was
 * deleted or never existed — so it is shown at once instead of after react-query's retries.
 */
export const retryUnlessNotFound = (failures: number, e: unknown): boolean => !isNotFound(e) && failures < 2;

/**
 * A details page that has no record to show: the loader, or what went wrong with a way back to the list.
 * 'This application no longer exists' for a deleted or unknown record; the general message otherwise.
 */
export function RecordLoadState(props: {
  isPending: boolean;
  error: unknown;
  noun: string;
  listPath: string;
}) {
  const { isPending, error, noun, listPath } = props;
  if (isPending) return <CircularProgress aria-label="Loading" />;
  return (
    <Alert
      severity={isNotFound(error) ? 'info' : 'error'}
      action={
        <Button component={RouterLink} to={listPath} color="inherit" size="small">
          Back to the list
        </Button>
      }
    >
      {isNotFound(error) ? `This ${noun} no longer exists` : GENERAL_ERROR}
    </Alert>
  );
}
