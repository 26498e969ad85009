import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ESIGN_JOB_LABELS, esignDeadLetters } from '@cp/schemas/messages/esign';
import { useEsignFailures } from './useEsignFailures';

/**
 * Above the Email log, beside the undelivered emails: the e-signature jobs that failed for good, each with
 * what failed (sending the agreement or a reminder), for which application and customer, and the
 * provider's last error; the application's details page is where the agreement is resent or voided.
 */
export function EsignFailureAlert() {
  const { failures, total } = useEsignFailures();
  if (total === 0) return null;
  return (
    <Alert severity="error" sx={{ m: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
      {esignDeadLetters(total)}
      <Stack component="ul" sx={{ pl: 2, my: 0.5, overflowWrap: 'anywhere' }} spacing={0.5}>
        {failures.map((f) => (
          <li key={f.id}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {ESIGN_JOB_LABELS[f.job]} {f.status === 'dead' ? 'gave up' : 'failed'} after {f.attempts}{' '}
              {f.attempts === 1 ? 'attempt' : 'attempts'}
            </Typography>{' '}
            <Typography variant="body2" component="span">
              · Application{' '}
              <Link component={RouterLink} to={`/applications/details/${f.applicationId}`} color="inherit">
                {f.applicationNumber || f.applicationId}
              </Link>
              {f.companyName ? ` (${f.companyName})` : ''} · {f.signerEmail}
            </Typography>
            {f.lastError ? (
              <Typography variant="caption" component="div">
                {f.lastError}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
