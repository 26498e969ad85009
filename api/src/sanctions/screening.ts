/**
 * A record's sanctions screening for staff (README 'Sanctions screening'; schemas contracts/sanctions.ts): its
 * latest screening and every hit (`read` on the record), screening it again now (`approve`), clearing a hit as
 * a false positive with a reason (`approve`), and confirming one, which denies the record with the chosen
 * denial code in the same transaction (`approve` and `deny`). Each decision is an audit row; hits and their
 * decisions are kept 10 years.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ConfirmHitBody, SanctionsHitView, ScreeningView } from '@cp/schemas/contracts/sanctions';
import * as M from '@cp/schemas/messages/sanctions';
import type { Db, DbOrTx } from '../db/client';
import { sanctionsHits, sanctionsImports, sanctionsScreenings, submissions, users } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { ACTIVATION } from '../services/activations/kind';
import { APPLICATION } from '../services/applications/kind';
import { assertMay, type Staff } from '../services/submissions/access';
import { writeAudit } from '../services/submissions/audit';
import { denySubmission } from '../services/submissions/deny-submission';
import type { SubmissionKind } from '../services/submissions/kind';
import { loadSubmission } from '../services/submissions/load-submission';
import { isUuid } from '../services/units/find-unit';
import { currentImports, screenSubmission, thresholdOf } from './screen';

export interface ScreeningCall extends Staff {
  db: Db;
  id: string;
}

/** The record's kind from its form: the screening is the same for both. */
export async function kindOf(db: DbOrTx, id: string): Promise<SubmissionKind> {
  const [row] = isUuid(id)
    ? await db.select({ form: submissions.form }).from(submissions).where(eq(submissions.id, id))
    : [];
  // Not found as the kinds say it (their own 404).
  return row?.form === 'customer-activation' ? ACTIVATION : APPLICATION;
}

async function submitted(o: ScreeningCall) {
  const kind = await kindOf(o.db, o.id);
  const record = await loadSubmission(o.db, kind, o, o.id);
  if (!record.signatureDate && !['NEW', 'PENDING', 'APPROVED', 'DENIED'].includes(record.status))
    throw new AppError(ErrorCode.Conflict, M.SANCTIONS_NOT_SUBMITTED);
  return { kind, record };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getScreening(o: ScreeningCall): Promise<ScreeningView> {
  const kind = await kindOf(o.db, o.id);
  const record = await loadSubmission(o.db, kind, o, o.id);
  const [latest] = await o.db
    .select()
    .from(sanctionsScreenings)
    .where(eq(sanctionsScreenings.submissionId, record.id))
    .orderBy(desc(sanctionsScreenings.screenedAt))
    .limit(1);
  const hits = await o.db
    .select({ hit: sanctionsHits, foundAt: sanctionsScreenings.screenedAt })
    .from(sanctionsHits)
    .innerJoin(sanctionsScreenings, eq(sanctionsScreenings.id, sanctionsHits.screeningId))
    .where(eq(sanctionsHits.submissionId, record.id))
    .orderBy(desc(sanctionsHits.score));
  const deciders = [...new Set(hits.map((h) => h.hit.decidedBy).filter((u): u is string => !!u))];
  const people = deciders.length
    ? await o.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, deciders))
    : [];
  const nameOf = (id: string | null) => {
    const p = people.find((u) => u.id === id);
    return p ? `${p.firstName} ${p.lastName}`.trim() || p.email : null;
  };
  const imports = latest?.imports.length
    ? await o.db.select().from(sanctionsImports).where(inArray(sanctionsImports.id, latest.imports))
    : [];
  const views: SanctionsHitView[] = hits.map(({ hit: h, foundAt }) => ({
    id: h.id,
    partyRole: h.partyRole,
    partyName: h.partyName,
    list: h.list,
    entryUid: h.entryUid,
    entryName: h.entryName,
    matchedName: h.matchedName,
    entryType: h.entryType,
    programs: h.programs,
    score: h.score,
    status: h.status,
    decidedBy: nameOf(h.decidedBy),
    decidedAt: iso(h.decidedAt),
    reason: h.reason,
    foundAt: foundAt.toISOString(),
  }));
  return {
    screenedAt: iso(latest?.screenedAt ?? null),
    reason: latest?.reason ?? null,
    threshold: latest?.threshold ?? (await thresholdOf(o.db, record)),
    names: latest?.names ?? [],
    lists: imports.map((i) => ({ list: i.list, importedAt: i.importedAt.toISOString(), entries: i.entries })),
    hits: views,
    open: views.filter((h) => h.status === 'open').length,
  };
}

