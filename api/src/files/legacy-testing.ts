/** Test helper: rows in the format before migration 0021 (bytes in the database), for the read and move paths. */
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { fileChunks, files } from '../db/schema';
import { CHUNK_BYTES } from './save-file';

/** How a file was written before migration 0021 (the former saveFile): whole up to a chunk, else in chunks. */
export async function saveFileInDatabase(db: DbOrTx, data: Buffer, name = 'refs.pdf'): Promise<string> {
  const chunked = data.length > CHUNK_BYTES;
  const [row] = await db
    .insert(files)
    .values({
      kind: 'upload',
      name,
      contentType: 'application/pdf',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data: chunked ? Buffer.alloc(0) : data,
    })
    .returning({ id: files.id });
  if (chunked)
    for (let n = 0; n * CHUNK_BYTES < data.length; n++)
      await db
        .insert(fileChunks)
        .values({ fileId: row.id, n, data: data.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES) });
  return row.id;
}
