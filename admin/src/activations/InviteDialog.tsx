import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import {
  ACTIVATION_COPIED,
  ACTIVATION_INVITE_FAILED,
  ACTIVATION_INVITE_SENT,
  INVITE_CONTACT_REQUIRED,
  INVITE_EMAIL_REQUIRED,
  INVITE_UNIT_REQUIRED,
  emailBlurMessage,
} from '@cp/schemas/messages/activations';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useFieldErrors } from '../dialogs/useFieldErrors';
import { activationApi, failureMessage } from './api';
import { ContactsSelect } from './ContactsSelect';
import { useContacts, useOfferedUnits } from './useUnitLists';

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
  const units = useOfferedUnits(open);
  const [email, setEmail] = useState('');
  const [unitId, setUnitId] = useState('');
  const [contacts, setContacts] = useState<string[]>([]);
  const { errors, check, setError, reset } = useFieldErrors<'email' | 'unit' | 'contacts'>();
  const contactOptions = useContacts(unitId);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setUnitId('');
    setContacts([]);
    reset();
  }, [open, reset]);

  const send = async () => {
    const unit = units.find((u) => u.id === unitId);
    const payload = {
      email: email.trim(),
      company_id: unit?.kind === 'division' ? unit.parentId : unitId,
      division_id: unit?.kind === 'division' ? unitId : null,
      contacts,
    };
    if (copyOf) await activationApi.copy(copyOf, payload);
    else await activationApi.invite(payload);
    return copyOf ? ACTIVATION_COPIED : ACTIVATION_INVITE_SENT;
  };

  return (
    <ActionDialog
      open={open}
      form
      title={copyOf ? 'Copy Activation' : 'Invite Customer'}
      action={{ label: copyOf ? 'Copy' : 'Send Invite' }}
      onClose={onClose}
      validate={() =>
        check({
          email: email.trim() ? (emailBlurMessage(email.trim()) ?? undefined) : INVITE_EMAIL_REQUIRED,
          unit: unitId ? undefined : INVITE_UNIT_REQUIRED,
          contacts: contacts.length ? undefined : INVITE_CONTACT_REQUIRED,
        })
      }
      run={send}
      // §8: the server's refusal (Copy: missing templates or verbiage) as a warning; no answer at all
      // is the invite failure 'Something went wrong.'.
      failure={(e) => ({ message: failureMessage(e, ACTIVATION_INVITE_FAILED), type: 'warning' })}
      onDone={onDone}
    >
      <TextField
        fullWidth
        margin="dense"
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setError('email', emailBlurMessage(email) ?? undefined)}
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
    </ActionDialog>
  );
}
