import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { userApi } from '../api/user';
import { AlertBanner } from '../components/AlertBanner';
import { AuthCard } from '../components/AuthCard';
import { useAlert } from '../components/useAlert';
import { MSG } from '../messages';
import { clearSelectedUnit, goToConsole } from './session-cookies';

export default function LoginPage() {
  const { loggedOut } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { alert, show, close } = useAlert();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return show('warning', MSG.enterEmail);
    if (!password) return show('warning', MSG.enterPassword);
    setBusy(true);
    try {
      const res = await userApi.login(email.trim(), password);
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
    <AuthCard title="Sign in" subtitle="Staff access to credit applications and activations">
      {loggedOut && <AlertBannerStatic severity="info" text={MSG.loggedOut} />}
      {notice && <AlertBannerStatic severity="success" text={notice} />}
      <AlertBanner alert={alert} onClose={close} />
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
          />
          <Link component={RouterLink} to="/forgotpassword" variant="body2" sx={{ alignSelf: 'flex-end' }}>
            Forgot Password?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? <CircularProgress size={24} color="inherit" aria-label="Signing in" /> : 'Login'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function AlertBannerStatic({ severity, text }: { severity: 'info' | 'success'; text: string }) {
  return <AlertBanner alert={{ severity, message: text, key: 0 }} onClose={() => undefined} />;
}
