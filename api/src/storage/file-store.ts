/**
 * Object storage for uploaded and generated documents (issue 28 item 2): one interface, two drivers, chosen
 * by STORAGE — the filesystem under DATA_DIR (fs-store.ts, the embedded default) or any S3-compatible
 * service (s3-store.ts). Objects are content-addressed: the key is the SHA-256 of the bytes, so identical
 * content is stored once and a files row (db/schema/documents.ts `storage_key`) references it.
 */
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

export interface PutResult {
  /** the SHA-256 of the content, hex: the object's key */
  key: string;
  size: number;
}

export interface FileStore {
  readonly kind: 'fs' | 's3';
  /** Streams the content in (hashing as it goes, bounded memory) and stores it under its SHA-256. */
  put(content: Readable | Buffer): Promise<PutResult>;
  /** The object's bytes as a stream; rejects with FileNotStoredError when there is none. */
  get(key: string): Promise<Readable>;
  /** The object's size and when it was written, or null when there is none. */
  head(key: string): Promise<{ size: number; modified: Date } | null>;
  /** Removes the object (no error when it is already gone). */
  delete(key: string): Promise<void>;
  /** Every stored key (backups, cleanup). */
  list(): AsyncIterable<string>;
}

export class FileNotStoredError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = 'FileNotStoredError';
  }
}

const KEY = /^[0-9a-f]{64}$/;

/** A key is a lowercase hex SHA-256; anything else (a path, '..') is refused before it reaches a driver. */
export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** `ab/cd/<sha256>`: the object's path under the store's root (a directory or a bucket). */
export function objectPath(key: string): string {
  assertKey(key);
  return `${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
}

/** A pass-through that hashes and counts what flows through it; `result()` after the end. */
export function hashingStream(): Transform & { result(): PutResult } {
  const hash = createHash('sha256');
  let size = 0;
  let key: string | undefined;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      key = hash.digest('hex');
      done();
    },
  });
  return Object.assign(t, {
    result(): PutResult {
      if (key === undefined) throw new Error('hashingStream: result() before the end');
      return { key, size };
    },
  });
}

export async function readAll(stream: Readable, size?: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks, size);
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
