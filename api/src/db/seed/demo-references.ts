/**
 * The demo's reference requests (README 'Reference requests'): Bristol sends them at submit, and a few credit
 * applications of every status hold requests in each state a reference can be in — sent, opened, reminded twice,
 * answered on the form (paying on terms, slow, placed for collection), answered by phone by a staff member,
 * declined, bounced and cancelled — with their events, answers and scores, so the References panel, the approve
 * dialog and the credit file all have something real to show. The answers are written through the answer forms'
 * roles (never a field's path); tokens are random and unusable, as the demo's e-signature links are.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReferenceStatus } from '@cp/schemas/contracts/references';
import { pointerParts, type RoleName } from '@cp/schemas/forms/roles';
import { sampleFor } from '@cp/schemas/forms/samples';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { tradeAnswerFacts } from '@cp/schemas/references/facts';
import { tradeScore } from '@cp/schemas/references/score';
import { askableReferences, type AskableReference } from '../../references/askable-references';
import { publishedAnswerForm } from '../../references/answer-form';
import { hashReferenceToken } from '../../references/secrets';
import type { Tx } from '../client';
import { referenceAnswers, referenceEvents, referenceRequests, submissions, units } from '../schema';

const DAY = 86_400_000;
type Plan = { status: ReferenceStatus; reminders?: number; habit?: string; days?: number; phone?: boolean };

/** What happens to the references of the first applications (trade references in order, then the bank). */
const PLANS: Plan[][] = [
  [
    { status: 'answered', habit: 'prompt', days: 0 },
    { status: 'answered', habit: 'slow-1-30', days: 12 },
    { status: 'opened' },
    { status: 'answered' },
  ],
  [
    { status: 'answered', habit: 'prompt', days: 0, phone: true },
    { status: 'declined' },
    { status: 'sent', reminders: 2 },
    { status: 'sent', reminders: 1 },
  ],
  [
    { status: 'bounced' },
    { status: 'cancelled' },
    { status: 'answered', habit: 'collections', days: 95 },
    { status: 'sent' },
  ],
  [
    { status: 'answered', habit: 'slow-31-60', days: 40 },
    { status: 'answered', habit: 'prompt', days: 0 },
    { status: 'answered', habit: 'prompt', days: 3 },
    { status: 'declined' },
  ],
];

