import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The banner after Approve or Deny: the page goes back to the list (back-office.md §4), so the banner says
 * what happened to which record and links back to it (its e-signature panel lives there).
 */
export function DecidedNotice(props: {
  message: string;
  outcome: 'approved' | 'denied';
  name: string;
  to: string;
}) {
  const { message, outcome, name, to } = props;
  return (
    <span data-testid="decided-notice">
      {/* The spec's wording word for word (§8), then what happened beside it. */}
      {message} — {name} was {outcome}.{' '}
      <Link component={RouterLink} to={to} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
        Open {name}
      </Link>
    </span>
  );
}
