/**
 * The reasons a denial of a record may state (README 'Regulation B'): from a list of sources, each giving
 * its reasons for the record, in order — the unit's denial codes' statements, the statements of the factors
 * that lowered the record's score most (README 'Scorecard'), then the standard catalogue.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { STANDARD_REASONS, type OfferedReason } from '@cp/schemas/regb/reasons';
import { topNegativeReasons } from '@cp/schemas/scorecards/score';
import type { DbOrTx } from '../db/client';
import { denialCodes } from '../db/schema';
import { scoreSubmission } from '../scorecards/score-submission';
import type { Staff } from '../services/submissions/access';
import type { SubmissionRow } from '../services/submissions/kind';

type ReasonSourceFn = (tx: DbOrTx, submission: SubmissionRow, staff: Staff) => Promise<OfferedReason[]>;

/** A code's statement, or its description while it has none. */
export const statementOf = (c: { reasonStatement: string; description: string }) =>
  c.reasonStatement.trim() || c.description.trim();

const codeStatements: ReasonSourceFn = async (tx, submission) => {
  const rows = await tx
    .select({
      code: denialCodes.code,
      description: denialCodes.description,
      reasonStatement: denialCodes.reasonStatement,
    })
    .from(denialCodes)
    .where(
      and(
        eq(denialCodes.unitId, submission.divisionId ?? submission.companyId),
        isNull(denialCodes.deleteDate),
      ),
    )
    .orderBy(asc(denialCodes.code));
  return rows.map((c) => ({ source: 'denial-code', code: c.code, text: statementOf(c) }));
};

const scorecard: ReasonSourceFn = async (tx, submission, staff) => {
  const result = await scoreSubmission(tx, staff, submission);
  return result ? topNegativeReasons(result).map((text) => ({ source: 'scorecard', text })) : [];
};

const catalogue: ReasonSourceFn = async () => STANDARD_REASONS.map((text) => ({ source: 'catalogue', text }));

export const REASON_SOURCES: ReasonSourceFn[] = [codeStatements, scorecard, catalogue];

/**
 * Every source's reasons. Each code's statement is kept (the dialog shows the chosen code's only); any other
 * text is offered once, by the first source to offer it.
 */
export async function offeredReasons(
  tx: DbOrTx,
  submission: SubmissionRow,
  staff: Staff,
): Promise<OfferedReason[]> {
  const seen = new Set<string>();
  const out: OfferedReason[] = [];
  for (const source of REASON_SOURCES)
    for (const r of await source(tx, submission, staff)) {
      const key = r.text.toLowerCase();
      if (!r.text || (r.source !== 'denial-code' && seen.has(key))) continue;
      if (r.source !== 'denial-code') seen.add(key);
      out.push(r);
    }
  return out;
}
