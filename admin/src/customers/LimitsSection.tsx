import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { AgingBuckets, CustomerFile, CustomerUnitLimit } from '@cp/schemas/contracts/customers';
import { formatDate, formatMoney } from '../submissions/format';
import { Fact, Section } from './Section';

const BUCKETS: [keyof AgingBuckets, string][] = [
  ['current', 'Current'],
  ['days1to30', '1–30'],
  ['days31to60', '31–60'],
  ['days61to90', '61–90'],
  ['daysOver90', 'Over 90'],
  ['total', 'Total'],
];
const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10} %`);
const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatMoney(v));
const unitLabel = (l: CustomerUnitLimit) => (l.visible ? l.unitName : 'Another division');

/**
 * Limits and exposure (issue 29 items 3, 5): per division the limit set by its last approval and the open
 * receivables of its latest AR import, by aging bucket, and the utilisation; divisions the user may not see
 * appear as amounts only. Cards at phone width.
 */
export function LimitsSection({ file }: { file: CustomerFile }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const g = file.groupTotals;
  return (
    <Section title="Limits and exposure" testId="customer-limits">
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, mb: 2 }}
      >
        <Fact label="Total limit">{money(file.limitTotal)}</Fact>
        <Fact label="Exposure">{file.exposure.known ? money(file.exposure.total) : 'No AR import'}</Fact>
        <Fact label="Utilisation">{pct(file.utilisation.entity)}</Fact>
        <Fact label="Group limit">
          {g.groupLimit === null ? '—' : `${money(g.groupLimit)} (${g.rootName})`}
        </Fact>
        <Fact label="Group limits total">{money(g.limitTotal)}</Fact>
        <Fact label="Group exposure">{money(g.exposureTotal)}</Fact>
        <Fact label="Group utilisation">{pct(file.utilisation.group)}</Fact>
      </Box>
      {file.limits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No limit and no accounts receivable yet.
        </Typography>
      ) : phone ? (
        <Stack spacing={1}>
          {file.limits.map((l, i) => (
            <Box key={`${l.unitId}-${i}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography variant="subtitle2">{unitLabel(l)}</Typography>
              <Typography variant="body2">
                Limit {money(l.amount)} {l.terms ? `· ${l.terms}` : ''} · Utilisation {pct(l.utilisation)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {l.exposure
                  ? BUCKETS.map(([k, label]) => `${label}: ${money(l.exposure?.[k])}`).join(' · ')
                  : 'No AR line'}
                {l.asOf ? ` (as of ${formatDate(l.asOf)})` : ''}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Limits and exposure by division">
            <TableHead>
              <TableRow>
                <TableCell>Division</TableCell>
                <TableCell align="right">Limit</TableCell>
                <TableCell>Terms</TableCell>
                {BUCKETS.map(([k, label]) => (
                  <TableCell key={k} align="right">
                    {label}
                  </TableCell>
                ))}
                <TableCell>As of</TableCell>
                <TableCell align="right">Utilisation</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {file.limits.map((l, i) => (
                <TableRow key={`${l.unitId}-${i}`}>
                  <TableCell>{unitLabel(l)}</TableCell>
                  <TableCell align="right">{money(l.amount)}</TableCell>
                  <TableCell>{l.terms}</TableCell>
                  {BUCKETS.map(([k]) => (
                    <TableCell key={k} align="right">
                      {l.exposure ? money(l.exposure[k]) : '—'}
                    </TableCell>
                  ))}
                  <TableCell>{l.asOf ? formatDate(l.asOf) : '—'}</TableCell>
                  <TableCell align="right">{pct(l.utilisation)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  );
}
