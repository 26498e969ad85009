/**
 * Moves the bytes of files written before migration 0021 (files.data, file_chunks) into the configured store
 * (issue 28 item 2). Safe to re-run: only rows without a storage_key are read; a row is switched to its
 * object (and its database bytes emptied) in one transaction after the object is stored and its SHA-256
 * matches the row's; a row that cannot be read or whose content does not match is left as it was and
 * counted. Runs at start after the migrations (db/client.ts) and as `npm run migrate-files -w api`.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fileChunks, files } from '../db/schema';
import { fileStore, type FileStore } from '../storage';
import { getFile } from './get-file';

export interface MigrateFilesReport {
  moved: number;
  /** rows left in the database: unreadable, incomplete or not matching their SHA-256 */
  failed: { id: string; reason: string }[];
}

const BATCH = 20;

export async function migrateFilesToStore(
  db: DbOrTx,
  store: FileStore = fileStore(),
  log: (line: string) => void = () => undefined,
): Promise<MigrateFilesReport> {
  const report: MigrateFilesReport = { moved: 0, failed: [] };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: files.id, sha256: files.sha256 })
      .from(files)
      .where(and(isNull(files.storageKey), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(BATCH);
    if (!batch.length) break;
    after = batch[batch.length - 1].id;
    for (const row of batch) {
      try {
        // A row without a key is read from the database (getFile's legacy path), one file at a time.
        const file = await getFile(db, row.id, store);
        if (!file) continue;
        const { key } = await store.put(file.data);
        if (key !== row.sha256) throw new Error(`content does not match its SHA-256 (${key})`);
        await db.transaction(async (tx) => {
          const [done] = await tx
            .update(files)
            .set({ storageKey: key, data: Buffer.alloc(0) })
            .where(and(eq(files.id, row.id), isNull(files.storageKey)))
            .returning({ id: files.id });
          if (done) await tx.delete(fileChunks).where(eq(fileChunks.fileId, row.id));
        });
        report.moved++;
      } catch (err) {
        report.failed.push({ id: row.id, reason: (err as Error).message });
      }
    }
  }
  if (report.moved || report.failed.length)
    log(
      `Files moved to the ${store.kind} store: ${report.moved}; left in the database: ${report.failed.length}`,
    );
  return report;
}

/** How many rows still have their bytes in the database. */
export async function filesLeftInDatabase(db: DbOrTx): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(isNull(files.storageKey));
  return r.n;
}
