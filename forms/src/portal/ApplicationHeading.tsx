import Typography from '@mui/material/Typography';
import type { PortalUnit } from '../api/portal';

/**
 * Where am I: the form and the brand it is for ('UWL credit application'). The page shows it as soon as the
 * record is loaded, while the wizard's engine still loads below (issue 17: the page's LCP element no longer
 * waits for the engine).
 */
export function ApplicationHeading({ unit }: { unit: PortalUnit }) {
  const brand = unit.theme?.displayName || unit.name;
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
      {brand} credit application
    </Typography>
  );
}
