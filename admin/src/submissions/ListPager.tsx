import { Box, Pagination, TablePagination, useMediaQuery, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import type { SubmissionKind } from './kind';

/**
 * The list's pager: react-admin's page in the URL. The application Reviewed list has numbered pages with
 * first and last buttons, 7 boundary pages on desktop (§2, §9); the other lists a plain pager.
 */
export function ListPager({ kind, reviewed }: { kind: SubmissionKind; reviewed: boolean }) {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  // No '0–0 of 0' while the first page loads (issue 15 item 9): the loader says it is loading.
  if (isPending) return null;
  if (reviewed && kind.numberedPager) {
    const count = Math.max(1, Math.ceil((total ?? 0) / perPage));
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <Pagination
          count={count}
          page={Math.min(page, count)}
          onChange={(_e, p) => setPage(p)}
          showFirstButton
          showLastButton
          boundaryCount={desktop ? 7 : 1}
          siblingCount={desktop ? 1 : 0}
        />
      </Box>
    );
  }
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={Math.max(page - 1, 0)}
      onPageChange={(_e, p) => setPage(p + 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
    />
  );
}
