/**
 * The configured FileStore (STORAGE=fs|s3, README 'Storage'), made once per process on first use. Under
 * vitest the fs store lives in a temporary directory of the process, never in the repository's DATA_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import type { FileStore } from './file-store';
import { FsFileStore } from './fs-store';
import { S3FileStore } from './s3-store';

export type { FileStore, PutResult } from './file-store';
export { FileNotStoredError } from './file-store';
export { FsFileStore } from './fs-store';
export { S3FileStore } from './s3-store';

let current: FileStore | undefined;

export function createFileStore(config: Pick<Config, 'dataDir' | 'storage'>): FileStore {
  const s = config.storage;
  if (s.driver === 's3') return new S3FileStore(s);
  return new FsFileStore(path.join(config.dataDir, 'files'));
}

/** The process's store. */
export function fileStore(): FileStore {
  if (!current) {
    const config = loadConfig();
    if (process.env.VITEST) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-files-'));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      current = new FsFileStore(dir);
    } else current = createFileStore(config);
  }
  return current;
}

/** Replaces the process's store (tests; a backup restore into another store). Returns the one it replaced. */
export function setFileStore(store: FileStore | undefined): FileStore | undefined {
  const before = current;
  current = store;
  return before;
}
