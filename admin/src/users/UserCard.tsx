import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { normalizeSecurity, SECURITY_LABELS } from '@cp/schemas/permissions/types';
import type { Security } from '@cp/schemas/permissions/types';
import type { ListedUser } from './userFilter';
import { initials } from './userFilter';

const SECURITY_COLOR: Record<Security, 'default' | 'info' | 'secondary'> = {
  'READ ONLY': 'default',
  ADMIN: 'info',
  'SUPER ADMIN': 'secondary',
};

function security(u: ListedUser): Security | undefined {
  try {
    return normalizeSecurity(u.security);
  } catch {
    return undefined; // Other role names are not shown (back-office.md §6).
  }
}

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

/** One card per user (back-office.md §2 'Users'). */
export function UserCard({
  user,
  unitLabels,
}: {
  user: ListedUser;
  unitLabels: (ids: string[]) => string[];
}) {
  const id = user._id ?? user.id ?? '';
  const role = security(user);
  const companies = unitLabels([...(user.companies ?? []), ...(user.divisions ?? [])].map(String));
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || '';
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{initials(user)}</Avatar>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
            {name}
          </Typography>
          <Chip
            size="small"
            label={user.active ? 'Active' : 'Inactive'}
            color={user.active ? 'success' : 'default'}
            variant={user.active ? 'filled' : 'outlined'}
          />
        </Stack>
        <Line label="Email" value={user.email ?? ''} />
        <Line label="First Name" value={user.firstName ?? ''} />
        <Line label="Last Name" value={user.lastName ?? ''} />
        <Line label="Companies" value={companies.join(', ')} />
        {role && (
          <Chip size="small" sx={{ mt: 1.5 }} color={SECURITY_COLOR[role]} label={SECURITY_LABELS[role]} />
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<EditIcon />} component={Link} to={`/users/details/${id}`}>
          Edit User
        </Button>
      </CardActions>
    </Card>
  );
}
