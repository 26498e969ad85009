import { Box, Grid, Skeleton, Typography } from '@mui/material';
import { List, SearchInput, SelectInput, TopToolbar, useListContext, type SortPayload } from 'react-admin';
import { UNIT_STATUS_FILTERS, type UnitRecord } from '@cp/schemas/contracts/units-admin';
import { useAbility } from '../auth/AbilityContext';
import { ServerExportButton } from '../lists/ServerExportButton';
import { AddUnitCard } from './AddUnitDialog';
import type { UnitAdminKind } from './kind';
import { UnitCard } from './UnitCard';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, code or date added" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All"
    emptyValue="All"
    choices={UNIT_STATUS_FILTERS.filter((s) => s !== 'All').map((s) => ({ id: s, name: s }))}
  />,
];

const SORT: SortPayload = { field: 'name', order: 'ASC' };

function Cards({ kind }: { kind: UnitAdminKind }) {
  const { data, isPending } = useListContext<UnitRecord>();
  const canAdd = useAbility().can('create', kind.subject);
  if (isPending)
    return (
      <Grid container spacing={2} sx={{ p: 2 }}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={170} />
          </Grid>
        ))}
      </Grid>
    );
  return (
    <Grid container spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {canAdd && (
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <AddUnitCard kind={kind} />
        </Grid>
      )}
      {data?.map((u) => (
        <Grid key={u.id} size={{ xs: 12, sm: 6, lg: 4 }} sx={{ minWidth: 0 }}>
          <UnitCard unit={u} kind={kind} />
        </Grid>
      ))}
      {!canAdd && data?.length === 0 && (
        <Box sx={{ p: 2 }}>
          <Typography color="text.secondary">No {kind.plural.toLowerCase()} match the search.</Typography>
        </Box>
      )}
    </Grid>
  );
}

/** /companies and /divisions: search and status in the URL (default Active), cards sorted by name. */
export function UnitList({ kind }: { kind: UnitAdminKind }) {
  return (
    <List
      // The list keeps to the screen's width: a long name is cut in its card instead of widening the page.
      sx={{ minWidth: 0, maxWidth: '100%', '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
      resource={kind.resource}
      title={kind.plural}
      sort={SORT}
      perPage={100}
      filters={filters}
      filterDefaultValues={{ status: 'Active' }}
      actions={
        <TopToolbar>
          <ServerExportButton list={kind.resource} />
        </TopToolbar>
      }
      pagination={false}
      empty={false}
    >
      <Cards kind={kind} />
    </List>
  );
}
