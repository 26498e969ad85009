/**
 * Scoring a record against a scorecard (README 'Scorecard'). Each factor's value falls in one of its bands
 * and earns that band's points (0–100); a factor without data takes its missing rule — fixed points, or
 * left out so the others' weights share the whole. The score is the weighted average of the points, 0–100.
 * The band with the highest minimum at or below the score gives the terms and the recommended limit: the
 * requested amount times the band's share, capped by a share of the annual revenue and by an amount.
 * Factors rank by impact, (points − 50) × weight share: the top three above the middle raised the score,
 * the top three below it lowered it — those are the reasons a denial may cite (Regulation B).
 */
import {
  FACTOR_CATALOGUE,
  type FactorKey,
  type FactorResult,
  type ScorecardDefinition,
  type ScorecardFacts,
  type ScorecardFactor,
  type ScorecardResult,
} from '../contracts/scorecards';

const MIDDLE = 50;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** The value a factor's bands read, or null when the record has no data for it. */
export function factorValue(key: FactorKey, facts: ScorecardFacts, now: Date): number | string | null {
  switch (key) {
    case 'yearsInBusiness': {
      const t = facts.establishedDate ? Date.parse(facts.establishedDate) : NaN;
      return Number.isFinite(t) ? Math.max(0, round1((now.getTime() - t) / YEAR_MS)) : null;
    }
    case 'tradePaymentScore':
      return facts.tradePaymentScore;
    case 'tradeReferenceCount':
      return facts.tradeReferenceCount;
    case 'bankReference':
      return facts.bankReference;
    case 'screening':
      return facts.screening;
    case 'carrierStatus':
      return facts.carrier?.verdict ?? null;
    case 'requestedToRevenue':
      return facts.amountRequested !== null && facts.annualRevenue
        ? round1((facts.amountRequested / facts.annualRevenue) * 100)
        : null;
    case 'daysBeyondTerms':
      return facts.daysBeyondTerms === null ? null : round1(facts.daysBeyondTerms);
    case 'utilisation':
      return facts.utilisation === null ? null : round1(facts.utilisation * 100);
  }
}

/** The band's points for a value; a value no band covers counts as missing data. */
function bandPoints(factor: ScorecardFactor, value: number | string): number | null {
  if (typeof value === 'string') return factor.categories.find((c) => c.value === value)?.points ?? null;
  const band = factor.ranges.find(
    (r) => (r.from === null || value >= r.from) && (r.to === null || value < r.to),
  );
  return band?.points ?? null;
}

/** The recommended limit of a band, rounded down to a hundred; null when nothing to base it on. */
export function recommendedLimit(
  band: ScorecardDefinition['scoreBands'][number],
  facts: Pick<ScorecardFacts, 'amountRequested' | 'annualRevenue'>,
): number | null {
  const caps: number[] = [];
  if (facts.amountRequested !== null) caps.push((facts.amountRequested * band.requestedPercent) / 100);
  if (band.revenuePercent !== null && facts.annualRevenue !== null)
    caps.push((facts.annualRevenue * band.revenuePercent) / 100);
  if (band.maxAmount !== null) caps.push(band.maxAmount);
  if (!caps.length) return null;
  return Math.floor(Math.max(0, Math.min(...caps)) / 100) * 100;
}

export interface ScorecardMeta {
  scorecardId: string;
  unitId: string | null;
  version: number;
}

export function scoreRecord(
  definition: ScorecardDefinition,
  facts: ScorecardFacts,
  meta: ScorecardMeta,
  now = new Date(),
): ScorecardResult {
  const scored = definition.factors.map((f) => {
    const value = factorValue(f.key, facts, now);
    const found = value === null ? null : bandPoints(f, value);
    const missing = found === null;
    const excluded = missing && f.missing.rule === 'exclude';
    const points = !missing ? found : f.missing.rule === 'points' ? f.missing.points : null;
    return { f, value, missing, excluded, points };
  });
  const counted = scored.filter((s) => !s.excluded && s.f.weight > 0);
  const totalWeight = counted.reduce((sum, s) => sum + s.f.weight, 0);
  const score = totalWeight
    ? Math.round(counted.reduce((sum, s) => sum + s.f.weight * (s.points ?? 0), 0) / totalWeight)
    : null;
  const factors: FactorResult[] = scored.map((s) => ({
    key: s.f.key,
    label: s.f.label || FACTOR_CATALOGUE[s.f.key].label,
    weight: s.f.weight,
    value: s.value,
    missing: s.missing,
    excluded: s.excluded,
    points: s.points,
    impact:
      s.excluded || !totalWeight || s.points === null
        ? 0
        : round1(((s.points - MIDDLE) * s.f.weight) / totalWeight),
    reason: s.f.reason,
  }));
  const ranked = [...factors].sort((a, b) => b.impact - a.impact);
  const band =
    score === null
      ? undefined
      : [...definition.scoreBands].sort((a, b) => b.minScore - a.minScore).find((b) => b.minScore <= score);
  return {
    ...meta,
    score,
    band: band?.name ?? null,
    recommendedLimit: band ? recommendedLimit(band, facts) : null,
    terms: band?.terms ?? null,
    factors,
    positives: ranked
      .filter((f) => f.impact > 0)
      .slice(0, 3)
      .map((f) => f.key),
    negatives: ranked
      .filter((f) => f.impact < 0)
      .reverse()
      .slice(0, 3)
      .map((f) => f.key),
  };
}

/** The reason statements of the top negative factors, worst first: what a denial offers (Regulation B). */
export function topNegativeReasons(result: Pick<ScorecardResult, 'factors' | 'negatives'>): string[] {
  return result.negatives
    .map((key) => result.factors.find((f) => f.key === key)?.reason ?? '')
    .filter((reason, i, all) => reason !== '' && all.indexOf(reason) === i);
}
