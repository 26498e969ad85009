import { Readable } from 'node:stream';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fileChunks, files } from '../db/schema';
import { fileStore, type FileStore } from '../storage';
import { readAll } from '../storage/file-store';
import { CHUNK_BYTES } from './save-file';
import { sanitizeFileName } from './sanitize-name';

export interface StoredFileInfo {
  id: string;
  kind: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  ownerId: string | null;
}

export interface StoredFile extends StoredFileInfo {
  data: Buffer;
}

export interface OpenedFile extends StoredFileInfo {
  /** the bytes, streamed from the store (or, for a row not yet moved, from the database chunk by chunk) */
  stream: Readable;
}

/** Chunks read per statement: a few MB, never a whole large file in one result. */
const CHUNKS_PER_READ = 8;

/**
 * The stored file streamed, or null when there is none with this id: downloads read through here. Its name
 * comes as files/sanitize-name.ts shows it.
 */
export async function openFile(
  db: DbOrTx,
  id: string,
  store: FileStore = fileStore(),
): Promise<OpenedFile | null> {
  const [stored] = await db
    .select({
      id: files.id,
      kind: files.kind,
      name: files.name,
      contentType: files.contentType,
      size: files.size,
      sha256: files.sha256,
      ownerId: files.ownerId,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(eq(files.id, id));
  if (!stored) return null;
  const { storageKey, ...info } = stored;
  const row = { ...info, name: sanitizeFileName(info.name) };
  if (storageKey) return { ...row, stream: await store.get(storageKey) };
  return { ...row, stream: Readable.from(legacyBytes(db, id, row.size)) };
}

/**
 * The stored file whole, or null when there is none with this id (attachments, PDFs: callers that need the
 * bytes in memory). Downloads use openFile.
 */
export async function getFile(
  db: DbOrTx,
  id: string,
  store: FileStore = fileStore(),
): Promise<StoredFile | null> {
  const opened = await openFile(db, id, store);
  if (!opened) return null;
  const { stream, ...info } = opened;
  const data = await readAll(stream);
  if (data.length !== info.size)
    throw new Error(`File ${id} is incomplete: ${data.length} of ${info.size} bytes stored`);
  return { ...info, data };
}

/** The bytes of a row written before migration 0021: files.data whole, or file_chunks a few at a time. */
async function* legacyBytes(db: DbOrTx, id: string, size: number): AsyncGenerator<Buffer> {
  const [whole] = await db.select({ data: files.data }).from(files).where(eq(files.id, id));
  if (whole && whole.data.length >= size) {
    yield whole.data;
    return;
  }
  let at = 0;
  for (let n = 0; n * CHUNK_BYTES < size; n += CHUNKS_PER_READ) {
    const chunks = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, id), gte(fileChunks.n, n), lt(fileChunks.n, n + CHUNKS_PER_READ)))
      .orderBy(asc(fileChunks.n));
    for (const chunk of chunks) {
      at += chunk.data.length;
      yield chunk.data;
    }
  }
  if (at !== size) throw new Error(`File ${id} is incomplete: ${at} of ${size} bytes stored`);
}
