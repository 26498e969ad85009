import { useEffect, useState } from 'react';
import { Box, Button, Chip, MenuItem, Popover, Stack, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useSelectableUnits } from './useUnitLists';

export interface ListFilters {
  startDate: string;
  endDate: string;
  unitId: string;
  reviewedStatus: string;
}
export const noFilters: ListFilters = { startDate: '', endDate: '', unitId: '', reviewedStatus: '' };

const mdY = (iso: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

/**
 * 'All Filters' (§2): date range, Company / Division, and Status (APPROVED or DENIED) only under REVIEWED,
 * with Clear and Apply Filter; applied filters show as removable chips.
 */
export function FiltersMenu(props: {
  value: ListFilters;
  onApply: (f: ListFilters) => void;
  reviewed: boolean;
}) {
  const { value, onApply, reviewed } = props;
  const units = useSelectableUnits();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<ListFilters>(value);
  useEffect(() => setDraft(value), [value, anchor]);
  const set = (k: keyof ListFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const unit = units.find((u) => u.id === value.unitId);
  const chips: { key: string; label: string; clear: Partial<ListFilters> }[] = [];
  if (value.startDate || value.endDate)
    chips.push({
      key: 'date',
      label: `${mdY(value.startDate) || '…'} - ${mdY(value.endDate) || '…'}`,
      clear: { startDate: '', endDate: '' },
    });
  if (unit) chips.push({ key: 'unit', label: `${unit.code} | ${unit.name}`, clear: { unitId: '' } });
  if (reviewed && value.reviewedStatus)
    chips.push({ key: 'status', label: value.reviewedStatus, clear: { reviewedStatus: '' } });

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        startIcon={<FilterListIcon />}
        variant="outlined"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        All Filters
      </Button>
      {chips.map((c) => (
        <Chip key={c.key} label={c.label} onDelete={() => onApply({ ...value, ...c.clear })} />
      ))}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: 300, display: 'grid', gap: 1.5 }}>
          <TextField
            label="Start Date"
            type="date"
            value={draft.startDate}
            onChange={set('startDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="End Date"
            type="date"
            value={draft.endDate}
            onChange={set('endDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField select label="Company / Division" value={draft.unitId} onChange={set('unitId')}>
            <MenuItem value="">All</MenuItem>
            {units.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.code} | {u.name}
              </MenuItem>
            ))}
          </TextField>
          {reviewed && (
            <TextField select label="Status" value={draft.reviewedStatus} onChange={set('reviewedStatus')}>
              <MenuItem value="">All</MenuItem>
              <MenuItem value="APPROVED">APPROVED</MenuItem>
              <MenuItem value="DENIED">DENIED</MenuItem>
            </TextField>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(noFilters)}>Clear</Button>
            <Button
              variant="contained"
              onClick={() => {
                onApply(draft);
                setAnchor(null);
              }}
            >
              Apply Filter
            </Button>
          </Stack>
        </Box>
      </Popover>
    </Stack>
  );
}
