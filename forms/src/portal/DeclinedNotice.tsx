import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EsignDeclineView } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';

/** The signer's local day of an instant, MM/DD/YYYY (back-office.md §9's date format). */
const day = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** A declined agreement's page (README 'E-signature'): when it was declined and the reason given. */
export function DeclinedNotice({ declined, unitName }: { declined: EsignDeclineView; unitName: string }) {
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {M.ESIGN_PAGE_TITLE}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {M.esignDeclinedNotice(day(declined.at), unitName)}
      </Alert>
      {declined.reason && (
        <>
          <Typography variant="subtitle2" component="h2">
            {M.ESIGN_DECLINED_REASON_LABEL}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{declined.reason}</Typography>
        </>
      )}
    </Box>
  );
}
