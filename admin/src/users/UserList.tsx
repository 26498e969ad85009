import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Grid,
  InputAdornment,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { useUnits } from '../units/UnitsContext';
import { UserCard } from './UserCard';
import { ACTIVE_FILTERS, filterUsers } from './userFilter';
import type { ActiveFilter, ListedUser } from './userFilter';

/** /users: the staff users as cards, with search and the Active filter (back-office.md §2 'Users'). */
export function UserList() {
  const { units } = useUnits();
  const [users, setUsers] = useState<ListedUser[]>();
  const [error, setError] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<ActiveFilter>('Active');

  useEffect(() => {
    let live = true;
    httpClient('/api/User/getUserList').then(
      ({ json }) => live && setUsers(Array.isArray(json?.data) ? json.data : []),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);

  const shown = useMemo(() => filterUsers(users ?? [], search, active), [users, search, active]);
  // Units outside the viewer's own list have no name here: they are counted, not shown as ids.
  const unitLabels = (ids: string[]) => {
    const codes = ids.map((id) => units.find((u) => u.id === id)?.code).filter((c): c is string => !!c);
    const others = ids.length - codes.length;
    return others ? [...codes, `${others} other${others === 1 ? '' : 's'}`] : codes;
  };

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 } }}>
      <Title title="Users" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ color: 'primary.main', flex: 1 }}>
          Users
        </Typography>
        <TextField
          size="small"
          label="Search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { sm: 280 }, flex: 'none' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label="Active"
          value={active}
          onChange={(e) => setActive(e.target.value as ActiveFilter)}
          sx={{ width: { sm: 160 }, flex: 'none' }}
        >
          {ACTIVE_FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {f}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="warning">{error}</Alert>}
      <Grid container spacing={2}>
        {!users && !error
          ? [0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={210} />
              </Grid>
            ))
          : shown.map((u) => (
              <Grid key={u._id ?? u.id} size={{ xs: 12, sm: 6, lg: 4 }} sx={{ minWidth: 0 }}>
                <UserCard user={u} unitLabels={unitLabels} />
              </Grid>
            ))}
      </Grid>
      {users && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          No users match the search.
        </Typography>
      )}
    </Box>
  );
}
