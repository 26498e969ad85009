/**
 * Freezing a decision's evidence bundle (README 'Evidence bundle'): every part's files, a manifest.json with
 * each file's SHA-256 and size, zipped and stored in the object store (files kind 'evidence', owned by the
 * record) with an evidence_bundles row. A stored bundle is never rewritten: when what the bundle would hold
 * changes after it was frozen — the e-signature completes after the approval — a new version is frozen.
 * A run for a decision whose bundle already holds the same envelope stores nothing (the job is idempotent).
 */
import { Readable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { EVIDENCE_FORMAT, EVIDENCE_MANIFEST, type EvidenceManifest } from '@cp/schemas/contracts/evidence';
import type { Db, DbOrTx } from '../db/client';
import { evidenceBundles, submissions } from '../db/schema';
import { saveFile } from '../files/save-file';
import type { PdfPrinter } from '../services/documents/submission-pdf';
import type { SubmissionRow } from '../services/submissions/kind';
import { findUnit } from '../services/units/find-unit';
import { completedEnvelopeOf } from './completed-envelope';
import type { EvidencePart } from './part';
import { EVIDENCE_PARTS } from './parts';
import { peopleOf } from './people';
import { sha256Of } from './verify';
import { zipToBuffer, type ZipEntry } from './zip';

type BundleRow = typeof evidenceBundles.$inferSelect;

export const evidenceFileName = (s: Pick<SubmissionRow, 'applicationNumber'>, version: number) =>
  `Evidence-${(s.applicationNumber ?? '').replace(/[^\w-]+/g, '') || 'record'}-v${version}.zip`;

export async function latestBundle(db: DbOrTx, submissionId: string): Promise<BundleRow | null> {
  const [row] = await db
    .select()
    .from(evidenceBundles)
    .where(eq(evidenceBundles.submissionId, submissionId))
    .orderBy(desc(evidenceBundles.version))
    .limit(1);
  return row ?? null;
}

/** The bundle already frozen holds this decision and this signed envelope (or none): nothing to freeze. */
const isCurrent = (latest: BundleRow | null, decidedAt: Date, envelopeId: string | null) =>
  !!latest && latest.decidedAt.getTime() === decidedAt.getTime() && latest.signedEnvelopeId === envelopeId;

async function manifestOf(
  db: DbOrTx,
  s: SubmissionRow,
  version: number,
  createdAt: Date,
  entries: ZipEntry[],
): Promise<EvidenceManifest> {
  const unit = await findUnit(db, s.divisionId ?? s.companyId);
  const person = (await peopleOf(db, [s.approvedBy]))(s.approvedBy);
  return {
    format: EVIDENCE_FORMAT,
    submissionId: s.id,
    applicationNumber: s.applicationNumber ?? '',
    kind: s.form === 'customer-activation' ? 'activation' : 'application',
    unit: { id: s.divisionId ?? s.companyId, name: unit?.name ?? '' },
    decision: s.status as EvidenceManifest['decision'],
    decidedAt: (s.approvedOrDeniedDate ?? createdAt).toISOString(),
    decidedBy: person ? { id: person.id, name: person.name } : null,
    version,
    createdAt: createdAt.toISOString(),
    files: entries.map((e) => ({ path: e.path, sha256: sha256Of(e.bytes), bytes: e.bytes.length })),
  };
}

export interface FreezeOptions {
  db: Db;
  submissionId: string;
  printer: PdfPrinter;
  parts?: readonly EvidencePart[];
  now?: Date;
}

/** Freezes the record's bundle if it is decided and its latest bundle is not current; answers the new row. */
export async function freezeEvidenceBundle(o: FreezeOptions): Promise<BundleRow | null> {
  const { db } = o;
  const [s] = await db.select().from(submissions).where(eq(submissions.id, o.submissionId));
  if (!s || s.deleteDate || !s.approvedOrDeniedDate || !['APPROVED', 'DENIED'].includes(s.status))
    return null;
  const decidedAt = s.approvedOrDeniedDate;
  const envelope = await completedEnvelopeOf(db, s.id);
  const envelopeId = envelope?.id ?? null;
  if (isCurrent(await latestBundle(db, s.id), decidedAt, envelopeId)) return null;

  // Collected outside the transaction: a part may print a PDF, which must not hold the record's lock.
  const entries: ZipEntry[] = [];
  for (const part of o.parts ?? EVIDENCE_PARTS)
    entries.push(...(await part.collect({ db, submission: s, printer: o.printer })));
  const createdAt = o.now ?? new Date();

  return db.transaction(async (tx) => {
    // Held until the row is written: a run at the same time waits, then finds the bundle current.
    await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, s.id)).for('update');
    const latest = await latestBundle(tx, s.id);
    if (isCurrent(latest, decidedAt, envelopeId)) return null;
    const version = (latest?.version ?? 0) + 1;
    const manifest = await manifestOf(tx, s, version, createdAt, entries);
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    const zip = await zipToBuffer([{ path: EVIDENCE_MANIFEST, bytes: manifestBytes }, ...entries], createdAt);
    const fileId = await saveFile(tx, {
      kind: 'evidence',
      name: evidenceFileName(s, version),
      contentType: 'application/zip',
      data: Readable.from([zip]),
      ownerId: s.id,
    });
    const [row] = await tx
      .insert(evidenceBundles)
      .values({
        submissionId: s.id,
        decision: s.status as BundleRow['decision'],
        decidedAt,
        version,
        fileId,
        manifestSha256: sha256Of(manifestBytes),
        signedEnvelopeId: envelopeId,
        createdAt,
      })
      .returning();
    return row;
  });
}
