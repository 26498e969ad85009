/**
 * The scorecard's wire contract (README 'Scorecard'): a unit's scorecard as data — weighted factors from a
 * fixed catalogue, each with point bands, a rule for missing data and the reason statement a denial cites
 * when it scores low (Regulation B) — and score bands mapped to a recommended limit and terms.
 *
 * - GET  /api/v1/scorecards: every scorecard version (`read Scorecard`).
 * - GET  /api/v1/scorecards/:id: one version with its definition.
 * - POST /api/v1/scorecards: a draft for a unit from its current version (`create Scorecard`).
 * - PUT  /api/v1/scorecards/:id: save a draft (`update Scorecard`; 400 with field messages).
 * - POST /api/v1/scorecards/:id/publish: the draft becomes the unit's version (`update Scorecard`).
 * - GET  /api/v1/submissions/:id/scorecard: the record's result now (`read` on the record).
 */
import { z } from 'zod';
import * as M from '../messages/scorecards';

/** A factor's value is a number (bands by range) or one of a few categories (bands by value). */
export interface FactorSpec {
  label: string;
  /** What the value is, shown beside the bands. */
  unit: string;
  categories?: readonly string[];
  /** Only customers with a credit file and an AR import have it. */
  existingCustomer?: boolean;
}

export const BANK_REFERENCE_VALUES = ['satisfactory', 'returned-items', 'unsatisfactory'] as const;
export const SCREENING_VALUES = ['no-hit', 'cleared', 'open-hit'] as const;
export const CARRIER_VALUES = ['active', 'warning', 'inactive', 'not_found'] as const;

/** The fixed catalogue of factors a scorecard weighs. */
export const FACTOR_CATALOGUE = {
  yearsInBusiness: { label: 'Years in business', unit: 'years' },
  tradePaymentScore: { label: 'Trade references’ payment score', unit: 'score 1–100' },
  tradeReferenceCount: { label: 'Trade references answered', unit: 'answers' },
  bankReference: { label: 'Bank reference', unit: '', categories: BANK_REFERENCE_VALUES },
  screening: { label: 'Sanctions screening', unit: '', categories: SCREENING_VALUES },
  carrierStatus: { label: 'Carrier status', unit: '', categories: CARRIER_VALUES },
  requestedToRevenue: { label: 'Requested amount against annual revenue', unit: '% of revenue' },
  daysBeyondTerms: { label: 'Days beyond terms (AR)', unit: 'days', existingCustomer: true },
  utilisation: { label: 'Utilisation of current limit (AR)', unit: '% of limit', existingCustomer: true },
} as const satisfies Record<string, FactorSpec>;
export type FactorKey = keyof typeof FACTOR_CATALOGUE;
export const FACTOR_KEYS = Object.keys(FACTOR_CATALOGUE) as FactorKey[];
export const isCategoryFactor = (key: FactorKey): boolean => 'categories' in FACTOR_CATALOGUE[key];
export const categoriesOf = (key: FactorKey): readonly string[] =>
  (FACTOR_CATALOGUE[key] as FactorSpec).categories ?? [];

export const CATEGORY_LABELS: Record<string, string> = {
  satisfactory: 'Satisfactory',
  'returned-items': 'Satisfactory, with returned items',
  unsatisfactory: 'Not satisfactory',
  'no-hit': 'No hit',
  cleared: 'Hit cleared as a false positive',
  'open-hit': 'Open hit',
  active: 'Authority active',
  warning: 'Active with a warning',
  inactive: 'Inactive or out of service',
  not_found: 'Not found',
};

const whole = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100, message);
const points = whole(M.SCORECARD_POINTS_RANGE);
const bound = z.number({ error: M.SCORECARD_RANGE_NUMBER }).finite(M.SCORECARD_RANGE_NUMBER).nullable();

