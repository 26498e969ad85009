import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from '../router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { userApi } from '../api/user';
import { AlertBanner } from '../components/AlertBanner';
import { AuthCard } from '../components/AuthCard';
import { useAlert } from '../components/useAlert';
import { MSG } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { alert, show, close } = useAlert();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError(MSG.enterEmail);
    if (!EMAIL.test(value)) return setError(MSG.validEmail);
    setError('');
    setBusy(true);
    try {
      const res = await userApi.passwordRequest(value);
      // The answer never says whether the account exists (customer-portal.md §8).
      if (res.success) show('success', MSG.resetSent);
      else show('error', res.message || MSG.general);
    } catch {
      show('error', MSG.general);
    }
    setBusy(false);
  }

  return (
    <AuthCard title="Forgot password" subtitle="We will email you a link to choose a new password.">
      <AlertBanner alert={alert} onClose={close} />
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error || ' '}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Submit Password Reset
          </Button>
          <Button component={RouterLink} to="/login" variant="text">
            Cancel
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
