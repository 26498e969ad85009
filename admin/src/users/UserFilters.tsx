import { useEffect, useState } from 'react';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';
import { ACTIVE_FILTERS, type ActiveFilter } from './userFilter';

/**
 * The search box (email, first name, last name or add date) and the Active filter of the user list, held
 * in the list controller's filter and so in the URL (back-office.md §2 'Users').
 */
export function UserFilters() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const values = filterValues as { q?: string; active?: ActiveFilter };
  const [q, setQ] = useState(values.q ?? '');
  useEffect(() => setQ(values.q ?? ''), [values.q]);
  const apply = (next: { q?: string; active?: ActiveFilter }, debounce: boolean) => {
    const merged = { ...values, ...next };
    if (!merged.q) delete merged.q;
    setFilters(merged, displayedFilters, debounce);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 'none' }}>
      <TextField
        size="small"
        label="Search"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          apply({ q: e.target.value }, true);
        }}
        sx={{ width: { sm: 280 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Active"
        value={values.active ?? 'Active'}
        onChange={(e) => apply({ active: e.target.value as ActiveFilter }, false)}
        sx={{ width: { sm: 160 } }}
      >
        {ACTIVE_FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {f}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