/** A numeric band: from (inclusive) to (exclusive); a null bound is open. */
export const rangeBandSchema = z
  .object({ from: bound, to: bound, points })
  .refine((b) => b.from === null || b.to === null || b.from < b.to, {
    message: M.SCORECARD_RANGE_ORDER,
    path: ['to'],
  });
export const categoryBandSchema = z.object({
  value: z.string({ error: M.SCORECARD_CATEGORY_UNKNOWN }).min(1, M.SCORECARD_CATEGORY_UNKNOWN),
  points,
});

/** Missing data: fixed points, or the factor is left out and the others re-weighted. */
export const missingRuleSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('points'), points }),
  z.object({ rule: z.literal('exclude') }),
]);
export type MissingRule = z.infer<typeof missingRuleSchema>;

export const factorSchema = z
  .object({
    key: z.enum(FACTOR_KEYS as [FactorKey, ...FactorKey[]]),
    label: z.string({ error: M.SCORECARD_LABEL_REQUIRED }).trim().min(1, M.SCORECARD_LABEL_REQUIRED).max(80),
    weight: whole(M.SCORECARD_WEIGHT_RANGE),
    ranges: z.array(rangeBandSchema).max(12).default([]),
    categories: z.array(categoryBandSchema).max(12).default([]),
    missing: missingRuleSchema,
    reason: z
      .string({ error: M.SCORECARD_REASON_REQUIRED })
      .trim()
      .min(3, M.SCORECARD_REASON_REQUIRED)
      .max(200),
  })
  .superRefine((f, ctx) => {
    const known = categoriesOf(f.key);
    if (isCategoryFactor(f.key)) {
      if (!f.categories.length)
        ctx.addIssue({ code: 'custom', message: M.SCORECARD_BANDS_REQUIRED, path: ['categories'] });
      f.categories.forEach((c, i) => {
        if (!known.includes(c.value))
          ctx.addIssue({
            code: 'custom',
            message: M.SCORECARD_CATEGORY_UNKNOWN,
            path: ['categories', i, 'value'],
          });
      });
    } else if (!f.ranges.length)
      ctx.addIssue({ code: 'custom', message: M.SCORECARD_BANDS_REQUIRED, path: ['ranges'] });
  });
export type ScorecardFactor = z.infer<typeof factorSchema>;

const percent = z
  .number({ error: M.SCORECARD_PERCENT_RANGE })
  .min(0, M.SCORECARD_PERCENT_RANGE)
  .max(100, M.SCORECARD_PERCENT_RANGE);

/**
 * A score band: from its minimum score, the recommended limit is the requested amount times
 * `requestedPercent`, capped at `revenuePercent` of the annual revenue and at `maxAmount` (each cap only
 * when set and known), on the band's terms.
 */
