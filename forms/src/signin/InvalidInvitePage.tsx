import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../router';
import { AuthCard } from '../components/AuthCard';
import { MSG } from '../messages';

/** Shown when a registration link is unknown, used or expired (customer-portal.md §2). */
export function InvalidInvitePage() {
  return (
    <AuthCard title={MSG.inviteInvalidTitle}>
      <Typography sx={{ mb: 3 }}>{MSG.inviteInvalidText}</Typography>
      <Button component={RouterLink} to="/login" variant="outlined" fullWidth>
        Go to login
      </Button>
    </AuthCard>
  );
}
