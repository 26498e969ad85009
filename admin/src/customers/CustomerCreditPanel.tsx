/**
 * What the approve dialog shows of the submission's credit file (issue 29 item 6) as it opens: the customer
 * (a link to its file), its limits at its other divisions (named where the user may see them, else one
 * 'other divisions' total), its exposure with the aging buckets and as-of date, utilisation, its group, and —
 * as the amount is typed — where this approval takes the group against its group limit.
 */
import { Box, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AgingBuckets, CustomerSummary, CustomerUnitLimit } from '@cp/schemas/contracts/customers';
import type { ConsoleDataProvider } from '../dataProvider';
import { formatMoney } from '../submissions/format';

const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatMoney(v));
const pct = (v: number | null) => (v === null ? 'not known' : `${Math.round(v * 1000) / 10} %`);
const BUCKETS: [keyof AgingBuckets, string][] = [
  ['current', 'Current'],
  ['days1to30', '1–30 days'],
  ['days31to60', '31–60'],
  ['days61to90', '61–90'],
  ['daysOver90', 'Over 90'],
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" component="span" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ flex: '1 1 180px' }}>
        {children}
      </Typography>
    </Box>
  );
}

const limitLine = (l: CustomerUnitLimit) =>
  `${l.unitName}: limit ${money(l.amount)}` +
  (l.exposure ? `, exposure ${money(l.exposure.total)} (${pct(l.utilisation)})` : ', no AR line');

/** The projection: the group's limits with this approval (the unit's current limit replaced by it). */
function Projection({ s, amount }: { s: Extract<CustomerSummary, { linked: true }>; amount: number }) {
  const limit = s.groupTotals.groupLimit;
  if (limit === null) {
    const total = (s.limitTotal ?? 0) - (s.thisUnit?.amount ?? 0) + amount;
    return (
      <Typography variant="body2" data-testid="credit-projection">
        This approval takes the customer's limits to {money(total)}; no group limit is set.
      </Typography>
    );
  }
  const total = s.groupLimitBase + amount;
  const over = total > limit;
  return (
    <Typography
      variant="body2"
      data-testid="credit-projection"
      sx={{ fontWeight: 600, color: over ? 'warning.dark' : 'text.primary' }}
    >
      This approval takes the group to {money(total)} of its {money(limit)} limit
      {over ? ' — above it: you will be asked to confirm.' : '.'}
    </Typography>
  );
}

export function CustomerCreditPanel({ submissionId, amount }: { submissionId: string; amount: number }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['customers', 'summary', submissionId],
    queryFn: () => dp.customerSummary(submissionId),
    retry: false,
  });
  const box = (children: React.ReactNode) => (
    <Box
      component="section"
      aria-label="Credit file"
      data-testid="credit-panel"
      sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Credit file
      </Typography>
      {children}
    </Box>
  );
  if (isPending) return box(<Typography variant="body2">Loading the customer's credit file…</Typography>);
  if (error || !data)
    return box(
      <Typography variant="body2" role="alert">
        The customer's credit file could not be loaded ({error instanceof Error ? error.message : 'no answer'}
        ). You can still approve; reopen the dialog to try again.
      </Typography>,
    );
  if (!data.linked)
    return box(
      <Typography variant="body2">
        This submission is not linked to a customer yet, so there are no other limits or exposure to show.
      </Typography>,
    );
  const s = data;
  const g = s.groupTotals;
  const inGroup = g.memberCount > 1 || g.groupLimit !== null;
  return box(
    <Stack spacing={0.5}>
      <Row label="Customer">
        <Link component={RouterLink} to={`/customers/${s.customer.id}`}>
          {s.customer.legalName || 'Unnamed customer'}
        </Link>
      </Row>
      {s.thisUnit ? (
        <Row label="This division">Current limit {money(s.thisUnit.amount)} (this approval replaces it)</Row>
      ) : null}
      <Row label="Other divisions">
        {s.otherLimits.length === 0 && !s.hiddenUnits ? 'No limit at another division.' : null}
        {s.otherLimits.map((l) => (
          <Box component="span" key={l.unitId} sx={{ display: 'block' }}>
            {limitLine(l)}
          </Box>
        ))}
        {s.hiddenUnits ? (
          <Box component="span" sx={{ display: 'block' }}>
            {s.hiddenUnits.count === 1 ? '1 division' : `${s.hiddenUnits.count} divisions`} you cannot see:
            limit {money(s.hiddenUnits.limitTotal)}, exposure {money(s.hiddenUnits.exposureTotal)}
          </Box>
        ) : null}
      </Row>
      <Row label="Exposure">
        {s.exposure.known ? (
          <>
            {money(s.exposure.total)}
            {s.asOf ? ` as of ${s.asOf}` : ''}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {BUCKETS.map(([k, label]) => `${label} ${money(s.exposure[k])}`).join(' · ')}
            </Box>
          </>
        ) : (
          'Not known: no AR import lists this customer.'
        )}
      </Row>
      <Row label="Utilisation">
        {s.limitTotal === null
          ? 'No limit set yet.'
          : s.utilisation.entity === null
            ? `Not known: limits ${money(s.limitTotal)}, no AR line.`
            : `${pct(s.utilisation.entity)} of ${money(s.limitTotal)} in limits`}
      </Row>
      {inGroup ? (
        <Row label="Group">
          {s.parent ? (
            <>
              Parent{' '}
              <Link component={RouterLink} to={`/customers/${s.parent.id}`}>
                {s.parent.legalName || 'Unnamed customer'}
              </Link>
              .{' '}
            </>
          ) : null}
          Group limit {g.groupLimit === null ? 'not set' : money(g.groupLimit)}; limits {money(g.limitTotal)};
          exposure {money(g.exposureTotal)}; utilisation {pct(s.utilisation.group)}
        </Row>
      ) : null}
      <Projection s={s} amount={amount} />
    </Stack>,
  );
}
