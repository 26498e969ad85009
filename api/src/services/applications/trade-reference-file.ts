/** The current trade-reference document of an application, as the details page and its file list show it. */
import { and, eq } from 'drizzle-orm';
import type { TradeReferenceFile } from '@cp/schemas/contracts/applications';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { sanitizeFileName } from '../../files/sanitize-name';
import type { SubmissionRow } from '../submissions/kind';

/** The record's current trade-reference document, without its bytes; null when it has none. */
export async function tradeReferencesFileOf(
  db: DbOrTx,
  row: Pick<SubmissionRow, 'id' | 'tradeReferencesFileId'>,
): Promise<TradeReferenceFile | null> {
  if (!row.tradeReferencesFileId) return null;
  const [file] = await db
    .select({
      id: files.id,
      fileName: files.name,
      contentType: files.contentType,
      size: files.size,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(and(eq(files.id, row.tradeReferencesFileId), eq(files.ownerId, row.id)));
  if (!file) return null;
  const { createdAt, fileName, ...rest } = file;
  return { ...rest, fileName: sanitizeFileName(fileName), addDate: createdAt.toISOString() };
}
