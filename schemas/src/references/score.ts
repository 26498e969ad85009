/**
 * The payment score of a trade reference's answer, 1–100 on the PAYDEX-style scale (README 'Reference requests'):
 * 80 pays on terms; every day beyond terms lowers it along the scale's steps (15 days → 70, 22 → 60, 30 → 50,
 * 60 → 40, 90 → 30, 120 or more → 20); an account placed for collection is 20 whatever else was answered.
 * Without the average days beyond terms, the payment habit's middle stands for it (slow 1–30 → 15 days).
 */
import type { PaymentHabit, ReferenceScoreSummary, TradeAnswerFacts } from '../contracts/references';

/** [days beyond terms, score] steps of the scale; straight lines between them. */
const STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, 80],
  [15, 70],
  [22, 60],
  [30, 50],
  [60, 40],
  [90, 30],
  [120, 20],
];

const HABIT_DAYS: Record<Exclude<PaymentHabit, 'collections'>, number> = {
  prompt: 0,
  'slow-1-30': 15,
  'slow-31-60': 45,
  'slow-over-60': 90,
};
export const COLLECTIONS_SCORE = 20;

/** The score of a number of days beyond terms (0 or less is on terms). */
export function scoreForDays(days: number): number {
  if (!Number.isFinite(days) || days <= 0) return 80;
  for (let i = 1; i < STEPS.length; i++) {
    const [d1, s1] = STEPS[i];
    if (days <= d1) {
      const [d0, s0] = STEPS[i - 1];
      return Math.round(s0 + ((s1 - s0) * (days - d0)) / (d1 - d0));
    }
  }
  return COLLECTIONS_SCORE;
}

/** One trade answer's score, or null when it says nothing about how the customer pays. */
export function tradeScore(facts: TradeAnswerFacts): number | null {
  if (facts.paymentHabit === 'collections') return COLLECTIONS_SCORE;
  if (typeof facts.daysBeyondTerms === 'number' && Number.isFinite(facts.daysBeyondTerms))
    return scoreForDays(facts.daysBeyondTerms);
  if (facts.paymentHabit) return scoreForDays(HABIT_DAYS[facts.paymentHabit]);
  return null;
}

export interface ScoredAnswer {
  declined: boolean;
  score: number | null;
  facts: TradeAnswerFacts;
}

/** The weighted average (by high credit; equal weights when no answer gave one), counts and oldest relationship. */
export function summariseTradeScores(
  answers: readonly ScoredAnswer[],
  bankSummary: string | null = null,
): ReferenceScoreSummary {
  const scored = answers.filter((a) => !a.declined && a.score !== null);
  const weights = scored.map((a) => Math.max(0, a.facts.highCredit ?? 0));
  const total = weights.reduce((s, w) => s + w, 0);
  const weightedScore = scored.length
    ? Math.round(
        total > 0
          ? scored.reduce((s, a, i) => s + (a.score as number) * weights[i], 0) / total
          : scored.reduce((s, a) => s + (a.score as number), 0) / scored.length,
      )
    : null;
  const since = answers
    .filter((a) => !a.declined && a.facts.openSince)
    .map((a) => a.facts.openSince as string)
    .sort();
  return {
    weightedScore,
    answers: scored.length,
    declined: answers.filter((a) => a.declined).length,
    oldestRelationship: since[0] ?? null,
    bankSummary,
  };
}
