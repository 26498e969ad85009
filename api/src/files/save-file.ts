/** Stores a document in the files table (DESIGN.md §4 'files'); call it inside the transaction of the change. */
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';
import { sanitizeFileName } from './sanitize-name';

export type FileKind = (typeof files.$inferInsert)['kind'];

export interface SaveFileInput {
  kind: FileKind;
  name: string;
  contentType: string;
  data: Buffer;
  /** The record the file belongs to (a submission or a unit). */
  ownerId?: string | null;
}

export async function saveFile(tx: DbOrTx, input: SaveFileInput): Promise<string> {
  const [row] = await tx
    .insert(files)
    .values({
      kind: input.kind,
      name: sanitizeFileName(input.name),
      contentType: input.contentType,
      size: input.data.length,
      sha256: createHash('sha256').update(input.data).digest('hex'),
      data: input.data,
      ownerId: input.ownerId ?? null,
    })
    .returning({ id: files.id });
  return row.id;
}
