/**
 * The record's carrier checks (README 'Carrier checks'): each dated, with its source, the numbers asked, the
 * verdict and its problems, and FMCSA's answer as it was normalised.
 */
import { asc, eq } from 'drizzle-orm';
import { carrierChecks } from '../../db/schema';
import { jsonEntry, type EvidencePart } from '../part';
import { peopleOf } from '../people';

export const carrierChecksPart: EvidencePart = {
  name: 'carrier-checks',
  async collect({ db, submission }) {
    const checks = await db
      .select()
      .from(carrierChecks)
      .where(eq(carrierChecks.submissionId, submission.id))
      .orderBy(asc(carrierChecks.checkedAt));
    if (!checks.length) return [];
    const person = await peopleOf(
      db,
      checks.map((c) => c.checkedBy),
    );
    return [
      jsonEntry(
        'carrier-checks.json',
        checks.map((c) => ({
          checkedAt: c.checkedAt.toISOString(),
          checkedBy: person(c.checkedBy),
          source: c.source,
          usdot: c.usdot,
          mc: c.mc,
          verdict: c.verdict,
          problems: c.problems,
          snapshot: c.snapshot,
        })),
      ),
    ];
  },
};
