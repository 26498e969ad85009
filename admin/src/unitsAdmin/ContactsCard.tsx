import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useRecordContext } from 'react-admin';
import type { UnitContact, UnitRecord } from '@cp/schemas/contracts/units-admin';
import { contactDeactivateText, contactDeactivateTitle } from '@cp/schemas/messages/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { ActionDialog } from '../dialogs/ActionDialog';
import type { UnitAdminKind } from './kind';
import { serverFailure, useUnitsAdminApi } from './useUnitsAdminApi';

const byName = (a: UnitContact, b: UnitContact) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
type Editing = { id?: string; name: string; email: string; active: boolean };

/**
 * Contact List (back-office.md §2, §4): New Contact, contacts sorted by name case-insensitively, an active
 * switch (on saves at once; off asks 'Deactivate {name}' first) and an edit button. Each change is saved
 * by its own call, apart from the form's Save.
 */
export function ContactsCard({ kind }: { kind: UnitAdminKind }) {
  const record = useRecordContext<UnitRecord>();
  const api = useUnitsAdminApi(kind.resource);
  const notify = useNotify();
  const canEdit = useAbility().can('create', 'Contact');
  const [rows, setRows] = useState<UnitContact[]>(record?.contacts ?? []);
  const [editing, setEditing] = useState<Editing>();
  const [deactivating, setDeactivating] = useState<UnitContact>();
  if (!record) return null;

  const save = async (c: Editing) => {
    const { message, data } = await api.setContact(
      record.id,
      { name: c.name, email: c.email, active: c.active },
      c.id,
    );
    const saved: UnitContact = {
      id: data.id,
      name: c.name.trim().toUpperCase(),
      email: c.email.trim().toUpperCase(),
      active: c.active,
      addDate: rows.find((r) => r.id === data.id)?.addDate ?? new Date().toISOString(),
    };
    setRows((all) => [...all.filter((r) => r.id !== data.id), saved]);
    return message;
  };
  const toggle = (c: UnitContact, active: boolean) => {
    if (!active) return setDeactivating(c);
    save({ ...c, active: true }).then(
      (message) => notify(message, { type: 'success' }),
      (e: unknown) => notify(serverFailure(e).message, { type: serverFailure(e).type }),
    );
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title="Contact List"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canEdit && (
            <Button startIcon={<AddIcon />} onClick={() => setEditing({ name: '', email: '', active: true })}>
              New Contact
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense aria-label="Contacts" sx={{ width: 0, minWidth: '100%' }}>
          {[...rows].sort(byName).map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Switch
                    checked={c.active}
                    disabled={!canEdit}
                    onChange={(e) => toggle(c, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${c.name} active` } }}
                  />
                  {canEdit && (
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${c.name}`} onClick={() => setEditing({ ...c })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={c.name}
                secondary={c.email}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
          {rows.length === 0 && <ListItem>No contacts yet.</ListItem>}
        </List>
      </CardContent>
      <ActionDialog
        open={!!editing}
        title={editing?.id ? 'Edit Contact' : 'New Contact'}
        action={{ label: 'Save' }}
        form
        onClose={() => setEditing(undefined)}
        run={() => save(editing as Editing)}
        failure={serverFailure}
        onDone={() => setEditing(undefined)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={editing?.name ?? ''}
            onChange={(e) => setEditing((c) => c && { ...c, name: e.target.value.toUpperCase() })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Email"
            value={editing?.email ?? ''}
            onChange={(e) => setEditing((c) => c && { ...c, email: e.target.value.toUpperCase() })}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
        </Stack>
      </ActionDialog>
      <ActionDialog
        open={!!deactivating}
        title={contactDeactivateTitle(deactivating?.name ?? '')}
        action={{ label: 'Deactivate', color: 'error' }}
        onClose={() => setDeactivating(undefined)}
        run={() => save({ ...(deactivating as UnitContact), active: false })}
        failure={serverFailure}
        onDone={() => setDeactivating(undefined)}
      >
        {contactDeactivateText(deactivating?.name ?? '')}
      </ActionDialog>
    </Card>
  );
}
