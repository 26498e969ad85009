import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Grid, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useRefresh } from 'react-admin';
import { subject } from '@cp/schemas/permissions/ability';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, USER_UPDATED } from '@cp/schemas/messages/signin';
import { useAbility, useSessionUser } from '../auth/AbilityContext';
import { forgetCurrentUser } from '../auth/currentUser';
import { httpClient } from '../dataProvider/httpClient';
import type { UserRecord } from '../auth/currentUser';

/**
 * First and last name with Save (back-office.md §6: everyone edits their own name and saves their own
 * record; Save is enabled for a super admin or on one's own record).
 */
export function NameForm({
  user,
  onSaved,
  children,
}: {
  user: UserRecord;
  onSaved: (user: UserRecord) => void;
  /** The record's other (read-only) fields, shown between the names and Save. */
  children?: ReactNode;
}) {
  const ability = useAbility();
  const me = useSessionUser();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = user._id ?? user.id ?? '';
  const target = subject('User', { id });
  const canEdit = ability.can('update', target, 'firstName');
  const canSave = ability.can('save', target);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found = {
      firstName: firstName.trim() ? undefined : FIRST_NAME_REQUIRED,
      lastName: lastName.trim() ? undefined : LAST_NAME_REQUIRED,
    };
    setErrors(found);
    if (found.firstName || found.lastName) return;
    setSaving(true);
    try {
      const body = JSON.stringify({ _id: id, firstName: firstName.trim(), lastName: lastName.trim() });
      const { json } = await httpClient('/api/User/setUser', { method: 'POST', body });
      notify(typeof json?.message === 'string' && json.message ? json.message : USER_UPDATED, {
        type: 'success',
      });
      onSaved({ ...user, firstName: firstName.trim(), lastName: lastName.trim() });
      if (me?.id === id) {
        // The app bar shows the signed-in user's name: load it again.
        forgetCurrentUser();
        refresh();
      }
    } catch (error) {
      notify((error as Error).message, { type: 'warning' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label="First name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, readOnly: !canEdit } }}
          error={!!errors.firstName}
          helperText={errors.firstName}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label="Last name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, readOnly: !canEdit } }}
          error={!!errors.lastName}
          helperText={errors.lastName}
        />
      </Grid>
      {children}
      <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!canSave || saving} onClick={save}>
          Save
        </Button>
      </Grid>
    </>
  );
}
