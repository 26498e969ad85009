/**
 * The reasons a denial of a record may state (README 'Regulation B'): from a list of sources, each giving
 * its reasons for the record, in order — the unit's denial codes' statements, then the standard catalogue.
 * Another source (a scorecard's top negative factors) is one more entry in REASON_SOURCES.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { STANDARD_REASONS, type OfferedReason } from '@cp/schemas/regb/reasons';
import type { DbOrTx } from '../db/client';
import { denialCodes } from '../db/schema';
import type { SubmissionRow } from '../services/submissions/kind';

type ReasonSourceFn = (tx: DbOrTx, submission: SubmissionRow) => Promise<OfferedReason[]>;

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

const catalogue: ReasonSourceFn = async () => STANDARD_REASONS.map((text) => ({ source: 'catalogue', text }));

export const REASON_SOURCES: ReasonSourceFn[] = [codeStatements, catalogue];

/**
 * Every source's reasons. Each code's statement is kept (the dialog shows the chosen code's only); any other
 * text is offered once, by the first source to offer it.
 */
export async function offeredReasons(tx: DbOrTx, submission: SubmissionRow): Promise<OfferedReason[]> {
  const seen = new Set<string>();
  const out: OfferedReason[] = [];
  for (const source of REASON_SOURCES)
    for (const r of await source(tx, submission)) {
      const key = r.text.toLowerCase();
      if (!r.text || (r.source !== 'denial-code' && seen.has(key))) continue;
      if (r.source !== 'denial-code') seen.add(key);
      out.push(r);
    }
  return out;
}
