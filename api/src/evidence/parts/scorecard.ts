/**
 * The scorecard result each decision of the record stored (README 'Scorecard'): which unit's scorecard and
 * version, the score, band and recommendation, every factor with its value and points, and the facts read.
 */
import { asc, eq } from 'drizzle-orm';
import { scorecardResults, scorecards } from '../../db/schema';
import { jsonEntry, type EvidencePart } from '../part';
import { peopleOf } from '../people';

export const scorecardPart: EvidencePart = {
  name: 'scorecard',
  async collect({ db, submission }) {
    const results = await db
      .select({ result: scorecardResults, unitId: scorecards.unitId })
      .from(scorecardResults)
      .innerJoin(scorecards, eq(scorecards.id, scorecardResults.scorecardId))
      .where(eq(scorecardResults.submissionId, submission.id))
      .orderBy(asc(scorecardResults.decidedAt));
    if (!results.length) return [];
    const person = await peopleOf(
      db,
      results.map((r) => r.result.decidedBy),
    );
    return [
      jsonEntry(
        'scorecard.json',
        results.map(({ result: r, unitId }) => ({
          decision: r.decision,
          decidedAt: r.decidedAt.toISOString(),
          decidedBy: person(r.decidedBy),
          scorecard: { id: r.scorecardId, unitId, version: r.version },
          score: r.score,
          band: r.band,
          recommendedLimit: r.recommendedLimit,
          terms: r.terms,
          factors: r.factors,
          facts: r.facts,
        })),
      ),
    ];
  },
};
