import { useEffect, useRef, useState } from 'react';
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
  // Typed text applies after a wait; choosing Active, or leaving the list, cancels a wait still running. The
  // list controller's own debounce could not be cancelled: it fired after an Active choice made meanwhile with
  // the filters as they were when the text was typed, and undid the choice (the same wait took the user back
  // to the list from a details page in SubmissionList).
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const apply = (next: { q?: string; active?: ActiveFilter }) => {
    clearTimeout(typing.current);
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
          clearTimeout(typing.current);
          typing.current = setTimeout(() => apply({ q: typed }), SEARCH_WAIT_MS);
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
