import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '../router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { userApi } from '../api/user';
import { AlertBanner } from '../components/AlertBanner';
import { AuthCard } from '../components/AuthCard';
import { useAlert } from '../components/useAlert';
import { MSG } from '../messages';
import { PasswordFields } from './PasswordFields';
import { allRulesMet } from './password-policy';

export default function PasswordResetPage() {
  const { id = '', invite = '' } = useParams();
  // The emailed link carries both the user id and the reset token; without them no reset can succeed.
  if (!id || !invite) return <InvalidResetLinkPage />;
  return <PasswordResetForm id={id} invite={invite} />;
}

/** /passwordreset opened without its token: say so, instead of a form that can only fail. */
function InvalidResetLinkPage() {
  return (
    <AuthCard title={MSG.inviteInvalidTitle}>
      <Typography sx={{ mb: 3 }}>{MSG.resetLinkInvalid}</Typography>
      <Stack spacing={1}>
        <Button component={RouterLink} to="/forgotpassword" variant="contained" fullWidth>
          Request a new password reset
        </Button>
        <Button component={RouterLink} to="/login" variant="text" fullWidth>
          Go to login
        </Button>
      </Stack>
    </AuthCard>
  );
}

function PasswordResetForm({ id, invite }: { id: string; invite: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { alert, show, close } = useAlert();
  const ready = allRulesMet(password, confirm);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      const res = await userApi.resetPassword(id, invite, password);
      if (res.success) {
        navigate('/login', { state: { notice: MSG.passwordUpdated } });
        return;
      }
      // customer-portal.md §8: a failed reset shows the generic administration message.
      show('error', MSG.general);
    } catch {
      show('error', MSG.general);
    }
    setBusy(false);
  }

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      <AlertBanner alert={alert} onClose={close} />
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <PasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            passwordLabel="New Password"
          />
          <Button type="submit" variant="contained" size="large" disabled={!ready || busy}>
            Reset Password
          </Button>
          <Button component={RouterLink} to="/login" variant="text">
            Cancel
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
