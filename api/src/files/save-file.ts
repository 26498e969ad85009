/**
 * Stores a document (DESIGN.md §4 'files'; issue 28 item 2): its bytes stream into the configured object store
 * (storage/index.ts) under their SHA-256 — identical content is stored once — and a files row references the
 * object. Call it inside the transaction of the change: the object is written first, so a rolled-back
 * transaction leaves at most an unreferenced object, which cleanupUnreferencedObjects removes.
 */
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';
import { fileStore, type FileStore } from '../storage';
import { sanitizeFileName } from './sanitize-name';
import { SpooledUpload, type UploadContent } from './upload-content';

export type FileKind = (typeof files.$inferInsert)['kind'];

/** The size of one chunk of a row written before migration 0021 (files/get-file.ts reads them). */
export const CHUNK_BYTES = 256 * 1024;

export interface SaveFileInput {
  kind: FileKind;
  name: string;
  contentType: string;
  /** the bytes, whole, as a stream or spooled to a temporary file (hashed while it is stored, memory bounded) */
  data: UploadContent | Readable;
  /** The record the file belongs to (a submission or a unit). */
  ownerId?: string | null;
}

export async function saveFile(
  tx: DbOrTx,
  input: SaveFileInput,
  store: FileStore = fileStore(),
): Promise<string> {
  const data = input.data;
  const { key, size } = await store.put(data instanceof SpooledUpload ? data.stream() : data);
  const [row] = await tx
    .insert(files)
    .values({
      kind: input.kind,
      name: sanitizeFileName(input.name),
      contentType: input.contentType,
      size,
      sha256: key,
      data: Buffer.alloc(0),
      storageKey: key,
      ownerId: input.ownerId ?? null,
    })
    .returning({ id: files.id });
  return row.id;
}
