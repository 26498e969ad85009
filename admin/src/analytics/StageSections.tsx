/**
 * Where the days go (README 'Analytics'): median and p90 of each stage against the industry's typical
 * 1–3 days to a decision, time to decision month by month, and every stage per unit (a table).
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  ANALYTICS_STAGE_LABELS,
  type AnalyticsStagesView,
  type StageFigure,
} from '@cp/schemas/contracts/analytics';
import { formatDays, formatMonth, toDays } from './format';
import { Section } from './Section';

const HEIGHT = 300;
const TYPICAL = { from: 1, to: 3 };
const dashed = { strokeDasharray: '6 4', strokeWidth: 1.5 };
const daysLabel = (v: number | null) => (v === null ? '—' : `${v} days`);
const count = (n: number) => n.toLocaleString('en-US');
const FIGURE_COLUMNS = ['Median', 'p90', 'Count'];

const figureCells = (f: StageFigure) => [formatDays(f.medianHours), formatDays(f.p90Hours), count(f.count)];

/** The typical band's edges, on the axis that carries days. */
function TypicalLines({ axis }: { axis: 'x' | 'y' }) {
  return (
    <>
      {[TYPICAL.from, TYPICAL.to].map((d) => (
        <ChartsReferenceLine
          key={d}
          {...(axis === 'x' ? { x: d } : { y: d })}
          label={d === TYPICAL.from ? '1 day' : '3 days'}
          labelAlign="start"
          lineStyle={dashed}
          labelStyle={{ fontSize: 11 }}
        />
      ))}
    </>
  );
}

export function StagesByStage({ view, fileName }: { view: AnalyticsStagesView; fileName: string }) {
  const shown = view.overall.filter((f) => f.count > 0);
  // The stage names take less room on a phone (the axis shortens what does not fit).
  const labelWidth = useMediaQuery((t: Theme) => t.breakpoints.up('sm')) ? 150 : 112;
  return (
    <Section
      title="Time by stage"
      explanation="Median and 90th percentile of each stage, in days; the dashed lines mark the industry's typical 1–3 days to a decision."
      columns={['Stage', ...FIGURE_COLUMNS]}
      numeric={[1, 2, 3]}
      rows={shown.map((f) => [ANALYTICS_STAGE_LABELS[f.stage], ...figureCells(f)])}
      fileName={`${fileName}-stages`}
      chart={
        <BarChart
          height={HEIGHT + shown.length * 8}
          layout="horizontal"
          yAxis={[
            { scaleType: 'band', data: shown.map((f) => ANALYTICS_STAGE_LABELS[f.stage]), width: labelWidth },
          ]}
          xAxis={[{ label: 'days', min: 0 }]}
          series={[
            { label: 'Median', data: shown.map((f) => toDays(f.medianHours)), valueFormatter: daysLabel },
            { label: 'p90', data: shown.map((f) => toDays(f.p90Hours)), valueFormatter: daysLabel },
          ]}
        >
          <TypicalLines axis="x" />
        </BarChart>
      }
    />
  );
}

export function DecisionByMonth({ view, fileName }: { view: AnalyticsStagesView; fileName: string }) {
  const months = view.byMonth
    .filter((f) => f.stage === 'decision' && f.count > 0)
    .sort((a, b) => a.month.localeCompare(b.month));
  return (
    <Section
      title="Time to decision by month"
      explanation="Submitted to decided, by the month of the decision: median and 90th percentile in days against the typical 1–3 days."
      columns={['Month', ...FIGURE_COLUMNS]}
      numeric={[1, 2, 3]}
      rows={months.map((f) => [formatMonth(f.month), ...figureCells(f)])}
      fileName={`${fileName}-decision-by-month`}
      chart={
        <LineChart
          height={HEIGHT}
          margin={{ right: 24 }}
          xAxis={[{ scaleType: 'point', data: months.map((f) => formatMonth(f.month)) }]}
          yAxis={[{ label: 'days', min: 0 }]}
          series={[
            {
              label: 'Median',
              data: months.map((f) => toDays(f.medianHours)),
              valueFormatter: daysLabel,
              curve: 'linear',
            },
            {
              label: 'p90',
              data: months.map((f) => toDays(f.p90Hours)),
              valueFormatter: daysLabel,
              curve: 'linear',
            },
          ]}
        >
          <TypicalLines axis="y" />
        </LineChart>
      }
    />
  );
}

export function StagesByUnit({ view, fileName }: { view: AnalyticsStagesView; fileName: string }) {
  const rows = view.byUnit
    .filter((f) => f.count > 0)
    .map((f) => [f.unitName, ANALYTICS_STAGE_LABELS[f.stage], ...figureCells(f)]);
  return (
    <Section
      title="Stages by unit"
      explanation="Each company's or division's stages: median, 90th percentile and how many submissions passed through."
      columns={['Company / Division', 'Stage', ...FIGURE_COLUMNS]}
      numeric={[2, 3, 4]}
      rows={rows}
      fileName={`${fileName}-stages-by-unit`}
    />
  );
}
