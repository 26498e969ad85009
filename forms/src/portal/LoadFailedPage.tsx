import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { LOAD_FAILED } from '@cp/schemas/messages/portal';
import { PortalLayout } from './PortalLayout';

interface Props {
  division: string;
  onRetry: () => void;
}

/** The link could not be loaded (server error or no connection): not an expired link, so try again. */
export function LoadFailedPage({ division, onRetry }: Props) {
  return (
    <PortalLayout division={division} title="We couldn't load your form" width="sm">
      <Box sx={{ textAlign: 'center' }} role="alert">
        <CloudOffIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {LOAD_FAILED}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </Box>
    </PortalLayout>
  );
}
