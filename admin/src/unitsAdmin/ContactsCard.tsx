import { useEffect, useState } from 'react';
import {
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Tooltip,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useRecordContext } from 'react-admin';
import type { UnitContact, UnitRecord } from '@cp/schemas/contracts/units-admin';
import { contactDeactivateText, contactDeactivateTitle } from '@cp/schemas/messages/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { EditableListCard, type EditableField } from './EditableListCard';
import type { UnitAdminKind } from './kind';
import { useSavePage } from './useSavePage';
import { serverFailure, useUnitsAdminApi } from './useUnitsAdminApi';

const byName = (a: UnitContact, b: UnitContact) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
type Editing = { id?: string; name: string; email: string; active: boolean };
const FIELDS: EditableField<Editing>[] = [
  { key: 'name', label: 'Name', maxLength: 100 },
  { key: 'email', label: 'Email', maxLength: 250 },
];

/**
 * Contact List (back-office.md §2, §4): New Contact, contacts sorted by name case-insensitively, an active
 * switch (on saves at once; off asks 'Deactivate {name}' first) and an edit button. Each change is saved
 * by its own call, and the page's other unsaved edits with it (useSavePage).
 */
export function ContactsCard({ kind }: { kind: UnitAdminKind }) {
  const record = useRecordContext<UnitRecord>();
  const api = useUnitsAdminApi(kind.resource);
  const notify = useNotify();
  const canEdit = useAbility().can('create', 'Contact');
  const savePage = useSavePage();
  const [rows, setRows] = useState<UnitContact[] | undefined>(record?.contacts);
  // The record arrives after the first render: its contacts, not an empty list, once loaded.
  useEffect(() => {
    if (record?.contacts) setRows(record.contacts);
  }, [record?.contacts]);
  if (!record || !rows) return <LinearProgress aria-label="Loading contacts" sx={{ my: 2 }} />;

  const save = async (c: Editing) => {
    const { message, data } = await api.setContact(
      record.id,
      { name: c.name, email: c.email, active: c.active },
      c.id,
    );
    const saved: UnitContact = {
      id: data.id,
      name: c.name.trim(),
      email: c.email.trim(),
      active: c.active,
      addDate: rows?.find((r) => r.id === data.id)?.addDate ?? new Date().toISOString(),
    };
    setRows((all = []) => [...all.filter((r) => r.id !== data.id), saved]);
    return message;
  };
  const switchOn = (c: UnitContact) =>
    save({ ...c, active: true }).then(
      async (message) => {
        notify(message, { type: 'success' });
        await savePage();
      },
      (e: unknown) => notify(serverFailure(e).message, { type: serverFailure(e).type }),
    );

  return (
    <EditableListCard<UnitContact, Editing>
      title="Contact List"
      noun="Contact"
      canEdit={canEdit}
      blank={{ name: '', email: '', active: true }}
      fields={FIELDS}
      save={save}
      confirm={{
        title: (c) => contactDeactivateTitle(c.name),
        text: (c) => contactDeactivateText(c.name),
        action: { label: 'Deactivate', color: 'error' },
        run: (c) => save({ ...c, active: false }),
      }}
    >
      {({ edit, ask }) => (
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
                    onChange={(e) => (e.target.checked ? void switchOn(c) : ask(c))}
                    slotProps={{ input: { 'aria-label': `${c.name} active` } }}
                  />
                  {canEdit && (
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${c.name}`} onClick={() => edit(c)}>
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
      )}
    </EditableListCard>
  );
}