export const scoreBandSchema = z.object({
  minScore: whole(M.SCORECARD_MIN_SCORE_RANGE),
  name: z
    .string({ error: M.SCORECARD_BAND_NAME_REQUIRED })
    .trim()
    .min(1, M.SCORECARD_BAND_NAME_REQUIRED)
    .max(40),
  requestedPercent: percent,
  revenuePercent: percent.nullable(),
  maxAmount: z
    .number({ error: M.SCORECARD_AMOUNT_RANGE })
    .min(0, M.SCORECARD_AMOUNT_RANGE)
    .max(1e12, M.SCORECARD_AMOUNT_RANGE)
    .nullable(),
  terms: z.string({ error: M.SCORECARD_TERMS_REQUIRED }).trim().min(1, M.SCORECARD_TERMS_REQUIRED).max(40),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

export const scorecardDefinitionSchema = z
  .object({
    factors: z.array(factorSchema).max(FACTOR_KEYS.length),
    scoreBands: z.array(scoreBandSchema).max(10),
  })
  .superRefine((d, ctx) => {
    d.factors.forEach((f, i) => {
      if (d.factors.findIndex((g) => g.key === f.key) !== i)
        ctx.addIssue({ code: 'custom', message: M.SCORECARD_FACTOR_DUPLICATE, path: ['factors', i, 'key'] });
    });
    if (!d.factors.some((f) => f.weight > 0))
      ctx.addIssue({ code: 'custom', message: M.SCORECARD_FACTORS_REQUIRED, path: ['factors'] });
    if (!d.scoreBands.length)
      ctx.addIssue({ code: 'custom', message: M.SCORECARD_SCORE_BANDS_REQUIRED, path: ['scoreBands'] });
    else if (!d.scoreBands.some((b) => b.minScore === 0))
      ctx.addIssue({ code: 'custom', message: M.SCORECARD_SCORE_BAND_ZERO, path: ['scoreBands'] });
    d.scoreBands.forEach((b, i) => {
      if (d.scoreBands.findIndex((c) => c.minScore === b.minScore) !== i)
        ctx.addIssue({
          code: 'custom',
          message: M.SCORECARD_SCORE_BAND_DUPLICATE,
          path: ['scoreBands', i, 'minScore'],
        });
    });
  });
export type ScorecardDefinition = z.infer<typeof scorecardDefinitionSchema>;

export const SCORECARD_STATUSES = ['draft', 'published', 'archived'] as const;
export type ScorecardStatus = (typeof SCORECARD_STATUSES)[number];

/** POST /api/v1/scorecards: a draft for a unit (null: the group default). */
export const createScorecardSchema = z.object({
  unitId: z.string({ error: M.SCORECARD_UNIT_REQUIRED }).uuid(M.SCORECARD_UNIT_REQUIRED).nullable(),
});
/** PUT /api/v1/scorecards/:id */
export const saveScorecardSchema = z.object({ definition: scorecardDefinitionSchema });

export interface ScorecardListItem {
  id: string;
  /** Null: the group default. */
  unitId: string | null;
  unitName: string;
  version: number;
  status: ScorecardStatus;
  updatedAt: string;
  updatedBy: string | null;
}
export interface ScorecardView extends ScorecardListItem {
  definition: ScorecardDefinition;
}

/** The facts a scorecard weighs, as read from the record and the services (api scorecards/facts.ts). */
export interface ScorecardFacts {
  /** YYYY-MM-DD, from the `establishedDate` role. */
  establishedDate: string | null;
  tradePaymentScore: number | null;
  /** Trade references that answered with a score; null when the record asked none. */
  tradeReferenceCount: number | null;
  bankReference: (typeof BANK_REFERENCE_VALUES)[number] | null;
  screening: (typeof SCREENING_VALUES)[number] | null;
  carrier: {
    checkedAt: string;
    verdict: (typeof CARRIER_VALUES)[number];
    problems: string[];
  } | null;
  amountRequested: number | null;
  annualRevenue: number | null;
  /** The customer's AR: average days past due of its open receivables (bucket midpoints, by amount). */
  daysBeyondTerms: number | null;
  /** Exposure over the customer's limits, 0–1 and above. */
  utilisation: number | null;
}

export interface FactorResult {
  key: FactorKey;
  label: string;
  weight: number;
  /** The value the bands read: a number, a category, or null when missing. */
  value: number | string | null;
  missing: boolean;
  /** Left out (missing with 'leave out and re-weight'): no points, no weight. */
  excluded: boolean;
  points: number | null;
  /** Points above (positive) or below (negative) the middle, times its share of the weight: ranks the factors. */
  impact: number;
  reason: string;
}

export interface ScorecardResult {
  scorecardId: string;
  /** The unit whose scorecard it is (null: the group default). */
  unitId: string | null;
  version: number;
  /** 0–100; null when every factor was left out. */
  score: number | null;
  band: string | null;
  recommendedLimit: number | null;
  terms: string | null;
  factors: FactorResult[];
  /** Keys of the top three factors that raised and lowered the score. */
  positives: FactorKey[];
  negatives: FactorKey[];
}

/** GET /api/v1/submissions/:id/scorecard: null when no scorecard applies. */
export type SubmissionScorecardView = (ScorecardResult & { facts: ScorecardFacts }) | null;
