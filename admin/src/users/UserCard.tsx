import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { Link } from 'react-router-dom';
import { subject } from '@cp/schemas/permissions/ability';
import { useAbility, useSessionUser } from '../auth/AbilityContext';
import type { UserRecord } from '../dataProvider/users';
import { SecurityChip } from './securityChip';
import { initials, userStatus, type UserStatus } from './userFilter';

/** Status chips; dark text on a pale fill, each at least 4.5:1 (WCAG AA). */
const STATUS_CHIP: Record<UserStatus, object> = {
  Active: { bgcolor: 'success.main', color: '#fff' },
  Invited: { bgcolor: '#e3f0fb', color: '#0d3f6e' },
  Inactive: { bgcolor: 'transparent', color: 'text.secondary', border: 1, borderColor: 'divider' },
};

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value || '—'}
    </Typography>
  );
}

export const fullName = (u: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();

/**
 * One card per user (back-office.md §2 'Users'): Edit User; Resend Invite while the user is inactive and
 * holds an invite; Delete User for a super admin, never on their own card.
 */
export function UserCard({
  user,
  companies,
  onResend,
  onDelete,
}: {
  user: UserRecord;
  /** The user's companies and divisions as codes. */
  companies: string;
  onResend: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
}) {
  const ability = useAbility();
  const me = useSessionUser();
  const mayDelete = me?.id !== user.id && ability.can('delete', subject('User', { id: user.id }));
  const mayResend = !user.active && !!user.invite && ability.can('resend', 'User');
  const name = fullName(user) || user.email;
  const status = userStatus(user);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {initials(user)}
          </Avatar>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
            noWrap
          >
            {name}
          </Typography>
          <Chip size="small" label={status} sx={STATUS_CHIP[status]} />
        </Stack>
        <Line label="Email" value={user.email} />
        <Line label="First Name" value={user.firstName} />
        <Line label="Last Name" value={user.lastName} />
        <Line label="Companies" value={companies} />
        <Box sx={{ mt: 1.5 }}>
          <SecurityChip security={user.security} />
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}>
        {mayResend && (
          <Button size="small" startIcon={<SendIcon />} onClick={() => onResend(user)}>
            Resend Invite
          </Button>
        )}
        {mayDelete && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(user)}>
            Delete User
          </Button>
        )}
        <Button size="small" startIcon={<EditIcon />} component={Link} to={`/users/details/${user.id}`}>
          Edit User
        </Button>
      </CardActions>
    </Card>
  );
}