/** Screen again now, against the lists as they are. */
export async function rescreen(o: ScreeningCall): Promise<{ open: number }> {
  const { kind, record } = await submitted(o);
  assertMay(o, kind, 'approve', record, M.SANCTIONS_DENIED);
  if (!(await currentImports(o.db)).length) throw new AppError(ErrorCode.Conflict, M.SANCTIONS_NO_LIST);
  return o.db.transaction(async (tx) => {
    const { open } = await screenSubmission(tx, record.id, 'manual');
    return { open };
  });
}

async function lockOpenHit(tx: DbOrTx, submissionId: string, hitId: string) {
  const [hit] = isUuid(hitId)
    ? await tx
        .select()
        .from(sanctionsHits)
        .where(and(eq(sanctionsHits.id, hitId), eq(sanctionsHits.submissionId, submissionId)))
        .for('update')
    : [];
  if (!hit) throw new AppError(ErrorCode.NotFound, M.SANCTIONS_HIT_NOT_FOUND);
  if (hit.status !== 'open') throw new AppError(ErrorCode.Conflict, M.SANCTIONS_HIT_DECIDED);
  return hit;
}

async function decideHit(
  tx: DbOrTx,
  o: ScreeningCall,
  submissionId: string,
  hitId: string,
  status: 'cleared' | 'confirmed',
  reason: string,
) {
  const hit = await lockOpenHit(tx, submissionId, hitId);
  const now = new Date();
  await tx
    .update(sanctionsHits)
    .set({ status, reason, decidedBy: o.actor.id, decidedAt: now })
    .where(eq(sanctionsHits.id, hit.id));
  await writeAudit(tx, {
    actorId: o.actor.id,
    actorKind: 'user',
    action: status === 'cleared' ? 'sanctions-clear' : 'sanctions-confirm',
    entity: 'submission',
    entityId: submissionId,
    before: { hit: hit.id, status: hit.status },
    after: { hit: hit.id, status, reason, list: hit.list, entryUid: hit.entryUid, partyName: hit.partyName },
  });
}

export async function clearHit(o: ScreeningCall & { hitId: string; reason: string }) {
  const { kind, record } = await submitted(o);
  assertMay(o, kind, 'approve', record, M.SANCTIONS_DENIED);
  await o.db.transaction((tx) => decideHit(tx, o, record.id, o.hitId, 'cleared', o.reason));
}

/** A true match: the record is denied with the chosen code, and the hit confirmed, in one transaction. */
export async function confirmHit(
  o: ScreeningCall & { hitId: string; body: ConfirmHitBody; origin?: string },
) {
  const { kind, record } = await submitted(o);
  assertMay(o, kind, 'approve', record, M.SANCTIONS_DENIED);
  // Refused before the denial when the hit is unknown or decided; decideHit checks again under the lock.
  await lockOpenHit(o.db, record.id, o.hitId);
  await denySubmission({
    db: o.db,
    kind,
    id: record.id,
    actor: o.actor,
    ability: o.ability,
    origin: o.origin,
    input: {
      denialCode: o.body.denialCode,
      contacts: o.body.contacts,
      notes: [record.notes, `Sanctions screening: ${o.body.reason}`].filter(Boolean).join('\n'),
    },
    after: (tx) => decideHit(tx, o, record.id, o.hitId, 'confirmed', o.body.reason),
  });
}
