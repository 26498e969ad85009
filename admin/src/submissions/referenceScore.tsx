/**
 * An application's reference picture as the details page, the approve dialog and the credit file show it
 * (README 'Reference requests'): the requests and answers read once through the dataProvider and cached
 * under the applications' key, so a decision or any reference action reloads them everywhere.
 */
import { Typography, type TypographyProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ReferenceScoreSummary } from '@cp/schemas/contracts/references';
import type { ConsoleDataProvider } from '../dataProvider';

export const referencesKey = (id: string) => ['applications', 'references', id] as const;

/** GET /api/v1/submissions/:id/references (only when `enabled`: credit applications that were submitted). */
export function useReferences(id: string, enabled = true) {
  const dp = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: referencesKey(id),
    // A server without the call (an older API) answers something else: read as no references.
    queryFn: async () => {
      const view = await dp.references({ id });
      return view && Array.isArray(view.requests) && view.score ? view : null;
    },
    enabled: enabled && !!id,
    retry: false,
  });
}

/** The scale's anchor, said wherever a score shows (README 'Reference requests': PAYDEX-style, 1–100). */
export const SCORE_LEGEND = '80 = pays on terms';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Payment score 82 / 100 (80 = pays on terms) · 2 answers · 1 declined', or what is missing. */
export function scoreLine(s: ReferenceScoreSummary): string {
  const score =
    s.weightedScore === null
      ? 'No payment score yet'
      : `Payment score ${Math.round(s.weightedScore)} / 100 (${SCORE_LEGEND})`;
  return [score, plural(s.answers, 'answer', 'answers'), `${s.declined} declined`].join(' · ');
}

/** The one line of the approve dialog and the credit file; nothing while unknown or when none was asked. */
export function ReferenceScoreLine({
  id,
  enabled = true,
  ...props
}: { id: string; enabled?: boolean } & TypographyProps) {
  const { data } = useReferences(id, enabled);
  if (!data || data.requests.length === 0) return null;
  return (
    <Typography variant="body2" data-testid="reference-score-line" {...props}>
      References: {scoreLine(data.score)}
    </Typography>
  );
}
