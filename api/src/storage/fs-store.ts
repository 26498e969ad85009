/**
 * The filesystem driver (STORAGE=fs, the default): objects under `<root>/ab/cd/<sha256>`. A put streams to a
 * temporary file in the root while hashing, then renames it into place (atomic: a reader sees the whole
 * object or none); an object already present is kept and the temporary file removed.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  assertKey,
  FileNotStoredError,
  hashingStream,
  objectPath,
  type FileStore,
  type PutResult,
} from './file-store';

export class FsFileStore implements FileStore {
  readonly kind = 'fs' as const;
  constructor(readonly root: string) {}

  private pathOf(key: string) {
    return path.join(this.root, objectPath(key));
  }

  async put(content: Readable | Buffer): Promise<PutResult> {
    const tmpDir = path.join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    const hashing = hashingStream();
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, hashing, createWriteStream(tmp, { flags: 'wx' }));
      const result = hashing.result();
      const target = this.pathOf(result.key);
      if (await this.head(result.key)) {
        await rm(tmp, { force: true });
        // Written again: the object is fresh for the unreferenced-object sweep's grace period (files/cleanup.ts).
        const now = new Date();
        await utimes(target, now, now);
      } else {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
      }
      return result;
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.head(key))) throw new FileNotStoredError(key);
    return createReadStream(file);
  }

  async head(key: string): Promise<{ size: number; modified: Date } | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, modified: s.mtime } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(assertKey(key)), { force: true });
  }

  async *list(): AsyncIterable<string> {
    const dirs = async (dir: string) => {
      try {
        return (await readdir(dir, { withFileTypes: true }))
          .filter((d) => d.isDirectory())
          .map((d) => d.name);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
    };
    for (const a of (await dirs(this.root)).filter((d) => /^[0-9a-f]{2}$/.test(d)).sort())
      for (const b of (await dirs(path.join(this.root, a))).filter((d) => /^[0-9a-f]{2}$/.test(d)).sort())
        for (const f of (await readdir(path.join(this.root, a, b))).sort())
          if (/^[0-9a-f]{64}$/.test(f) && f.startsWith(a + b)) yield f;
  }
}
