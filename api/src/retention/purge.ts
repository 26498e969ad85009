/**
 * The decision-retention purge (README 'Regulation B', 12 CFR 1002.12(b)): a DENIED record whose notice date
 * plus its unit's months has passed, with no open reasons request, no legal hold and not purged yet, loses its
 * answers and its stored files, its evidence bundles too (their ZIPs hold the answers' PDF); the decision,
 * status, notice and reasons stay as the tombstone. Each record
 * is purged in its own transaction and listed on the run's report.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  decisionNotices,
  evidenceBundles,
  files,
  legalHolds,
  retentionPurges,
  retentionRuns,
  submissions,
} from '../db/schema';
import { deleteUnreferenced } from '../files/cleanup';
import { fileStore, type FileStore } from '../storage';
import { retentionMonths } from '../regb/unit-settings';

/** Kept after the purge: the Regulation B statement sent (the reasons, no answers). */
const KEPT_FILE_KINDS = ['reasons-statement'] as const;

export interface RetentionReport {
  runId: string;
  purged: number;
  skippedHeld: number;
}

/** The notice date plus `months` calendar months (the window's end). */
export function windowEnd(noticeDate: Date, months: number): Date {
  const end = new Date(noticeDate);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export async function runRetention(
  db: Db,
  o: { now?: Date; store?: FileStore } = {},
): Promise<RetentionReport> {
  const now = o.now ?? new Date();
  const store = o.store ?? fileStore();
  const [run] = await db.insert(retentionRuns).values({ startedAt: now }).returning();
  // Candidates: denied, not purged, no open request (requested and no statement sent).
  const candidates = await db
    .select({
      id: submissions.id,
      applicationNumber: submissions.applicationNumber,
      companyId: submissions.companyId,
      divisionId: submissions.divisionId,
      decisionDate: submissions.approvedOrDeniedDate,
      noticeDate: decisionNotices.noticeDate,
      held: sql<boolean>`exists (select 1 from ${legalHolds} where ${legalHolds.submissionId} = ${submissions.id})`,
    })
    .from(submissions)
    .innerJoin(decisionNotices, eq(decisionNotices.submissionId, submissions.id))
    .where(
      and(
        eq(submissions.status, 'DENIED'),
        isNull(submissions.purgedAt),
        sql`not (${decisionNotices.reasonsRequestedAt} is not null and ${decisionNotices.statementSentAt} is null)`,
      ),
    );
  let purged = 0;
  let skippedHeld = 0;
  for (const c of candidates) {
    const months = await retentionMonths(db, c);
    // Never inside the window: the end must be strictly in the past.
    if (windowEnd(c.noticeDate, months).getTime() >= now.getTime()) continue;
    if (c.held) {
      skippedHeld++;
      continue;
    }
    const keys = await db.transaction(async (tx) => {
      // Re-checked under the row lock: a hold or a purge committed meanwhile wins.
      const [locked] = await tx
        .select({ purgedAt: submissions.purgedAt })
        .from(submissions)
        .where(eq(submissions.id, c.id))
        .for('update');
      const [hold] = await tx.select().from(legalHolds).where(eq(legalHolds.submissionId, c.id));
      if (!locked || locked.purgedAt || hold) return null;
      // The bundles' rows first: they reference the ZIPs' file rows deleted next.
      await tx.delete(evidenceBundles).where(eq(evidenceBundles.submissionId, c.id));
      const gone = await tx
        .delete(files)
        .where(and(eq(files.ownerId, c.id), notInArray(files.kind, [...KEPT_FILE_KINDS])))
        .returning({ id: files.id, key: files.storageKey });
      await tx
        .update(submissions)
        .set({
          data: {},
          facts: null,
          purgedAt: now,
          pdfFileId: null,
          pdfVersion: null,
          tradeReferencesFileId: null,
        })
        .where(eq(submissions.id, c.id));
      await tx.insert(retentionPurges).values({
        runId: run.id,
        submissionId: c.id,
        applicationNumber: c.applicationNumber,
        unitId: c.divisionId ?? c.companyId,
        decisionDate: c.decisionDate,
        noticeDate: c.noticeDate,
        purgedAt: now,
        filesRemoved: gone.length,
      });
      return gone.map((g) => g.key).filter((k): k is string => !!k);
    });
    if (!keys) continue;
    // The stored objects go once their rows are committed away (a rollback keeps both).
    await deleteUnreferenced(db, store, keys);
    purged++;
  }
  await db
    .update(retentionRuns)
    .set({ finishedAt: new Date(), purgedCount: purged, skippedHeldCount: skippedHeld })
    .where(eq(retentionRuns.id, run.id));
  return { runId: run.id, purged, skippedHeld };
}

/** The runs, newest first, each with the records it purged (GET /api/v1/retention/runs). */
export async function listRetentionRuns(db: Db, limit = 50) {
  const runs = await db
    .select()
    .from(retentionRuns)
    .orderBy(sql`${retentionRuns.startedAt} desc`)
    .limit(limit);
  const ids = runs.map((r) => r.id);
  const rows = ids.length
    ? await db.select().from(retentionPurges).where(inArray(retentionPurges.runId, ids))
    : [];
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return runs.map((r) => ({
    id: r.id,
    startedAt: r.startedAt.toISOString(),
    finishedAt: iso(r.finishedAt),
    purgedCount: r.purgedCount,
    skippedHeldCount: r.skippedHeldCount,
    purged: rows
      .filter((p) => p.runId === r.id)
      .map((p) => ({
        submissionId: p.submissionId,
        applicationNumber: p.applicationNumber,
        unitId: p.unitId,
        decisionDate: iso(p.decisionDate),
        noticeDate: p.noticeDate.toISOString(),
        purgedAt: p.purgedAt.toISOString(),
        filesRemoved: p.filesRemoved,
      })),
  }));
}
