import { useEffect, useRef, useState } from 'react';
import { useTypingWait } from '../lists/useTypingWait';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';
import { ACTIVE_FILTERS, type ActiveFilter } from './userFilter';

/** How long typing pauses before the search applies (react-admin's list debounce). */
const SEARCH_WAIT_MS = 500;

/**
 * The search box (email, first name, last name or add date) and the Active filter of the user list, held
 * in the list controller's filter and so in the URL (back-office.md §2 'Users').
 */
export function UserFilters() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const values = filterValues as { q?: string; active?: ActiveFilter };
  const [q, setQ] = useState(values.q ?? '');
  useEffect(() => setQ(values.q ?? ''), [values.q]);
  const latest = useRef(values);
  latest.current = values;
  // Typed text applies after a wait; choosing Active, or leaving the list, cancels a wait still running
  // (lists/useTypingWait.ts).
  const typing = useTypingWait(SEARCH_WAIT_MS);
  const apply = (next: { q?: string; active?: ActiveFilter }) => {
    typing.cancel();
    const merged = { ...latest.current, ...next };
    if (!merged.q) delete merged.q;
    setFilters(merged, displayedFilters, false);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 'none' }}>
      <TextField
        size="small"
        label="Search"
        value={q}
        onChange={(e) => {
          const typed = e.target.value;
          setQ(typed);
          typing.later(() => apply({ q: typed }));
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
        // The box's text goes with the choice, so a wait cancelled here loses nothing typed.
        onChange={(e) => apply({ active: e.target.value as ActiveFilter, q })}
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
