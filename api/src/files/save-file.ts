/**
 * Stores a document in the files table (DESIGN.md §4 'files'); call it inside the transaction of the change.
 * A file larger than CHUNK_BYTES goes into file_chunks, one statement per chunk: a whole 10 MB value in one
 * statement made the embedded database's memory grow by hundreds of MB for good (issue 11 item 11).
 */
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { fileChunks, files } from '../db/schema';
import { sanitizeFileName } from './sanitize-name';

export type FileKind = (typeof files.$inferInsert)['kind'];

/** The size of one stored chunk (and the largest file kept whole in files.data). */
export const CHUNK_BYTES = 256 * 1024;

export interface SaveFileInput {
  kind: FileKind;
  name: string;
  contentType: string;
  data: Buffer;
  /** The record the file belongs to (a submission or a unit). */
  ownerId?: string | null;
}

export async function saveFile(tx: DbOrTx, input: SaveFileInput): Promise<string> {
  const chunked = input.data.length > CHUNK_BYTES;
  const [row] = await tx
    .insert(files)
    .values({
      kind: input.kind,
      name: sanitizeFileName(input.name),
      contentType: input.contentType,
      size: input.data.length,
      sha256: createHash('sha256').update(input.data).digest('hex'),
      data: chunked ? Buffer.alloc(0) : input.data,
      ownerId: input.ownerId ?? null,
    })
    .returning({ id: files.id });
  if (chunked)
    for (let n = 0; n * CHUNK_BYTES < input.data.length; n++)
      await tx
        .insert(fileChunks)
        .values({ fileId: row.id, n, data: input.data.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES) });
  return row.id;
}
