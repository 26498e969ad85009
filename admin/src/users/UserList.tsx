import { useState } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Card,
  CardActionArea,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import {
  ListBase,
  Pagination,
  Title,
  useDataProvider,
  useDelete,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { USER_DELETED } from '@cp/schemas/messages/signin';
import { useAbility } from '../auth/AbilityContext';
import type { ConsoleDataProvider } from '../dataProvider';
import type { UserRecord } from '../dataProvider/users';
import { ActionDialog } from '../dialogs/ActionDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { fullName, UserCard } from './UserCard';
import { unitCodes } from './unitChoices';
import { UserFilters } from './UserFilters';
import { ServerExportButton } from '../lists/ServerExportButton';

const warning = (e: unknown) => ({ message: (e as Error).message, type: 'warning' as const });

/** /users: the staff users as cards, searched and filtered through the list controller (§2 'Users'). */
export function UserList() {
  return (
    <ListBase
      resource="users"
      sort={{ field: 'firstName', order: 'ASC' }}
      filterDefaultValues={{ active: 'Active' }}
      perPage={100}
    >
      <Title title="Users" />
      <UserCards />
    </ListBase>
  );
}

function UserCards() {
  const { data, isPending, error, total = 0, perPage } = useListContext<UserRecord>();
  const ability = useAbility();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<ConsoleDataProvider>();
  const [deleteOne] = useDelete<UserRecord>();
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<UserRecord>();

  const resend = async (u: UserRecord) => {
    try {
      notify((await dp.resendUserInvite(u.id)).message, { type: 'success' });
      refresh();
    } catch (e) {
      notify(warning(e).message, { type: 'warning' });
    }
  };
  const cell = { xs: 12, sm: 6, lg: 4 };

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Breadcrumbs aria-label="breadcrumb" sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ color: 'primary.main' }}>
            Users
          </Typography>
        </Breadcrumbs>
        <UserFilters />
        <ServerExportButton list="users" />
      </Stack>
      {error && <Alert severity="warning">{error.message}</Alert>}
      <Grid container spacing={2}>
        {ability.can('invite', 'User') && (
          <Grid size={cell}>
            <Card variant="outlined" sx={{ height: '100%', minHeight: 120, borderStyle: 'dashed' }}>
              <CardActionArea
                onClick={() => setInviting(true)}
                sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 2 }}
              >
                <Stack sx={{ alignItems: 'center', color: 'primary.main' }} spacing={1}>
                  <PersonAddIcon fontSize="large" />
                  <Typography sx={{ fontWeight: 600 }}>Add New User</Typography>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
        )}
        {isPending
          ? [0, 1, 2].map((i) => (
              <Grid key={i} size={cell}>
                <Skeleton variant="rounded" height={210} />
              </Grid>
            ))
          : (data ?? []).map((u) => (
              <Grid key={u.id} size={cell} sx={{ minWidth: 0 }}>
                <UserCard
                  user={u}
                  companies={unitCodes(u.units)}
                  onResend={(x) => void resend(x)}
                  onDelete={setDeleting}
                />
              </Grid>
            ))}
      </Grid>
      {total > perPage && <Pagination rowsPerPageOptions={[]} />}
      {!isPending && !error && data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          No users match the search.
        </Typography>
      )}
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} onDone={refresh} />
      <ActionDialog
        open={!!deleting}
        title={`Delete ${deleting ? fullName(deleting) : ''}`}
        action={{ label: 'Delete', color: 'error' }}
        onClose={() => setDeleting(undefined)}
        run={async () => {
          if (deleting)
            await deleteOne('users', { id: deleting.id, previousData: deleting }, { returnPromise: true });
          return USER_DELETED;
        }}
        failure={warning}
        onDone={() => {
          setDeleting(undefined);
          refresh();
        }}
      >
        <Typography>{`Are you sure you want to delete ${deleting?.email ?? ''}?`}</Typography>
      </ActionDialog>
    </Box>
  );
}
