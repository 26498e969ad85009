import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from '../router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { userApi } from '../api/user';
import { AlertBanner } from '../components/AlertBanner';
import { AuthCard } from '../components/AuthCard';
import { useAlert } from '../components/useAlert';
import { MSG } from '../messages';
import { InvalidInvitePage } from './InvalidInvitePage';
import { PasswordFields } from './PasswordFields';
import { allRulesMet } from './password-policy';
import { clearSelectedUnit, goToConsole } from './session-cookies';

type InviteState = { status: 'loading' } | { status: 'invalid' } | { status: 'valid'; email: string };

export default function RegisterPage() {
  const { id = '', token = '' } = useParams();
  const [invite, setInvite] = useState<InviteState>({ status: 'loading' });
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [busy, setBusy] = useState(false);
  const { alert, show, close } = useAlert();

  useEffect(() => {
    let live = true;
    userApi
      .validateInvite(id, token)
      .then((res) => {
        if (!live) return;
        if (!res.success) return setInvite({ status: 'invalid' });
        setInvite({ status: 'valid', email: res.data?.email ?? '' });
        setFirstName((v) => v || res.data?.firstName || '');
        setLastName((v) => v || res.data?.lastName || '');
      })
      .catch(() => live && setInvite({ status: 'invalid' }));
    return () => {
      live = false;
    };
  }, [id, token]);

  if (invite.status === 'invalid') return <InvalidInvitePage />;
  if (invite.status === 'loading')
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Checking your invitation" />
      </Box>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      firstName: firstName.trim() ? undefined : MSG.firstNameRequired,
      lastName: lastName.trim() ? undefined : MSG.lastNameRequired,
    };
    setErrors(next);
    if (next.firstName || next.lastName || !allRulesMet(password, confirm) || invite.status !== 'valid')
      return;
    setBusy(true);
    try {
      const res = await userApi.registerUser({
        id,
        token,
        email: invite.email,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        password,
      });
      if (res.success) {
        clearSelectedUnit();
        goToConsole();
        return;
      }
      show('warning', res.message || MSG.general);
    } catch {
      show('error', MSG.general);
    }
    setBusy(false);
  }

  return (
    <AuthCard title="Create your account" subtitle={invite.email || undefined}>
      <AlertBanner alert={alert} onClose={close} />
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First Name"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              error={Boolean(errors.firstName)}
              helperText={errors.firstName}
              fullWidth
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              error={Boolean(errors.lastName)}
              helperText={errors.lastName}
              fullWidth
            />
          </Stack>
          <PasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!allRulesMet(password, confirm) || busy}
          >
            Register
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
