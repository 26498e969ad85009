/**
 * The facts a scorecard weighs for one record (README 'Scorecard'), read only through the field roles (the
 * record's `facts`, and the answer forms' roles) and the existing services: the references' answers, the
 * sanctions screening, the carrier check and, for an existing customer, the AR import of its credit file.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AgingBuckets } from '@cp/schemas/contracts/customers';
import type { ScorecardFacts } from '@cp/schemas/contracts/scorecards';
import { parseDate } from '@cp/schemas/dates';
import { factText } from '@cp/schemas/forms/roles';
import { bankAnswerVerdict, tradeAnswerFacts } from '@cp/schemas/references/facts';
import { summariseTradeScores, type ScoredAnswer } from '@cp/schemas/references/score';
import type { DbOrTx } from '../db/client';
import { referenceAnswers, referenceRequests, sanctionsHits, sanctionsScreenings } from '../db/schema';
import { unitLimits } from '../customers/exposure';
import { preparedRows } from '../customers/prepared';
import { answerFormVersions } from '../references/score-summaries';
import { latestCarrierCheck } from '../carriers/latest';
import type { Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';

const amountOf = (facts: unknown, role: 'amountRequested' | 'annualRevenue'): number | null => {
  const text = factText(facts, role).replace(/[$,\s]/g, '');
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
};

/** The trade answers' payment score and how many answered with one; the bank's verdict. */
async function referenceFacts(db: DbOrTx, submissionId: string) {
  const found = await db
    .select({ kind: referenceRequests.kind, answer: referenceAnswers })
    .from(referenceRequests)
    .leftJoin(referenceAnswers, eq(referenceAnswers.requestId, referenceRequests.id))
    .where(eq(referenceRequests.submissionId, submissionId));
  const versions = answerFormVersions(db);
  const trade: ScoredAnswer[] = [];
  let bank: ScorecardFacts['bankReference'] = null;
  for (const { kind, answer } of found) {
    if (!answer || answer.declined || !answer.formFamily || answer.formVersion === null) continue;
    const definition = await versions(answer.formFamily, answer.formVersion);
    if (kind === 'trade')
      trade.push({
        declined: false,
        score: answer.score,
        facts: tradeAnswerFacts(definition, answer.answers),
      });
    else bank = bankAnswerVerdict(definition, answer.answers) ?? bank;
  }
  const asked = found.some((r) => r.kind === 'trade');
  const summary = summariseTradeScores(trade);
  return {
    tradePaymentScore: summary.weightedScore,
    tradeReferenceCount: asked ? summary.answers : null,
    bankReference: bank,
  };
}

/** The latest screening: an open or confirmed hit, hits all cleared, or none; null when never screened. */
async function screeningFact(db: DbOrTx, submissionId: string): Promise<ScorecardFacts['screening']> {
  const [latest] = await db
    .select({ id: sanctionsScreenings.id })
    .from(sanctionsScreenings)
    .where(eq(sanctionsScreenings.submissionId, submissionId))
    .orderBy(desc(sanctionsScreenings.screenedAt))
    .limit(1);
  if (!latest) return null;
  const hits = await db
    .select({ status: sanctionsHits.status })
    .from(sanctionsHits)
    .where(eq(sanctionsHits.submissionId, submissionId));
  if (hits.some((h) => h.status !== 'cleared')) return 'open-hit';
  return hits.length ? 'cleared' : 'no-hit';
}

/** The record's latest carrier check (README 'Carrier checks'); none when it carries no USDOT or MC number. */
const carrierFact = (db: DbOrTx, submissionId: string): Promise<ScorecardFacts['carrier']> =>
  latestCarrierCheck(db, submissionId);

/** Average days past due of the open receivables: each aging bucket at its midpoint, weighted by amount. */
export function daysBeyondTermsOf(b: AgingBuckets): number | null {
  if (b.total <= 0) return null;
  return (15 * b.days1to30 + 45 * b.days31to60 + 75 * b.days61to90 + 105 * b.daysOver90) / b.total;
}

/** An existing customer's AR: the record's linked credit file, its exposure and utilisation. */
async function arFacts(db: DbOrTx, staff: Staff, submissionId: string) {
  const [link] = await preparedRows<{ entity_id: string }>(
    db,
    sql`select entity_id from customer_links where submission_id = ${submissionId}::uuid limit 1`,
  );
  if (!link) return { daysBeyondTerms: null, utilisation: null };
  const { exposure, utilisation } = await unitLimits(db, staff, link.entity_id);
  return { daysBeyondTerms: exposure.known ? daysBeyondTermsOf(exposure) : null, utilisation };
}

export async function scorecardFacts(db: DbOrTx, staff: Staff, row: SubmissionRow): Promise<ScorecardFacts> {
  // One after another: inside the decision's transaction they share one connection.
  const references = await referenceFacts(db, row.id);
  const screening = await screeningFact(db, row.id);
  const carrier = await carrierFact(db, row.id);
  const ar = await arFacts(db, staff, row.id);
  return {
    establishedDate: parseDate(factText(row.facts, 'establishedDate')) ?? null,
    ...references,
    screening,
    carrier,
    amountRequested: amountOf(row.facts, 'amountRequested'),
    annualRevenue: amountOf(row.facts, 'annualRevenue'),
    ...ar,
  };
}
