import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { SubmissionResource } from '../dataProvider/submissions';

/** The list of `resource` under SENT (the status lives in the URL's filter). */
export const sentListPath = (resource: SubmissionResource): string =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify({ status: 'SENT' }))}`;

/**
 * The invite's success banner (issue 15 item 9): the spec's wording (§8), then what happened and where to
 * see it — 'Invite sent to {email}' with a link to the SENT list.
 */
export function InviteSent(props: { wording: string; email: string; resource: SubmissionResource }) {
  const { wording, email, resource } = props;
  return (
    <span>
      {/* §8's wording word for word, then the detail beside it. */}
      {wording} — Invite sent to {email}.{' '}
      <Link component={RouterLink} to={sentListPath(resource)} color="inherit" sx={{ fontWeight: 600 }}>
        See the Sent list
      </Link>
    </span>
  );
}
