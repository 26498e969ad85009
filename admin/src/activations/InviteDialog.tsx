import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  ACTIVATION_COPIED,
  ACTIVATION_INVITE_FAILED,
  ACTIVATION_INVITE_SENT,
  INVITE_CONTACT_REQUIRED,
  INVITE_EMAIL_REQUIRED,
  INVITE_UNIT_REQUIRED,
  emailBlurMessage,
} from '@cp/schemas/messages/activations';
import { activationApi, failureMessage } from './api';
import { ContactsSelect } from './ContactsSelect';
import { useContacts, useOfferedUnits } from './useUnitLists';

interface Errors {
  email?: string;
  unit?: string;
  contacts?: string;
}

/**
 * Invite Customer, and Copy Activation when `copyOf` is given (§2 dialogs): email checked on blur (§5),
 * a company or division from the offered list, and that unit's contacts. State resets on every open.
 */
export function InviteDialog(props: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  copyOf?: string;
}) {
  const { open, onClose, onDone, copyOf } = props;
  const notify = useNotify();
  const units = useOfferedUnits(open);
  const [email, setEmail] = useState('');
  const [unitId, setUnitId] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const contactOptions = useContacts(unitId);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setUnitId('');
    setContacts([]);
    setErrors({});
  }, [open]);

  const submit = async () => {
    const found: Errors = {
      email: email.trim() ? (emailBlurMessage(email.trim()) ?? undefined) : INVITE_EMAIL_REQUIRED,
      unit: unitId ? undefined : INVITE_UNIT_REQUIRED,
      contacts: contacts.length ? undefined : INVITE_CONTACT_REQUIRED,
    };
    setErrors(found);
    if (found.email || found.unit || found.contacts) return;
    const unit = units.find((u) => u.id === unitId);
    const payload = {
      email: email.trim(),
      company_id: unit?.kind === 'division' ? unit.parentId : unitId,
      division_id: unit?.kind === 'division' ? unitId : null,
      contacts,
    };
    setBusy(true);
    try {
      if (copyOf) await activationApi.copy(copyOf, payload);
      else await activationApi.invite(payload);
      notify(copyOf ? ACTIVATION_COPIED : ACTIVATION_INVITE_SENT, { type: 'success' });
      onDone();
    } catch (e) {
      notify(failureMessage(e, ACTIVATION_INVITE_FAILED), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{copyOf ? 'Copy Activation' : 'Invite Customer'}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setErrors((x) => ({ ...x, email: emailBlurMessage(email) ?? undefined }))}
          error={!!errors.email}
          helperText={errors.email || ' '}
        />
        <TextField
          select
          fullWidth
          margin="dense"
          label="Company | Division"
          value={unitId}
          onChange={(e) => {
            setUnitId(e.target.value);
            setContacts([]);
          }}
          error={!!errors.unit}
          helperText={errors.unit || ' '}
        >
          {units.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.code} | {u.name}
            </MenuItem>
          ))}
        </TextField>
        <ContactsSelect
          contacts={contactOptions}
          value={contacts}
          onChange={setContacts}
          error={errors.contacts}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {copyOf ? 'Copy' : 'Send Invite'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
