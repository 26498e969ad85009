import MailIcon from '@mui/icons-material/MailOutline';
import { Badge } from '@mui/material';
import { useDeadLetterCount } from './useDeadLetterCount';
import { useEsignFailures } from './useEsignFailures';

/**
 * The Email log's menu icon, with the number of dead letters (emails, and e-signature jobs) as a red
 * badge when there are any.
 */
export function EmailLogMenuIcon() {
  const count = useDeadLetterCount() + useEsignFailures().total;
  if (count === 0) return <MailIcon />;
  return (
    <Badge badgeContent={count} color="error" aria-label={`${count} undelivered`}>
      <MailIcon />
    </Badge>
  );
}
