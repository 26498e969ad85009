import { Alert, Stack, Typography } from '@mui/material';
import { failedJobsMessage } from '@cp/schemas/contracts/email-log';
import { useFailedJobs } from './useFailedJobs';

/**
 * Above the Email log, beside the undelivered emails and the e-signature failures: the background jobs that
 * failed on their last retry (the job queue's dead letters), each with its kind, when and its last error.
 */
export function FailedJobsAlert() {
  const { jobs, total } = useFailedJobs();
  if (total === 0) return null;
  return (
    <Alert severity="error" sx={{ m: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
      {failedJobsMessage(total)}
      <Stack component="ul" sx={{ pl: 2, my: 0.5, overflowWrap: 'anywhere' }} spacing={0.5}>
        {jobs.map((j) => (
          <li key={j.id}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {j.kind}
            </Typography>{' '}
            <Typography variant="body2" component="span">
              · {new Date(j.at).toLocaleString()}
            </Typography>
            {j.error ? (
              <Typography variant="caption" component="div">
                {j.error}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
