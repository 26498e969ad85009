import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRef } from 'react';
import { useListContext } from 'react-admin';
import { EmptyState } from './EmptyState';
import type { SubmissionKind } from './kind';
import { RowActions } from './RowActions';
import { SubmissionCards } from './SubmissionCards';
import type { ListStatus, SubmissionRow } from './types';
import type { Act } from './useSubmissionActions';

/** The rows of the list context in the kind's columns for the status, each with its row actions. */
export function SubmissionTable(props: {
  kind: SubmissionKind;
  status: ListStatus;
  label: string;
  act: Act;
}) {
  const { kind, status, label, act } = props;
  const { data, isPending, isFetching, isPlaceholderData, filterValues, setFilters } =
    useListContext<SubmissionRow>();
  // While a new query loads, the controller keeps the previous rows (placeholder data). Those of another
  // status must not be shown under this status's heading, columns and actions (a NEW row offering
  // Delete): until this status's rows arrive the list shows Loading. A new search or page of the same
  // status keeps its rows, marked busy.
  const rowsOf = useRef(status);
  if (!isPlaceholderData) rowsOf.current = status;
  const search = typeof filterValues?.q === 'string' ? filterValues.q.trim() : '';
  const columns = kind.columns[status];
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  if (isPending || (isPlaceholderData && rowsOf.current !== status))
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (!data?.length)
    return (
      <EmptyState
        label={label}
        testId={kind.emptyTestId}
        noun={kind.plural.toLowerCase()}
        search={search}
        onClearSearch={() => setFilters({ ...filterValues, q: '' }, undefined, false)}
      />
    );
  if (phone)
    return (
      <Box aria-busy={isFetching}>
        <SubmissionCards kind={kind} status={status} label={label} rows={data} act={act} />
      </Box>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }} aria-busy={isFetching}>
      {/* A quarter of the default side padding: the REVIEWED layout's columns (dates, net terms and payment
          terms each apart, back-office.md §2) then fit 1280 px beside the open side menu. */}
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: 0.5 } }}>
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
            <TableRow key={row.id} hover data-testid={kind.rowTestId}>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.cell(row)}</TableCell>
              ))}
              <TableCell>
                <RowActions row={row} act={act} view={status} kind={kind} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
