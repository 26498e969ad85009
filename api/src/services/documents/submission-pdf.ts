/**
 * The PDF of a submission: generated once per version of the record and stored in `files`. The staff
 * copy (with the decision block) is the one submissions.pdf_file_id points to, reused while
 * pdf_version = version; the customer copy is stored beside it under a name carrying the version. The bytes
 * are in the object store (files/save-file.ts): the same PDF is stored once; copies a newer version replaced
 * are removed by files/cleanup.ts cleanupReplacedPdfs.
 */
import { and, eq } from 'drizzle-orm';
import { renderPdfHtml } from '@cp/templates';
import type { DbOrTx } from '../../db/client';
import { files, submissions, units, users } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { getFile } from '../../files/get-file';
import { saveFile } from '../../files/save-file';
import { definitionOf } from '../../forms/definitions';
import { signatureFontCss } from '../../pdf/signature-font';
import { buildSubmissionPdfContext } from './build-pdf-context';

export interface PdfPrinter {
  renderPdf(html: string): Promise<Buffer>;
}

export interface SubmissionPdf {
  data: Buffer;
  filename: string;
  fileId: string;
}

export type PdfCopy = 'staff' | 'customer';

export function submissionPdfFileName(form: string, applicationNumber: string | null): string {
  const n = applicationNumber ?? '';
  return form === 'customer-activation' ? `Customer Activation # ${n}.pdf` : `Application # ${n}.pdf`;
}

/**
 * The stored PDF of the record's current version, or null when it has not been rendered yet (a web process
 * waiting for a worker's render polls this, pdf/render-in-worker.ts).
 */
export async function findStoredSubmissionPdf(
  db: DbOrTx,
  submissionId: string,
  copy: PdfCopy,
): Promise<SubmissionPdf | null> {
  const [s] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!s || s.deleteDate) throw new AppError(ErrorCode.NotFound);
  return storedPdfOf(db, s, copy);
}

type SubmissionRow = typeof submissions.$inferSelect;

const storedNameOf = (s: SubmissionRow, copy: PdfCopy, filename: string) =>
  copy === 'staff' ? filename : `${filename.slice(0, -4)} (customer copy v${s.version}).pdf`;

async function storedPdfOf(db: DbOrTx, s: SubmissionRow, copy: PdfCopy): Promise<SubmissionPdf | null> {
  const filename = submissionPdfFileName(s.form, s.applicationNumber);
  const storedName = storedNameOf(s, copy, filename);
  const cachedId =
    copy === 'staff'
      ? s.pdfFileId && s.pdfVersion === s.version
        ? s.pdfFileId
        : undefined
      : (
          await db
            .select({ id: files.id })
            .from(files)
            .where(and(eq(files.ownerId, s.id), eq(files.kind, 'generated-pdf'), eq(files.name, storedName)))
            .limit(1)
        )[0]?.id;
  if (cachedId) {
    const f = await getFile(db, cachedId);
    if (f) return { data: f.data, filename, fileId: cachedId };
  }
  return null;
}

export async function getSubmissionPdf(opts: {
  db: DbOrTx;
  submissionId: string;
  copy: PdfCopy;
  printer: PdfPrinter;
}): Promise<SubmissionPdf> {
  const { db, copy } = opts;
  const [s] = await db.select().from(submissions).where(eq(submissions.id, opts.submissionId));
  if (!s || s.deleteDate) throw new AppError(ErrorCode.NotFound);
  const filename = submissionPdfFileName(s.form, s.applicationNumber);
  const storedName = storedNameOf(s, copy, filename);
  const stored = await storedPdfOf(db, s, copy);
  if (stored) return stored;

  const unitId = s.divisionId ?? s.companyId;
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  if (!unit) throw new AppError(ErrorCode.NotFound);
  const approver = s.approvedBy
    ? (await db.select().from(users).where(eq(users.id, s.approvedBy)))[0]
    : undefined;
  // The version the record was invited on (issue 16: printed with its own version forever).
  const definition = await definitionOf(db, s);
  const context = buildSubmissionPdfContext({
    submission: s,
    unit,
    definition,
    copy,
    approvedByName: approver
      ? `${approver.firstName} ${approver.lastName}`.trim() || approver.email
      : undefined,
  });
  const html = renderPdfHtml('submission', { ...context, signatureFontCss: signatureFontCss() });
  const data = await opts.printer.renderPdf(html);

  const fileId = await saveFile(db, {
    kind: 'generated-pdf',
    name: storedName,
    contentType: 'application/pdf',
    data,
    ownerId: s.id,
  });
  if (copy === 'staff') {
    // Only the PDF columns change: the record's version stays, so the stored PDF matches it.
    await db
      .update(submissions)
      .set({ pdfFileId: fileId, pdfVersion: s.version })
      .where(and(eq(submissions.id, s.id), eq(submissions.version, s.version)));
  }
  return { data, filename, fileId };
}
