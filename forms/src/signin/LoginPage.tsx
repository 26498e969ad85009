import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useParams } from '../router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { userApi } from '../api/user';
import { AlertBanner } from '../components/AlertBanner';
import { AuthCard } from '../components/AuthCard';
import { useAlert } from '../components/useAlert';
import { LOGIN_RETRY_NOW, loginWait } from '@cp/schemas/messages/signin';
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
  // Seconds left of the server's Retry-After after a 429; Login is disabled until it has run out.
  const [wait, setWait] = useState(0);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => {
      setWait(wait - 1);
      if (wait === 1) setWaited(true);
    }, 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return show('warning', MSG.enterEmail);
    if (!password) return show('warning', MSG.enterPassword);
    setBusy(true);
    setWaited(false);
    try {
      const res = await userApi.login(email.trim(), password);
      if (res.success) {
        clearSelectedUnit();
        goToConsole();
        return;
      }
      if (res.retryAfterSeconds) {
        close();
        setWait(res.retryAfterSeconds);
      } else show('warning', res.message || MSG.general);
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
      {/* The wait is counted down where screen readers hear it, and says when signing in works again. */}
      <Alert
        severity={wait > 0 ? 'warning' : 'info'}
        role="status"
        sx={{ display: wait > 0 || waited ? undefined : 'none', mb: 2 }}
      >
        {wait > 0 ? loginWait(wait) : waited ? LOGIN_RETRY_NOW : ''}
      </Alert>
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
          <Button type="submit" variant="contained" size="large" disabled={busy || wait > 0}>
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
