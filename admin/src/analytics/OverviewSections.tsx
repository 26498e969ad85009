/**
 * The credit KPIs (README 'Analytics'): the funnel from invitation to signed agreement with its conversion
 * rates, the approval rate by unit and month, the approved amounts by month, and the denial reasons over the
 * range and by unit and month.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsOverviewView, FunnelStep } from '@cp/schemas/contracts/analytics';
import { formatMoney, formatMonth, formatPercent } from './format';
import { Section } from './Section';

const HEIGHT = 300;
const count = (n: number) => n.toLocaleString('en-US');
const STEP_LABELS: Record<FunnelStep['step'], string> = {
  sent: 'Sent',
  opened: 'Opened',
  submitted: 'Submitted',
  decided: 'Decided',
  signed: 'Signed',
};
type Props = { view: AnalyticsOverviewView; fileName: string };

export function Funnel({ view, fileName }: Props) {
  const steps = view.funnel;
  const empty = steps.every((s) => s.count === 0);
  return (
    <Section
      title="Funnel"
      explanation="Invitations sent in the range, and how many were opened, submitted, decided and signed; each rate is the share of the step before."
      columns={['Step', 'Count', 'Conversion']}
      numeric={[1, 2]}
      rows={empty ? [] : steps.map((s) => [STEP_LABELS[s.step], count(s.count), formatPercent(s.conversion)])}
      fileName={`${fileName}-funnel`}
      chart={
        <BarChart
          height={HEIGHT}
          xAxis={[
            {
              scaleType: 'band',
              data: steps.map((s) =>
                s.conversion === null
                  ? STEP_LABELS[s.step]
                  : `${STEP_LABELS[s.step]} ${formatPercent(s.conversion)}`,
              ),
            },
          ]}
          series={[{ label: 'Count', data: steps.map((s) => s.count) }]}
          hideLegend
        />
      }
    />
  );
}

const monthsOf = (view: AnalyticsOverviewView) =>
  [...new Set(view.outcomes.map((o) => o.month))].sort((a, b) => a.localeCompare(b));

export function ApprovalRate({ view, fileName }: Props) {
  const rows = [...view.outcomes].sort(
    (a, b) => a.month.localeCompare(b.month) || a.unitName.localeCompare(b.unitName),
  );
  const months = monthsOf(view);
  const units = [...new Map(rows.map((o) => [o.unitId, o.unitName])).entries()];
  const rate = (unitId: string, month: string) => {
    const r = view.outcomes.find((o) => o.unitId === unitId && o.month === month)?.approvalRate;
    return r === null || r === undefined ? null : Math.round(r * 1000) / 10;
  };
  return (
    <Section
      title="Approval rate by unit and month"
      explanation="Approved as a share of approved and denied, per company or division and month of the decision."
      columns={['Month', 'Company / Division', 'Approved', 'Denied', 'Approval rate', 'Approved amount']}
      numeric={[2, 3, 4, 5]}
      rows={rows.map((o) => [
        formatMonth(o.month),
        o.unitName,
        count(o.approved),
        count(o.denied),
        formatPercent(o.approvalRate),
        formatMoney(o.approvedAmount),
      ])}
      fileName={`${fileName}-approval-rate`}
      chart={
        <LineChart
          height={HEIGHT}
          margin={{ right: 24 }}
          xAxis={[{ scaleType: 'point', data: months.map(formatMonth) }]}
          yAxis={[{ min: 0, max: 100, label: '%' }]}
          series={units.map(([id, name]) => ({
            label: name,
            data: months.map((m) => rate(id, m)),
            connectNulls: true,
            curve: 'linear' as const,
            valueFormatter: (v: number | null) => (v === null ? '—' : `${v}%`),
          }))}
        />
      }
    />
  );
}

export function ApprovedAmounts({ view, fileName }: Props) {
  const months = monthsOf(view);
  const sums = months.map((m) =>
    view.outcomes.filter((o) => o.month === m).reduce((sum, o) => sum + Number(o.approvedAmount || 0), 0),
  );
  const shown = months.map((m, i) => ({ m, sum: sums[i] })).filter((x) => x.sum > 0);
  return (
    <Section
      title="Approved amounts by month"
      explanation="The credit limits approved on applications in each month (activations carry no amount)."
      columns={['Month', 'Approved amount']}
      numeric={[1]}
      rows={shown.map((x) => [formatMonth(x.m), formatMoney(x.sum)])}
      fileName={`${fileName}-approved-amounts`}
      chart={
        <BarChart
          height={HEIGHT}
          margin={{ left: 16 }}
          xAxis={[{ scaleType: 'band', data: shown.map((x) => formatMonth(x.m)) }]}
          yAxis={[{ width: 72, valueFormatter: (v: number) => formatMoney(v) }]}
          series={[
            { label: 'Approved', data: shown.map((x) => x.sum), valueFormatter: (v) => formatMoney(v) },
          ]}
          hideLegend
        />
      }
    />
  );
}

export function DenialReasons({ view, fileName }: Props) {
  const reasons = [...view.denialReasons].sort((a, b) => b.count - a.count);
  return (
    <Section
      title="Denial reasons"
      explanation="The reasons given on the denials decided in the range, the most frequent first."
      columns={['Code', 'Reason', 'Denials']}
      numeric={[2]}
      rows={reasons.map((r) => [r.code, r.description, count(r.count)])}
      fileName={`${fileName}-denial-reasons`}
      chart={
        <BarChart
          height={Math.max(160, 48 + reasons.length * 32)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: reasons.map((r) => r.code), width: 64 }]}
          series={[
            {
              label: 'Denials',
              data: reasons.map((r) => r.count),
              valueFormatter: (v, { dataIndex }) => `${v ?? 0} · ${reasons[dataIndex]?.description ?? ''}`,
            },
          ]}
          hideLegend
        />
      }
    />
  );
}

export function DenialReasonsByMonth({ view, fileName }: Props) {
  const rows = [...view.denialReasonsByMonth].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.unitName.localeCompare(b.unitName) ||
      b.count - a.count ||
      a.code.localeCompare(b.code),
  );
  const months = [...new Set(rows.map((r) => r.month))].sort((a, b) => a.localeCompare(b));
  // The chart adds up the units: per code, its denials per month, its total and its descriptions as the
  // units word them (two companies may describe one code differently).
  const codes = new Map<string, { total: number; byMonth: Map<string, number>; reasons: Set<string> }>();
  for (const r of rows) {
    const c = codes.get(r.code) ?? { total: 0, byMonth: new Map(), reasons: new Set() };
    c.total += r.count;
    c.byMonth.set(r.month, (c.byMonth.get(r.month) ?? 0) + r.count);
    if (r.description) c.reasons.add(r.description);
    codes.set(r.code, c);
  }
  // One series per code, the most frequent at the bottom of the stacks.
  const series = [...codes.entries()]
    .sort(([a, x], [b, y]) => y.total - x.total || a.localeCompare(b))
    .map(([code, c]) => {
      const reason = [...c.reasons].join(' / ');
      return {
        label: code,
        stack: 'denials',
        data: months.map((m) => c.byMonth.get(m) ?? null),
        // A month without this code leaves it out of the tooltip.
        valueFormatter: (v: number | null) => (v ? (reason ? `${v} · ${reason}` : String(v)) : null),
      };
    });
  return (
    <Section
      title="Denial reasons by unit and month"
      explanation="The reasons given on the denials, per company or division and month of the decision; the chart adds up the units of each month."
      columns={['Month', 'Company / Division', 'Code', 'Reason', 'Denials']}
      numeric={[4]}
      rows={rows.map((r) => [formatMonth(r.month), r.unitName, r.code, r.description, count(r.count)])}
      fileName={`${fileName}-denial-reasons-by-month`}
      chart={
        <BarChart
          height={HEIGHT}
          margin={{ right: 16 }}
          xAxis={[{ scaleType: 'band', data: months.map(formatMonth) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={series}
        />
      }
    />
  );
}
