/**
 * The dashboard's filters, kept in the URL (`?from=&to=&unit=&kind=`) like every list's: the date range,
 * a company or division among the units the user may see (the header switch's list), and the kind. The URL
 * is read through the contract's schema, so a query the server would refuse is shown, not sent.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { analyticsQuerySchema, type AnalyticsQuery } from '@cp/schemas/contracts/analytics';
import type { ConsoleDataProvider } from '../dataProvider';

const KEYS = ['from', 'to', 'unit', 'kind'] as const;
type Key = (typeof KEYS)[number];
export type RawFilters = Record<Key, string>;

/** The URL's filters as typed, and the query they make (null with the reason when it is not valid). */
export function useAnalyticsFilters(): {
  raw: RawFilters;
  query: AnalyticsQuery | null;
  problem: string | null;
  set: (key: Key, value: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as RawFilters;
  const parsed = analyticsQuerySchema.safeParse(
    Object.fromEntries(KEYS.filter((k) => raw[k]).map((k) => [k, raw[k]])),
  );
  const set = (key: Key, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return parsed.success
    ? { raw, query: parsed.data, problem: null, set }
    : { raw, query: null, problem: parsed.error.issues[0]?.message ?? 'Check the filters.', set };
}

export function Filters({ raw, set }: { raw: RawFilters; set: (key: Key, value: string) => void }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const units = useQuery({
    queryKey: ['selectable-units'],
    queryFn: async () => (await dp.selectableUnits()).data,
  });
  // Not the theme's full width: side by side from `sm` up, one under the other on a phone.
  // A select's empty choice ('All') shows as chosen, under its label.
  const emptyShown = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
  const field = { size: 'small' as const, fullWidth: false, sx: { minWidth: { sm: 170 } } };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      role="search"
      aria-label="Analytics filters"
    >
      <TextField
        {...field}
        label="From"
        type="date"
        value={raw.from}
        onChange={(e) => set('from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        label="To"
        type="date"
        value={raw.to}
        onChange={(e) => set('to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        select
        label="Company / Division"
        value={units.data ? raw.unit : ''}
        onChange={(e) => set('unit', e.target.value)}
        sx={{ minWidth: { sm: 240 } }}
        slotProps={emptyShown}
      >
        <MenuItem value="">All</MenuItem>
        {(units.data ?? [])
          .filter((u) => u.kind !== 'all')
          .map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.code} | {u.name}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        {...field}
        select
        label="Kind"
        value={raw.kind}
        onChange={(e) => set('kind', e.target.value)}
        slotProps={emptyShown}
      >
        <MenuItem value="">Applications and activations</MenuItem>
        <MenuItem value="application">Applications</MenuItem>
        <MenuItem value="activation">Activations</MenuItem>
      </TextField>
    </Stack>
  );
}
