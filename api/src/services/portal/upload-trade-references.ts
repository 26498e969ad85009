/**
 * POST /api/application/setInviteTradeReferences: the customer uploads their trade references instead
 * of typing them. The options are mutually exclusive (customer-portal.md §4): an upload clears the typed
 * references and the 'later' choice. The stored name is the original base name + '_' + the application id.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, submissions } from '../../db/schema';
import { checkDocumentUpload } from '../../files/check-upload';
import type { UploadContent } from '../../files/upload-content';
import { saveFile } from '../../files/save-file';
import { writeAudit } from '../submissions/audit';
import { lockOpenRecord } from './lock-open-record';

export interface UploadTradeReferencesOptions {
  db: Db;
  id: unknown;
  email: unknown;
  /** The name the customer's file had (FileName field, else the part's file name). */
  fileName: string;
  content: UploadContent | undefined;
  ip?: string;
}

export async function uploadTradeReferences(o: UploadTradeReferencesOptions): Promise<string> {
  const checked = await checkDocumentUpload(o.fileName, o.content);
  return o.db.transaction(async (tx) => {
    const { submission } = await lockOpenRecord(tx, { id: o.id, email: o.email, form: 'credit-application' });
    const storedName = `${checked.base}_${submission.id}${checked.ext}`;
    const fileId = await saveFile(tx, {
      kind: 'upload',
      name: storedName,
      contentType: checked.contentType,
      data: o.content as UploadContent,
      ownerId: submission.id,
    });
    // The previous upload is replaced, not kept: only one trade-reference document belongs to a record.
    if (submission.tradeReferencesFileId) {
      await tx.delete(files).where(eq(files.id, submission.tradeReferencesFileId));
    }
    const data = {
      ...submission.data,
      tradeReferencesFileName: storedName,
      tradeRefInfo: [],
      tradeReferencesSkipped: false,
    };
    await tx
      .update(submissions)
      .set({
        data,
        tradeReferencesFileId: fileId,
        version: sql`${submissions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(submissions.id, submission.id));
    await writeAudit(tx, {
      actorId: null,
      actorKind: 'customer',
      action: 'upload-trade-references',
      entity: 'submission',
      entityId: submission.id,
      before: { tradeReferencesFileName: submission.data.tradeReferencesFileName ?? null },
      after: { tradeReferencesFileName: storedName },
      ip: o.ip,
    });
    return storedName;
  });
}
