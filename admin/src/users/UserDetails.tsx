import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Title } from 'react-admin';
import { normalizeSecurity, SECURITY_LABELS } from '@cp/schemas/permissions/types';
import { fetchUser } from '../auth/currentUser';
import type { UserRecord } from '../auth/currentUser';
import { useUnits } from '../units/UnitsContext';
import { NameForm } from './NameForm';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Grid>
  );
}

function roleLabel(security: unknown): string {
  try {
    return SECURITY_LABELS[normalizeSecurity(security)];
  } catch {
    return '';
  }
}

const money = (n: number | undefined) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(
    n ?? 0,
  );

/** /users/details/{id}: the user's record, read-only for now (back-office.md §2 'Users'). */
export function UserDetails() {
  const { id = '' } = useParams();
  const { units } = useUnits();
  const [user, setUser] = useState<UserRecord>();
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    setUser(undefined);
    setError('');
    fetchUser(id).then(
      (record) => live && setUser(record),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const unitNames = (ids: unknown[] | undefined) =>
    (ids ?? []).map((unitId) => {
      const unit = units.find((u) => u.id === unitId);
      return unit ? `${unit.code} · ${unit.name}` : String(unitId);
    });
  const assigned = [...unitNames(user?.companies), ...unitNames(user?.divisions)];
  const name = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || '' : '';

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, maxWidth: 820 }}>
      <Title title="User Details" />
      {error && <Alert severity="warning">{error}</Alert>}
      <Card variant="outlined" sx={{ display: error ? 'none' : undefined }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Box
              sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center' }}
              bgcolor="primary.main"
              color="primary.contrastText"
            >
              <PersonIcon />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" noWrap>
                {user ? name : <Skeleton width={200} />}
              </Typography>
              <Typography color="text.secondary" noWrap>
                {user ? user.email : <Skeleton width={240} />}
              </Typography>
            </Box>
            {user && (
              <Chip
                label={user.active ? 'Active' : 'Invited'}
                color={user.active ? 'success' : 'default'}
                size="small"
                sx={{ ml: 'auto !important' }}
              />
            )}
          </Stack>
          <Divider sx={{ mb: 2 }} />
          {user && (
            <Grid container spacing={2}>
              <NameForm key={user._id ?? user.id} user={user} onSaved={setUser}>
                <Field label="Security" value={roleLabel(user.security)} />
                <Field label="Maximum approval amount" value={money(user.maximumApprovalAmount)} />
                <Field label="Department" value={user.department ?? ''} />
                <Grid size={12}>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
                    Companies and divisions
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {assigned.length ? (
                      assigned.map((label) => <Chip key={label} label={label} variant="outlined" />)
                    ) : (
                      <Typography>All companies and divisions</Typography>
                    )}
                  </Stack>
                </Grid>
              </NameForm>
            </Grid>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
