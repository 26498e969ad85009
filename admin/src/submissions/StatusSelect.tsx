import { MenuItem, TextField } from '@mui/material';
import type { StatusOption } from './kind';
import type { ListStatus } from './types';

/** The list's status selector; hidden statuses stay selectable by URL but are not offered (§2). */
export function StatusSelect(props: {
  value: ListStatus;
  options: StatusOption[];
  onChange: (status: ListStatus) => void;
}) {
  const { value, options, onChange } = props;
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value as ListStatus)}
      sx={{ width: { xs: '100%', md: 180 }, flexShrink: 0 }}
    >
      {options.map((s) => (
        <MenuItem key={s.value} value={s.value} sx={s.hidden ? { display: 'none' } : undefined}>
          {s.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