/** The answers with one role's field set (the form's own pointer). */
function withRole(
  definition: FormDefinition,
  answers: Record<string, unknown>,
  role: RoleName,
  value: unknown,
) {
  const pointer = definition.roles?.[role];
  if (typeof pointer !== 'string') return;
  const parts = pointerParts(pointer);
  let node = answers;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

async function seedRequest(
  tx: Tx,
  o: {
    submissionId: string;
    ref: AskableReference;
    plan: Plan;
    sentAt: Date;
    staffId: string;
    forms: Map<string, FormDefinition>;
  },
): Promise<void> {
  const { ref, plan, sentAt } = o;
  const closed = plan.status === 'answered' || plan.status === 'declined' || plan.status === 'cancelled';
  const openedAt =
    plan.status === 'sent' || plan.status === 'bounced' || plan.phone
      ? null
      : new Date(sentAt.getTime() + DAY / 3);
  const answeredAt = new Date(sentAt.getTime() + DAY * (1 + (plan.reminders ?? 0)));
  const [request] = await tx
    .insert(referenceRequests)
    .values({
      submissionId: o.submissionId,
      kind: ref.kind,
      position: ref.position,
      company: ref.company,
      contact: ref.contact,
      email: ref.email,
      phone: ref.phone,
      status: plan.status,
      flags: ref.flags,
      tokenHash: closed ? null : hashReferenceToken(randomBytes(32).toString('base64url')),
      codeHash: closed ? null : hashReferenceToken(randomBytes(8).toString('hex')),
      sendCount: 1,
      remindersSent: plan.reminders ?? 0,
      sentAt: plan.status === 'bounced' ? null : sentAt,
      openedAt,
      expiresAt: new Date(sentAt.getTime() + 30 * DAY),
      closedAt: closed ? answeredAt : null,
      addDate: sentAt,
      updatedAt: closed ? answeredAt : sentAt,
    })
    .returning({ id: referenceRequests.id });
  const events: Array<{ event: string; at: Date; userId?: string; detail?: Record<string, unknown> }> = [
    { event: 'requested', at: sentAt },
    { event: plan.status === 'bounced' ? 'bounced' : 'sent', at: new Date(sentAt.getTime() + 60_000) },
  ];
  if (openedAt) events.push({ event: 'opened', at: openedAt });
  for (let n = 1; n <= (plan.reminders ?? 0); n++)
    events.push({ event: 'reminded', at: new Date(sentAt.getTime() + n * 2 * DAY), detail: { reminder: n } });
  if (plan.status === 'cancelled')
    events.push({
      event: 'cancelled',
      at: answeredAt,
      userId: o.staffId,
      detail: { reason: 'Reference is the applicant’s sister company' },
    });
  if (plan.status === 'answered' || plan.status === 'declined') {
    const declined = plan.status === 'declined';
    const definition = o.forms.get(ref.kind)!;
    const answers = declined ? {} : (sampleFor(definition.family as never) as Record<string, unknown>);
    if (!declined && ref.kind === 'trade') {
      if (plan.habit) withRole(definition, answers, 'referencePaymentHabit', plan.habit);
      if (plan.days !== undefined) withRole(definition, answers, 'referenceDaysBeyondTerms', plan.days);
    }
    if (!declined) withRole(definition, answers, 'respondentName', ref.contact || 'Accounts Receivable');
    const score =
      !declined && ref.kind === 'trade' ? tradeScore(tradeAnswerFacts(definition, answers)) : null;
    await tx.insert(referenceAnswers).values({
      requestId: request.id,
      declined,
      answers,
      formFamily: definition.family,
      formVersion: definition.version,
      score,
      byPhone: plan.phone ?? false,
      recordedBy: plan.phone ? o.staffId : null,
      respondentName: declined ? '' : ref.contact || 'Accounts Receivable',
      ip: plan.phone ? null : '203.0.113.24',
      userAgent: plan.phone ? null : 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
      answeredAt,
    });
    events.push({
      event: plan.status,
      at: answeredAt,
      ...(plan.phone ? { userId: o.staffId } : {}),
      detail: { byPhone: plan.phone ?? false, ...(score === null ? {} : { score }) },
    });
  }
  await tx
    .insert(referenceEvents)
    .values(events.map((e) => ({ requestId: request.id, ...e, detail: e.detail ?? {} })));
}

export async function seedDemoReferences(tx: Tx, staffId: string): Promise<void> {
  await tx.update(units).set({ referenceAutoRequest: true }).where(eq(units.code, 'BRI'));
  const forms = new Map<string, FormDefinition>([
    ['trade', await publishedAnswerForm(tx, 'trade')],
    ['bank', await publishedAnswerForm(tx, 'bank')],
  ]);
  const rows = await tx
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.form, 'credit-application'),
        inArray(submissions.status, ['NEW', 'PENDING', 'APPROVED', 'DENIED']),
      ),
    )
    .orderBy(asc(submissions.status), asc(submissions.applicationNumber));
  // One application of each status first, then the rest in order, until every plan has its application.
  const statuses = ['PENDING', 'NEW', 'APPROVED', 'DENIED'];
  const picked = statuses.flatMap((s) => rows.filter((r) => r.status === s).slice(0, 1));
  let planned = 0;
  for (const row of picked) {
    if (planned >= PLANS.length) break;
    const refs = await askableReferences(tx, row);
    if (!refs.length) continue;
    const sentAt = new Date((row.signatureDate ?? row.addDate).getTime() + DAY / 2);
    const plan = PLANS[planned++];
    for (const [i, ref] of refs.entries())
      await seedRequest(tx, {
        submissionId: row.id,
        ref,
        plan: plan[i % plan.length],
        sentAt,
        staffId,
        forms,
      });
  }
}
