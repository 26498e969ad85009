/**
 * The reference picture of every application of a credit file (README 'Reference requests'; the credit file's
 * Submissions): per application that asked references, how many were asked, the trade answers' payment score
 * averaged by high credit, the answers and declines, the oldest relationship and the bank's line — what the
 * details page's References panel heads with (list-references.ts), read for the whole file in one statement.
 */
import { sql } from 'drizzle-orm';
import type { CustomerReferenceScore } from '@cp/schemas/contracts/customers';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { bankAnswerSummary, tradeAnswerFacts } from '@cp/schemas/references/facts';
import { summariseTradeScores, type ScoredAnswer } from '@cp/schemas/references/score';
import type { DbOrTx } from '../db/client';
import { preparedRows } from '../customers/prepared';
import { resolveDefinition } from '../forms/definitions';
import { REFERENCE_FORM } from './answer-form';

/** The answer forms' versions, each read once per call (an answer keeps the version it was given on). */
export function answerFormVersions(db: DbOrTx) {
  const read = new Map<string, Promise<FormDefinition>>();
  return (family: string, version: number): Promise<FormDefinition> => {
    const key = `${family}@${version}`;
    let definition = read.get(key);
    if (!definition) {
      definition = resolveDefinition(db, REFERENCE_FORM, family, version);
      read.set(key, definition);
    }
    return definition;
  };
}

interface Row {
  submission_id: string;
  kind: 'trade' | 'bank';
  declined: boolean | null;
  score: number | null;
  answers: Record<string, unknown> | null;
  form_family: string | null;
  form_version: number | null;
}

/** By application id; an application that asked no reference is absent. */
export async function referenceScoresOfCustomer(
  db: DbOrTx,
  entityId: string,
): Promise<Map<string, CustomerReferenceScore>> {
  const rows = await preparedRows<Row>(
    db,
    sql`select r.submission_id, r.kind, a.declined, a.score, a.answers, a.form_family, a.form_version
        from customer_links l
        join reference_requests r on r.submission_id = l.submission_id
        left join reference_answers a on a.request_id = r.id
        where l.entity_id = ${entityId}::uuid`,
  );
  const versions = answerFormVersions(db);
  const bySubmission = new Map<string, { requested: number; scored: ScoredAnswer[]; bank: string | null }>();
  for (const r of rows) {
    const entry = bySubmission.get(r.submission_id) ?? { requested: 0, scored: [], bank: null };
    bySubmission.set(r.submission_id, entry);
    entry.requested++;
    if (r.declined === null || !r.form_family || r.form_version === null) continue;
    const definition = await versions(r.form_family, r.form_version);
    const answers = r.answers ?? {};
    if (r.kind === 'trade')
      entry.scored.push({
        declined: r.declined,
        score: r.score,
        facts: tradeAnswerFacts(definition, answers),
      });
    else if (!r.declined) entry.bank = bankAnswerSummary(definition, answers) || null;
  }
  return new Map(
    [...bySubmission].map(([id, e]) => [
      id,
      { requested: e.requested, ...summariseTradeScores(e.scored, e.bank) },
    ]),
  );
}
