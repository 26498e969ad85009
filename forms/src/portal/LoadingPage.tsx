import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PortalLayout } from './PortalLayout';

export function FormLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading the form" />
    </Box>
  );
}

export function LoadingPage({ division }: { division: string }) {
  return (
    <PortalLayout division={division} title="Loading your form" width="sm">
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your form" />
      </Box>
    </PortalLayout>
  );
}
