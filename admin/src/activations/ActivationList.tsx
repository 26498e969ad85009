import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList } from 'react-admin';
import { activationApi, type UnitOption } from './api';
import { columnsByStatus } from './columns';
import { EmptyState } from './EmptyState';
import { FiltersMenu, noFilters, type ListFilters } from './FiltersMenu';
import { InviteDialog } from './InviteDialog';
import { RowActions } from './RowActions';
import type { ActivationRow, ListStatus } from './types';
import { useActivationActions } from './useActivationActions';

const PER_PAGE = 10;
/** §9: the activation list's search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
const STATUSES: ListStatus[] = ['SENT', 'NEW', 'PENDING', 'APPROVED', 'DENIED', 'REVIEWED'];
/** APPROVED and DENIED are reached through REVIEWED, not offered in the dropdown (§2). */
const HIDDEN: ListStatus[] = ['APPROVED', 'DENIED'];

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** Customer Activations list (/activations, / and unknown paths). */
export function ActivationList() {
  const [status, setStatus] = useState<ListStatus>('NEW');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<ListFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [units, setUnits] = useState<UnitOption[]>([]);
  useEffect(() => {
    activationApi.selectableUnits().then(
      (a) => setUnits((a.data ?? []).filter((u) => u.kind !== 'all')),
      () => setUnits([]),
    );
  }, []);
  // §4: changing status, search, filter or dates resets the page to 1.
  useEffect(() => setPage(1), [status, q, filters]);

  const reviewed = status === 'REVIEWED';
  const filter = useMemo(
    () => ({ status, q, ...filters, reviewedStatus: reviewed ? filters.reviewedStatus : '' }),
    [status, q, filters, reviewed],
  );
  const { data, total, isPending, refetch } = useGetList<ActivationRow>('activations', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: reviewed ? 'approvedOrDeniedDate' : 'addDate', order: 'DESC' },
    filter,
  });
  const { act, dialogs } = useActivationActions({ onChanged: () => void refetch() });
  const columns = columnsByStatus[status];
  const label = `${status} Activations`;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          Customer Activations
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          Activation Invite
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { md: 'center' } }}
        >
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ListStatus);
              setFilters((f) => ({ ...f, reviewedStatus: '' }));
            }}
            sx={{ width: { xs: '100%', md: 180 }, flexShrink: 0 }}
          >
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s} sx={HIDDEN.includes(s) ? { display: 'none' } : undefined}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <FiltersMenu value={filters} onApply={setFilters} units={units} reviewed={reviewed} />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : !data?.length ? (
          <EmptyState label={label} />
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            {/* Half the default side padding: the REVIEWED layout's eleven columns then fit 1280 px beside a closed drawer. */}
            <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.label}</TableCell>
                  ))}
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.id} hover data-testid="activation-row">
                    {columns.map((c) => (
                      <TableCell key={c.label}>{c.cell(row)}</TableCell>
                    ))}
                    <TableCell>
                      <RowActions row={row} act={act} view={status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={total ?? 0}
          page={Math.max(page - 1, 0)}
          onPageChange={(_e, p) => setPage(p + 1)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[]}
        />
      </Paper>
      {dialogs}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onDone={() => {
          setInviting(false);
          void refetch();
        }}
      />
    </Box>
  );
}
