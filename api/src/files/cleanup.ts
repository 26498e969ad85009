/**
 * Removes generated PDFs that a newer version of their record replaced (issue 28 item 2), then the stored
 * objects no row references any more. A generated PDF is kept while it is the record's staff copy
 * (submissions.pdf_file_id), the customer copy of the record's current version, or an attachment of a
 * message in the Email log. To be run on a schedule (the job registry, api/src/jobs) — daily is enough.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';
import { fileStore, type FileStore } from '../storage';

export interface CleanupReport {
  /** files rows removed */
  rows: number;
  /** stored objects removed (a key other rows still reference is kept) */
  objects: number;
}

export async function cleanupReplacedPdfs(
  db: DbOrTx,
  store: FileStore = fileStore(),
): Promise<CleanupReport> {
  // Both drivers (node-postgres, PGlite) answer raw statements as { rows }.
  const { rows } = (await db.execute(sql`
    select f.id, f.storage_key from files f
    join submissions s on s.id = f.owner_id
    where f.kind = 'generated-pdf'
      and f.id is distinct from s.pdf_file_id
      and f.name not like '%(customer copy v' || s.version || ').pdf'
      and not exists (select 1 from email_messages o where strpos(o.payload::text, f.id::text) > 0)
  `)) as unknown as { rows: { id: string; storage_key: string | null }[] };
  if (!rows.length) return { rows: 0, objects: 0 };
  const ids = rows.map((r) => r.id);
  await db.delete(files).where(and(inArray(files.id, ids), eq(files.kind, 'generated-pdf')));
  const objects = await deleteUnreferenced(
    db,
    store,
    rows.map((r) => r.storage_key).filter((k): k is string => !!k),
  );
  return { rows: ids.length, objects };
}

/** Deletes the objects among `keys` that no files row references. */
export async function deleteUnreferenced(db: DbOrTx, store: FileStore, keys: string[]): Promise<number> {
  const unique = [...new Set(keys)];
  if (!unique.length) return 0;
  const still = new Set(
    (await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, unique))).map(
      (r) => r.key,
    ),
  );
  let removed = 0;
  for (const key of unique)
    if (!still.has(key)) {
      await store.delete(key);
      removed++;
    }
  return removed;
}

/** An object younger than this is never swept: a row referencing it may not be committed yet. */
export const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes stored objects no files row references and not written for `graceMs` (a replaced upload's or
 * packet's object, one of a rolled-back transaction). To be run on a schedule with cleanupReplacedPdfs.
 */
export async function cleanupUnreferencedObjects(
  db: DbOrTx,
  store: FileStore = fileStore(),
  graceMs = UNREFERENCED_GRACE_MS,
): Promise<number> {
  const before = Date.now() - graceMs;
  let batch: string[] = [];
  let removed = 0;
  const sweep = async () => {
    const referenced = new Set(
      (await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch))).map(
        (r) => r.key,
      ),
    );
    for (const key of batch) {
      if (referenced.has(key)) continue;
      const head = await store.head(key);
      if (head && head.modified.getTime() < before) {
        await store.delete(key);
        removed++;
      }
    }
    batch = [];
  };
  for await (const key of store.list()) {
    batch.push(key);
    if (batch.length >= 500) await sweep();
  }
  if (batch.length) await sweep();
  return removed;
}
