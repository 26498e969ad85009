import { describe, expect, it } from 'vitest';
import {
  scorecardDefinitionSchema,
  type ScorecardDefinition,
  type ScorecardFacts,
} from '../contracts/scorecards';
import * as M from '../messages/scorecards';
import { DEFAULT_SCORECARD } from './default';
import { scoreRecord, topNegativeReasons } from './score';

const NOW = new Date('2026-06-01T00:00:00Z');
const meta = { scorecardId: 'sc', unitId: null, version: 1 };
const none: ScorecardFacts = {
  establishedDate: null,
  tradePaymentScore: null,
  tradeReferenceCount: null,
  bankReference: null,
  screening: null,
  carrier: null,
  amountRequested: null,
  annualRevenue: null,
  daysBeyondTerms: null,
  utilisation: null,
};
const strong: ScorecardFacts = {
  ...none,
  establishedDate: '2006-01-01',
  tradePaymentScore: 85,
  tradeReferenceCount: 3,
  bankReference: 'satisfactory',
  screening: 'no-hit',
  carrier: { checkedAt: '2026-05-01', verdict: 'active', problems: [] },
  amountRequested: 50000,
  annualRevenue: 2_000_000,
};

describe('scoreRecord with the default scorecard', () => {
  it.each([
    // name, facts, score, band, limit, terms
    ['a strong applicant', strong, 100, 'A', 50000, 'Net 30'],
    // Only the fixed-points factors count: years 20, references 0, requested/revenue 30 (weights 15, 10, 10).
    ['no data at all', none, 17, 'D', null, 'Cash in advance'],
    [
      'a young business with slow payers',
      {
        ...strong,
        establishedDate: '2025-06-01',
        tradePaymentScore: 60,
        tradeReferenceCount: 1,
        bankReference: 'returned-items' as const,
      },
      // (15·10 + 25·40 + 10·40 + 10·40 + 10·100 + 10·100 + 10·100) / 90
      55,
      'C',
      25000,
      'Net 15',
    ],
    [
      'an open sanctions hit and an inactive carrier',
      {
        ...strong,
        screening: 'open-hit' as const,
        carrier: { checkedAt: '', verdict: 'inactive' as const, problems: [] },
      },
      // (15·100 + 25·100 + 10·100 + 10·100 + 0 + 0 + 10·100) / 90
      78,
      'B',
      37500,
      'Net 30',
    ],
    [
      'an existing customer paying late near its limit',
      { ...strong, daysBeyondTerms: 40, utilisation: 0.95 },
      // (90·100 + 5·0 + 5·30) / 100
      92,
      'A',
      50000,
      'Net 30',
    ],
  ])('%s', (_name, facts, score, band, limit, terms) => {
    const result = scoreRecord(DEFAULT_SCORECARD, facts, meta, NOW);
    expect(result.score).toBe(score);
    expect(result.band).toBe(band);
    expect(result.recommendedLimit).toBe(limit);
    expect(result.terms).toBe(terms);
  });

  it('marks missing data, leaves out excluded factors and ranks the factors', () => {
    const result = scoreRecord(
      DEFAULT_SCORECARD,
      { ...strong, establishedDate: null, tradeReferenceCount: 0, bankReference: null },
      meta,
      NOW,
    );
    const years = result.factors.find((f) => f.key === 'yearsInBusiness');
    expect(years).toMatchObject({ missing: true, excluded: false, points: 20 });
    expect(result.factors.find((f) => f.key === 'bankReference')).toMatchObject({
      missing: true,
      excluded: true,
      points: null,
      impact: 0,
    });
    // Zero points at weight 10 lowers more than 20 points at weight 15.
    expect(result.negatives).toEqual(['tradeReferenceCount', 'yearsInBusiness']);
    expect(result.positives[0]).toBe('tradePaymentScore');
    expect(topNegativeReasons(result)).toEqual([
      'Insufficient number of credit references provided',
      'Length of time in business',
    ]);
  });

  it('caps the limit by the share of revenue and rounds down to a hundred', () => {
    const result = scoreRecord(
      DEFAULT_SCORECARD,
      { ...strong, amountRequested: 90000, annualRevenue: 612345 },
      meta,
      NOW,
    );
    // 90 000 is 14.7 % of revenue (30 points): score 92, band A caps at 10 % of revenue.
    expect(result.band).toBe('A');
    expect(result.recommendedLimit).toBe(61200);
  });
});

const broken = (patch: (d: ScorecardDefinition) => void) => {
  const d = structuredClone(DEFAULT_SCORECARD);
  patch(d);
  return d;
};

describe('scorecardDefinitionSchema', () => {
  it('accepts the default', () => {
    expect(scorecardDefinitionSchema.safeParse(DEFAULT_SCORECARD).success).toBe(true);
  });
  it.each([
    [
      'weight over 100',
      (d: ScorecardDefinition) => (d.factors[0].weight = 120),
      'factors.0.weight',
      M.SCORECARD_WEIGHT_RANGE,
    ],
    [
      'band upside down',
      (d: ScorecardDefinition) => (d.factors[0].ranges[1] = { from: 5, to: 2, points: 1 }),
      'factors.0.ranges.1.to',
      M.SCORECARD_RANGE_ORDER,
    ],
    [
      'unknown category',
      (d: ScorecardDefinition) => (d.factors[3].categories[0].value = 'great'),
      'factors.3.categories.0.value',
      M.SCORECARD_CATEGORY_UNKNOWN,
    ],
    [
      'no reason',
      (d: ScorecardDefinition) => (d.factors[2].reason = ''),
      'factors.2.reason',
      M.SCORECARD_REASON_REQUIRED,
    ],
    [
      'no ranges',
      (d: ScorecardDefinition) => (d.factors[0].ranges = []),
      'factors.0.ranges',
      M.SCORECARD_BANDS_REQUIRED,
    ],
    [
      'a factor twice',
      (d: ScorecardDefinition) => (d.factors[8] = { ...d.factors[0] }),
      'factors.8.key',
      M.SCORECARD_FACTOR_DUPLICATE,
    ],
    [
      'no band from 0',
      (d: ScorecardDefinition) => (d.scoreBands[3].minScore = 10),
      'scoreBands',
      M.SCORECARD_SCORE_BAND_ZERO,
    ],
    [
      'no terms',
      (d: ScorecardDefinition) => (d.scoreBands[0].terms = ' '),
      'scoreBands.0.terms',
      M.SCORECARD_TERMS_REQUIRED,
    ],
    [
      'share over 100',
      (d: ScorecardDefinition) => (d.scoreBands[0].requestedPercent = 150),
      'scoreBands.0.requestedPercent',
      M.SCORECARD_PERCENT_RANGE,
    ],
  ])('refuses %s with its message on the field', (_name, patch, path, message) => {
    const parsed = scorecardDefinitionSchema.safeParse(broken(patch));
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });
});
