/**
 * GET /api/v1/submissions/:id/references (README 'Reference requests'): the application's reference requests
 * with their events and answers (as the answer form's version labels and shows them), the trade answers' scores
 * averaged by high credit, the bank's answer in one line, how many of its references can be asked and the
 * unit's switch. Needs `read` on the application (404 otherwise: its existence is not revealed).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  ReferenceAnswerView,
  ReferenceFlag,
  ReferenceRequestView,
  ReferencesView,
} from '@cp/schemas/contracts/references';
import { answerSummary } from '@cp/schemas/references/answer-summary';
import { bankAnswerSummary, tradeAnswerFacts } from '@cp/schemas/references/facts';
import { summariseTradeScores, type ScoredAnswer } from '@cp/schemas/references/score';
import type { Db } from '../db/client';
import { referenceAnswers, referenceEvents, referenceRequests, users } from '../db/schema';
import { APPLICATION } from '../services/applications/kind';
import type { Staff } from '../services/submissions/access';
import { loadSubmission } from '../services/submissions/load-submission';
import { askableReferences } from './askable-references';
import { answerFormVersions } from './score-summaries';
import { referenceSettingsOf } from './unit-settings';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listReferences(o: Staff & { db: Db; id: string }): Promise<ReferencesView> {
  const { db } = o;
  const submission = await loadSubmission(db, APPLICATION, o, o.id);
  const requests = await db
    .select()
    .from(referenceRequests)
    .where(eq(referenceRequests.submissionId, submission.id))
    .orderBy(asc(referenceRequests.kind), asc(referenceRequests.position));
  const ids = requests.map((r) => r.id);
  const answers = ids.length
    ? await db.select().from(referenceAnswers).where(inArray(referenceAnswers.requestId, ids))
    : [];
  const events = ids.length
    ? await db
        .select()
        .from(referenceEvents)
        .where(inArray(referenceEvents.requestId, ids))
        .orderBy(asc(referenceEvents.at), asc(referenceEvents.id))
    : [];
  const userIds = [
    ...new Set([...events.map((e) => e.userId), ...answers.map((a) => a.recordedBy)].filter(isString)),
  ];
  const people = userIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const nameOf = (id: string | null) => {
    const p = id ? people.find((u) => u.id === id) : undefined;
    return p ? `${p.firstName} ${p.lastName}`.trim() || p.email : null;
  };
  const versions = answerFormVersions(db);

  const scored: ScoredAnswer[] = [];
  let bankSummary: string | null = null;
  const views: ReferenceRequestView[] = [];
  for (const r of requests) {
    const a = answers.find((x) => x.requestId === r.id);
    let answer: ReferenceAnswerView | null = null;
    if (a) {
      const definition = await versions(a.formFamily, a.formVersion);
      if (r.kind === 'trade')
        scored.push({ declined: a.declined, score: a.score, facts: tradeAnswerFacts(definition, a.answers) });
      else if (!a.declined) bankSummary = bankAnswerSummary(definition, a.answers) || null;
      answer = {
        declined: a.declined,
        byPhone: a.byPhone,
        recordedBy: nameOf(a.recordedBy),
        respondentName: a.respondentName,
        respondentTitle: a.respondentTitle,
        respondentPhone: a.respondentPhone,
        answeredAt: a.answeredAt.toISOString(),
        formFamily: a.formFamily,
        formVersion: a.formVersion,
        summary: a.declined ? [] : answerSummary(definition, a.answers),
        score: a.score,
        fileId: a.fileId,
      };
    }
    views.push({
      id: r.id,
      kind: r.kind,
      position: r.position,
      company: r.company,
      contact: r.contact,
      email: r.email,
      phone: r.phone,
      status: r.status,
      flags: r.flags as ReferenceFlag[],
      sentAt: iso(r.sentAt),
      openedAt: iso(r.openedAt),
      remindersSent: r.remindersSent,
      expiresAt: iso(r.expiresAt),
      answer,
      events: events
        .filter((e) => e.requestId === r.id)
        .map((e) => ({ at: e.at.toISOString(), event: e.event, by: nameOf(e.userId), detail: e.detail })),
    });
  }
  const settings = await referenceSettingsOf(db, submission);
  return {
    autoRequest: settings?.autoRequest ?? false,
    askable: (await askableReferences(db, submission)).length,
    requests: views,
    score: summariseTradeScores(scored, bankSummary),
  };
}

const isString = (v: string | null): v is string => typeof v === 'string';
