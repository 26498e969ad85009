/**
 * The record's scorecard in the approve dialog (README 'Scorecard'): the score, its band, the recommended
 * limit and terms, and the factors that raised and lowered the score ('no data' where the record had none),
 * shown before the amount is typed. Read through the dataProvider; nothing shown when no scorecard applies.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  CATEGORY_LABELS,
  FACTOR_CATALOGUE,
  type FactorKey,
  type FactorResult,
  type ScorecardResult,
} from '@cp/schemas/contracts/scorecards';
import { SCORECARD_NO_DATA } from '@cp/schemas/messages/scorecards';
import type { ConsoleDataProvider } from '../dataProvider';
import { formatMoney } from './format';

/** A factor's value as a credit manager reads it: '14.8 years', 'Satisfactory', 'no data'. */
export function factorValueText(f: Pick<FactorResult, 'key' | 'value' | 'missing'>): string {
  if (f.missing || f.value === null) return SCORECARD_NO_DATA;
  if (typeof f.value === 'string') return CATEGORY_LABELS[f.value] ?? f.value;
  const plural = FACTOR_CATALOGUE[f.key].unit;
  // '1 year', '1 answer'; the others keep their unit as the catalogue writes it.
  const unit = f.value === 1 && plural.endsWith('s') ? plural.slice(0, -1) : plural;
  return unit.startsWith('%') ? `${f.value}${unit}` : `${f.value} ${unit}`;
}

function FactorList({ title, keys, result }: { title: string; keys: FactorKey[]; result: ScorecardResult }) {
  if (!keys.length) return null;
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {keys.map((key) => {
          const f = result.factors.find((x) => x.key === key);
          if (!f) return null;
          return (
            <Typography component="li" variant="body2" key={key}>
              {f.label}: {factorValueText(f)}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

export function ScorecardSummary({ id }: { id: string }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    queryKey: ['submission-scorecard', id],
    queryFn: () => dp.submissionScorecard({ id }),
    enabled: !!id,
    retry: false,
  });
  // A fake or older server may answer without factors: nothing to show then.
  if (!data || !Array.isArray(data.factors)) return null;
  const limit = data.recommendedLimit === null ? 'none' : formatMoney(data.recommendedLimit);
  return (
    <Box
      component="section"
      aria-label="Scorecard"
      data-testid="scorecard-summary"
      sx={{ mt: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="body2">
        Score <strong>{data.score ?? '—'}</strong>/100
        {data.band ? (
          <>
            {' '}
            · band <strong>{data.band}</strong>
          </>
        ) : null}
        {' · '}Recommended limit <strong>{limit}</strong>
        {data.terms ? (
          <>
            {' '}
            on <strong>{data.terms}</strong>
          </>
        ) : null}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 0.5 }}>
        <FactorList title="Raised the score" keys={data.positives} result={data} />
        <FactorList title="Lowered the score" keys={data.negatives} result={data} />
      </Stack>
    </Box>
  );
}
