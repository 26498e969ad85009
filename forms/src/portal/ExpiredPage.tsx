import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import type { PortalUnit } from '../api/portal';
import { expiredText } from '../messages';
import { PortalLayout } from './PortalLayout';

interface Props {
  division: string;
  unit: PortalUnit | null;
  onboardingEmail: string;
}

/** The division's 'Authentication Invalid' page for any link that cannot be opened. */
export function ExpiredPage({ division, unit, onboardingEmail }: Props) {
  return (
    <PortalLayout division={division} unit={unit} width="sm">
      <Box sx={{ textAlign: 'center' }}>
        <LinkOffIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Authentication Invalid
        </Typography>
        <Typography>{expiredText(onboardingEmail)}</Typography>
      </Box>
    </PortalLayout>
  );
}
