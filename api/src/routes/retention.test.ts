/**
 * Retention of decision records through HTTP and the job (README 'Regulation B'): the legal hold on a decided
 * record, and the daily purge of denied records past their unit's window with its report.
 */
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as M from '@cp/schemas/messages/retention';
import type { TestApp } from '../auth/testing';
import { auditLog, decisionNotices, evidenceBundles, files, submissions } from '../db/schema';
import { saveFile } from '../files/save-file';
import { runRetention } from '../retention/purge';
import { fileStore } from '../storage';
import { applicationRecord, seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import { denyOf } from '../test/submission-matrix';
import { staffAgents, useTestWorld } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
const env = useTestWorld(seedApplicationWorld, (e) => ({ t, w } = e));
const agents = staffAgents(env);
const DAY = 24 * 60 * 60 * 1000;

/** A denied application with one uploaded file, its notice dated `daysAgo` days back. */
async function denied(daysAgo: number) {
  const id = await applicationRecord(t.ctx.db, w, 'NEW');
  await agents.admin.post(`/api/v1/applications/${id}/deny`).send(denyOf(w)).expect(200);
  const fileId = await saveFile(t.ctx.db, {
    kind: 'upload',
    name: 'statements.pdf',
    contentType: 'application/pdf',
    data: Readable.from([Buffer.from(`%PDF-1.4 ${randomUUID()}`)]),
    ownerId: id,
  });
  const noticeDate = new Date(Date.now() - daysAgo * DAY);
  await t.ctx.db.update(decisionNotices).set({ noticeDate }).where(eq(decisionNotices.submissionId, id));
  const [file] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
  return { id, fileId, key: file.storageKey ?? '' };
}
const recordOf = async (id: string) =>
  (await t.ctx.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const hold = (id: string, reason = 'Litigation: Acme v. CPG') =>
  agents.admin.post(`/api/v1/submissions/${id}/legal-hold`).send({ reason });
const release = (id: string) =>
  agents.admin.delete(`/api/v1/submissions/${id}/legal-hold`).send({ reason: 'Case settled' });

describe('legal hold', () => {
  it('an admin of the unit sets and releases it with a reason and audit rows; a reader only sees it', async () => {
    const { id } = await denied(1);
    const bad = await hold(id, 'x');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(M.LEGAL_HOLD_REASON_REQUIRED);
    const refused = await agents.reader
      .post(`/api/v1/submissions/${id}/legal-hold`)
      .send({ reason: 'Dispute' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.LEGAL_HOLD_DENIED);
    const set = await hold(id).expect(200);
    expect(set.body).toMatchObject({
      message: M.LEGAL_HOLD_SET,
      data: { hold: { reason: 'Litigation: Acme v. CPG' } },
    });
    expect((await hold(id)).status).toBe(409);
    const seen = await agents.reader.get(`/api/v1/submissions/${id}/retention`).expect(200);
    expect(seen.body.data).toMatchObject({ hold: { reason: 'Litigation: Acme v. CPG' }, canHold: false });
    const released = await release(id).expect(200);
    expect(released.body).toMatchObject({
      message: M.LEGAL_HOLD_RELEASED,
      data: { hold: null, canHold: true },
    });
    expect((await release(id)).body.message).toBe(M.LEGAL_HOLD_NONE);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['set-legal-hold', 'release-legal-hold']),
    );
  });

  it('refuses a record not decided yet', async () => {
    const id = await applicationRecord(t.ctx.db, w, 'NEW');
    expect((await hold(id)).body.message).toBe(M.LEGAL_HOLD_NOT_DECIDED);
  });
});

describe('the decision-retention job', () => {
  it('purges only past the window, not held, not requested; reports it; a second run purges nothing more', async () => {
    const inside = await denied(360); // 12 months have not passed
    const past = await denied(400);
    // Its frozen evidence bundle holds the answers' PDF: the purge takes it too (README 'Regulation B').
    const zipId = await saveFile(t.ctx.db, {
      kind: 'evidence',
      name: 'Evidence-v1.zip',
      contentType: 'application/zip',
      data: Readable.from([Buffer.from(`PK ${randomUUID()}`)]),
      ownerId: past.id,
    });
    await t.ctx.db.insert(evidenceBundles).values({
      submissionId: past.id,
      decision: 'DENIED',
      decidedAt: new Date(),
      version: 1,
      fileId: zipId,
      manifestSha256: 'a'.repeat(64),
    });
    const held = await denied(400);
    const requested = await denied(400);
    await hold(held.id).expect(200);
    await t.ctx.db
      .update(decisionNotices)
      .set({ reasonsRequestedAt: new Date(Date.now() - 380 * DAY) })
      .where(eq(decisionNotices.submissionId, requested.id));

    const report = await runRetention(t.ctx.db);
    expect(report.skippedHeld).toBeGreaterThanOrEqual(1);
    // Inside the window: never touched.
    const kept = await recordOf(inside.id);
    expect(kept.purgedAt).toBeNull();
    expect(kept.data).not.toEqual({});
    expect(await fileStore().head(inside.key)).not.toBeNull();
    // Past it: answers gone, files gone, the decision kept as the tombstone.
    const gone = await recordOf(past.id);
    expect(gone).toMatchObject({ data: {}, status: 'DENIED', denialCode: 'CR-1' });
    expect(gone.purgedAt).not.toBeNull();
    expect(await t.ctx.db.select().from(files).where(eq(files.id, past.fileId))).toEqual([]);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, zipId))).toEqual([]);
    expect(
      await t.ctx.db.select().from(evidenceBundles).where(eq(evidenceBundles.submissionId, past.id)),
    ).toEqual([]);
    expect(await fileStore().head(past.key)).toBeNull();
    expect(
      (await t.ctx.db.select().from(decisionNotices).where(eq(decisionNotices.submissionId, past.id)))[0]
        .reasons,
    ).toEqual(['Credit risk']);
    // A hold and an open request block it.
    expect((await recordOf(held.id)).purgedAt).toBeNull();
    expect((await recordOf(requested.id)).purgedAt).toBeNull();

    const runs = await agents.superAdmin.get('/api/v1/retention/runs').expect(200);
    const [latest] = runs.body.data;
    expect(latest).toMatchObject({ id: report.runId, purgedCount: report.purged });
    expect(latest.finishedAt).not.toBeNull();
    expect(latest.purged).toContainEqual(
      expect.objectContaining({
        submissionId: past.id,
        filesRemoved: 2, // the upload and the evidence ZIP
        applicationNumber: gone.applicationNumber,
      }),
    );
    expect(latest.purged.map((p: { submissionId: string }) => p.submissionId)).not.toContain(inside.id);
    expect((await agents.admin.get('/api/v1/retention/runs')).status).toBe(403);

    const again = await runRetention(t.ctx.db);
    expect(again.purged).toBe(0);
    // Released and statement sent: the next run purges them.
    await release(held.id).expect(200);
    await t.ctx.db
      .update(decisionNotices)
      .set({ statementSentAt: new Date() })
      .where(and(eq(decisionNotices.submissionId, requested.id)));
    expect((await runRetention(t.ctx.db)).purged).toBe(2);
  });
});
