import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Breadcrumbs, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useNotify, useRefresh, useUpdate } from 'react-admin';
import { subject } from '@cp/schemas/permissions/ability';
import { normalizeSecurity } from '@cp/schemas/permissions/types';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, USER_UPDATED } from '@cp/schemas/messages/signin';
import { useAbility, useSessionUser } from '../auth/AbilityContext';
import { forgetCurrentUser } from '../auth/currentUser';
import type { UserRecord } from '../dataProvider/users';
import { useUnits } from '../units/UnitsContext';
import { TransferList } from './TransferList';
import { assignableUnits, splitUnits } from './unitChoices';
import { fullName } from './UserCard';
import { Section, SecurityCard, UserInformationCard, type UserDraft } from './UserDetailsCards';

const draftOf = (u: UserRecord): UserDraft => ({
  firstName: u.firstName,
  lastName: u.lastName,
  department: u.department,
  amount: u.maximumApprovalAmount ? String(u.maximumApprovalAmount) : '',
  active: u.active,
  security: normalizeSecurity(u.security),
  units: [...u.companies, ...u.divisions],
});

/**
 * /users/details/{id} (back-office.md §2 'User details', §6): User Information, Security and the
 * Companies | Divisions transfer list, edited locally until Save. What the signed-in user may change
 * comes from the shared CASL rules; the server applies the same rules to whatever is sent.
 */
export function UserDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const ability = useAbility();
  const me = useSessionUser();
  const { units } = useUnits();
  const { data: user, error } = useGetOne<UserRecord>('users', { id }, { enabled: !!id });
  const [update, { isPending: saving }] = useUpdate<UserRecord>();
  const [draft, setDraft] = useState<UserDraft>();
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  useEffect(() => setDraft(user ? draftOf(user) : undefined), [user]);

  const target = subject('User', { id });
  const own = me?.id === id;
  const may = {
    names: ability.can('update', target, 'firstName'),
    amount: ability.can('update', target, 'maximumApprovalAmount'),
    department: ability.can('update', target, 'department'),
    assign: ability.can('changeRole', 'User'),
    showActive: !own && !(user && !user.active && user.invite),
  };
  const set = (patch: Partial<UserDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  // The user's own units come named with the user, so every viewer sees names, never ids (issue 15).
  const choices = assignableUnits(units, user?.units);

  const save = () => {
    if (!user || !draft) return;
    const found = {
      firstName: draft.firstName.trim() ? undefined : FIRST_NAME_REQUIRED,
      lastName: draft.lastName.trim() ? undefined : LAST_NAME_REQUIRED,
    };
    setErrors(found);
    if (found.firstName || found.lastName) return;
    const data = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      ...(may.department ? { department: draft.department.trim() } : {}),
      ...(may.amount ? { maximumApprovalAmount: draft.amount ? Number(draft.amount) : 0 } : {}),
      ...(may.assign ? { security: draft.security, ...splitUnits(draft.units, choices) } : {}),
      // Only a shown switch is sent: active false would deactivate an invitee and void their invitation.
      ...(may.assign && may.showActive ? { active: draft.active } : {}),
    };
    update(
      'users',
      { id, data, previousData: user },
      {
        onSuccess: () => {
          notify(USER_UPDATED, { type: 'success' });
          if (own) {
            // The app bar shows the signed-in user's name and the menu their role: load them again.
            forgetCurrentUser();
            refresh();
          }
        },
        onError: (e) => notify((e as Error).message, { type: 'warning' }),
      },
    );
  };

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <Title title="User Details" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Breadcrumbs aria-label="breadcrumb" sx={{ flex: 1 }}>
          <Link component={RouterLink} to="/users" underline="hover" variant="h6">
            Users
          </Link>
          <Typography variant="h6" component="h1" color="text.primary">
            {user ? fullName(user) || user.email : <Skeleton width={160} />}
          </Typography>
        </Breadcrumbs>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => navigate('/users')}>Close</Button>
          <Button
            variant="contained"
            disabled={!user || saving || !ability.can('save', target)}
            onClick={save}
          >
            Save
          </Button>
        </Stack>
      </Stack>
      {error && <Alert severity="warning">{(error as Error).message}</Alert>}
      {!user || !draft ? (
        !error && <Skeleton variant="rounded" height={320} />
      ) : (
        <Stack spacing={2}>
          <UserInformationCard email={user.email} draft={draft} may={may} errors={errors} set={set} />
          <SecurityCard
            security={draft.security}
            disabled={!may.assign}
            set={(security) => set({ security })}
          />
          <Section title="Companies | Divisions">
            <TransferList
              units={choices}
              assigned={draft.units}
              onChange={(next) => set({ units: next })}
              disabled={!may.assign}
            />
          </Section>
        </Stack>
      )}
    </Box>
  );
}
