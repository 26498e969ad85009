import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PortalLayout } from './PortalLayout';

/**
 * While a form loads, the spinner holds a screen's height (issue 17 'no jump'): the footer starts below the
 * fold, where the form will push it, instead of jumping from the bottom of the screen (layout shift 0.17).
 */
const reserved = { display: 'grid', placeItems: 'start center', pt: 6, minHeight: '100vh' } as const;

export function FormLoading() {
  return (
    <Box sx={reserved}>
      <CircularProgress aria-label="Loading the form" />
    </Box>
  );
}

export function LoadingPage({ division }: { division: string }) {
  return (
    <PortalLayout division={division} title="Loading your form" width="sm">
      <Box sx={reserved}>
        <CircularProgress aria-label="Loading your form" />
      </Box>
    </PortalLayout>
  );
}
