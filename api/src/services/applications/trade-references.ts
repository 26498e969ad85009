/**
 * The Trade References File of an application for staff (back-office.md §2 'Application details', §4
 * 'Trade-reference upload … overwrites the current file', §5 'Uploads'): one document (.pdf, .doc, .docx)
 * per record, checked by content (files/check-upload). Staff upload it like any other edit (NEW becomes
 * PENDING, decided records are read-only) and download it while they may read the record.
 */
import { eq } from 'drizzle-orm';
import type { TradeReferenceFile } from '@cp/schemas/contracts/applications';
import { TRADE_REFERENCES_PDF_ERROR } from '@cp/schemas/messages/applications';
import type { Db, DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { checkDocumentUpload } from '../../files/check-upload';
import { openFile, type OpenedFile } from '../../files/get-file';
import type { UploadContent } from '../../files/upload-content';
import { saveFile } from '../../files/save-file';
import type { Staff } from '../submissions/access';
import { applyChange } from '../submissions/apply-change';
import { assertEditable } from '../submissions/guards';
import { loadSubmission } from '../submissions/load-submission';
import { APPLICATION } from './kind';
import { tradeReferencesFileOf } from './trade-reference-file';

export async function listTradeReferenceFiles(
  o: Staff & { db: DbOrTx; id: string },
): Promise<TradeReferenceFile[]> {
  const row = await loadSubmission(o.db, APPLICATION, o, o.id);
  const file = await tradeReferencesFileOf(o.db, row);
  return file ? [file] : [];
}

/**
 * One file of the record (its trade references, or another file it owns) for a user who may read it;
 * `fileId` omitted means the current trade-reference document.
 */
export async function getApplicationFile(
  o: Staff & { db: DbOrTx; id: string; fileId?: string },
): Promise<OpenedFile> {
  const row = await loadSubmission(o.db, APPLICATION, o, o.id);
  const fileId = o.fileId ?? row.tradeReferencesFileId;
  const file = fileId ? await openFile(o.db, fileId) : null;
  // A file of another record is reported like a missing one: ids do not open other records' files.
  if (!file || file.ownerId !== row.id) {
    file?.stream.destroy();
    throw new AppError(ErrorCode.NotFound, TRADE_REFERENCES_PDF_ERROR);
  }
  return file;
}

export async function uploadStaffTradeReferences(
  o: Staff & { db: Db; id: string; fileName: string; content: UploadContent | undefined },
): Promise<string> {
  const checked = await checkDocumentUpload(o.fileName, o.content);
  let storedName = '';
  await applyChange({
    ...o,
    kind: APPLICATION,
    action: 'upload-trade-references',
    permission: 'save',
    deniedMessage: APPLICATION.messages.changeDenied,
    guard: (row) => assertEditable(APPLICATION, row),
    patch: async (row, tx) => {
      storedName = `${checked.base}_${row.id}${checked.ext}`;
      const fileId = await saveFile(tx, {
        kind: 'upload',
        name: storedName,
        contentType: checked.contentType,
        data: o.content as UploadContent,
        ownerId: row.id,
      });
      // The upload overwrites the current document (§4): only one belongs to a record.
      if (row.tradeReferencesFileId) await tx.delete(files).where(eq(files.id, row.tradeReferencesFileId));
      return {
        tradeReferencesFileId: fileId,
        data: { ...row.data, tradeReferencesFileName: storedName, tradeReferencesSkipped: false },
      };
    },
  });
  return storedName;
}
