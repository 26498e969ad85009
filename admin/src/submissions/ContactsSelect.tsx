import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { ContactOption } from '@cp/schemas/contracts/unit-options';

/** Multi-select of a unit's active contacts, sorted by name by the API (§5). */
export function ContactsSelect(props: {
  contacts: ContactOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** 'Contacts' in the dialogs; the details page says 'Point Of Contact' (back-office.md §2). */
  label?: string;
}) {
  const { contacts, value, onChange, error, disabled, label = 'Contacts' } = props;
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={label}
      value={value}
      disabled={disabled}
      error={!!error}
      helperText={error || ' '}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            contacts
              .filter((c) => (selected as string[]).includes(c.id))
              .map((c) => c.name)
              .join(', '),
        },
      }}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        onChange(typeof v === 'string' ? v.split(',') : v);
      }}
    >
      {contacts.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          <Checkbox checked={value.includes(c.id)} size="small" />
          <ListItemText primary={c.name} secondary={c.email} />
        </MenuItem>
      ))}
    </TextField>
  );
}
