import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { emailBlurMessage } from '@cp/schemas/messages/activations';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useFieldErrors } from '../dialogs/useFieldErrors';
import { failureMessage, useSubmissionApi } from './api';
import { ContactsSelect } from './ContactsSelect';
import { InviteSent } from './InviteSent';
import { useKind } from './KindContext';
import { useContacts, useOfferedUnits } from './useUnitLists';

/**
 * The invite dialog, and the copy dialog when `copyOf` is given (§2 dialogs): email checked on blur (§5),
 * a company or division from the offered list, and that unit's contacts. State resets on every open.
 */
export function InviteDialog(props: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  copyOf?: string;
}) {
  const { open, onClose, onDone, copyOf } = props;
  const kind = useKind();
  const api = useSubmissionApi(kind.resource);
  const m = kind.messages.invite;
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
    if (copyOf) await api.copy(copyOf, payload);
    else await api.invite(payload);
    return copyOf ? m.copied : <InviteSent wording={m.sent} email={payload.email} resource={kind.resource} />;
  };

  return (
    <ActionDialog
      open={open}
      form
      title={copyOf ? kind.dialogs.copyTitle : kind.dialogs.inviteTitle}
      action={{ label: copyOf ? 'Copy' : kind.dialogs.inviteAction }}
      onClose={onClose}
      validate={() =>
        check({
          email: email.trim() ? (emailBlurMessage(email.trim()) ?? undefined) : m.emailRequired,
          unit: unitId ? undefined : m.unitRequired,
          contacts: contacts.length ? undefined : m.contactRequired,
        })
      }
      run={send}
      // §8: the server's refusal (Copy: missing templates or verbiage) as a warning; no answer at all
      // is the invite failure 'Something went wrong.'.
      failure={(e) => ({ message: failureMessage(e, m.failed), type: 'warning' })}
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
