import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fileChunks, files } from '../db/schema';
import { CHUNK_BYTES } from './save-file';
import { sanitizeFileName } from './sanitize-name';

export interface StoredFile {
  id: string;
  kind: string;
  name: string;
  contentType: string;
  size: number;
  data: Buffer;
  ownerId: string | null;
}

/** Chunks read per statement: a few MB, never a whole large file in one result. */
const CHUNKS_PER_READ = 8;

/**
 * The stored file, or null when there is none with this id. Read every file through here (chunks); its name
 * comes as files/sanitize-name.ts shows it.
 */
export async function getFile(db: DbOrTx, id: string): Promise<StoredFile | null> {
  const [stored] = await db
    .select({
      id: files.id,
      kind: files.kind,
      name: files.name,
      contentType: files.contentType,
      size: files.size,
      data: files.data,
      ownerId: files.ownerId,
    })
    .from(files)
    .where(eq(files.id, id));
  if (!stored) return null;
  const row = { ...stored, name: sanitizeFileName(stored.name) };
  if (row.data.length >= row.size) return row;
  // A large file (files/save-file.ts): its bytes are in file_chunks.
  const data = Buffer.allocUnsafe(row.size);
  let at = 0;
  for (let n = 0; n * CHUNK_BYTES < row.size; n += CHUNKS_PER_READ) {
    const chunks = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, id), gte(fileChunks.n, n), lt(fileChunks.n, n + CHUNKS_PER_READ)))
      .orderBy(asc(fileChunks.n));
    for (const chunk of chunks) at += chunk.data.copy(data, at);
  }
  if (at !== row.size) throw new Error(`File ${id} is incomplete: ${at} of ${row.size} bytes stored`);
  return { ...row, data };
}
