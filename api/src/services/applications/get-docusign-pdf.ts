/**
 * The signed DocuSign PDF of an approved application (back-office.md §2: enabled only when approved, with
 * an envelope, and docuSignCompleted). READ ONLY may not view it (§6). The PDF is the one the envelope's
 * completion stored (files kind 'signed-pdf', owned by the record; esign/complete-envelope.ts); without
 * it the answer is 'DocuSign PDF is unavailable for this application!'.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  APPLICATION_DOCUSIGN_DENIED,
  APPLICATION_NOT_APPROVED,
  DOCUSIGN_PDF_UNAVAILABLE,
} from '@cp/schemas/messages/applications';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { getFile, type StoredFile } from '../../files/get-file';
import { assertMay, type Staff } from '../submissions/access';
import { loadSubmission } from '../submissions/load-submission';
import { APPLICATION } from './kind';

export async function getDocuSignPdf(o: Staff & { db: DbOrTx; id: string }): Promise<StoredFile> {
  const row = await loadSubmission(o.db, APPLICATION, o, o.id);
  assertMay(o, APPLICATION, 'viewDocuSign', row, APPLICATION_DOCUSIGN_DENIED);
  if (row.status !== 'APPROVED') throw new AppError(ErrorCode.Rule, APPLICATION_NOT_APPROVED);
  const unavailable = () => new AppError(ErrorCode.Rule, DOCUSIGN_PDF_UNAVAILABLE);
  if (!row.docuSignEnvelopeId || !row.docuSignCompleted) throw unavailable();
  const [signed] = await o.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerId, row.id), eq(files.kind, 'signed-pdf')))
    .orderBy(desc(files.createdAt))
    .limit(1);
  const file = signed ? await getFile(o.db, signed.id) : null;
  if (!file) throw unavailable();
  return file;
}
