/**
 * The move of files written before migration 0021 into the store (issue 28 item 2): every readable row moves,
 * its database bytes are emptied; a re-run moves nothing more; a row that cannot be read whole is left and
 * reported.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { fileChunks, files } from '../db/schema';
import { FsFileStore } from '../storage';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { getFile } from './get-file';
import { saveFileInDatabase } from './legacy-testing';
import { CHUNK_BYTES } from './save-file';
import { migrateFilesToStore } from './migrate-files';

let t: TestDatabase;
let store: FsFileStore;
beforeAll(async () => {
  t = await createTestDb();
  store = new FsFileStore(await mkdtemp(path.join(os.tmpdir(), 'cp-migrate-files-')));
});
afterAll(() => t.close());

it('moves file_chunks and whole rows into the store, can be re-run, and leaves what it cannot move', async () => {
  const small = randomBytes(1000);
  const large = randomBytes(CHUNK_BYTES * 3 + 7);
  const smallId = await saveFileInDatabase(t.db, small);
  const largeId = await saveFileInDatabase(t.db, large);
  const brokenId = await saveFileInDatabase(t.db, randomBytes(CHUNK_BYTES * 2));
  await t.db.delete(fileChunks).where(eq(fileChunks.fileId, brokenId));

  const lines: string[] = [];
  const first = await migrateFilesToStore(t.db, store, (l) => lines.push(l));
  expect(first.moved).toBeGreaterThanOrEqual(2);
  expect(first.failed.map((f) => f.id)).toEqual([brokenId]);
  expect(first.failed[0].reason).toMatch(/incomplete/);
  expect(lines.join('\n')).toMatch(/Files moved to the fs store: \d+; left in the database: 1/);

  const rows = await t.db
    .select()
    .from(files)
    .where(inArray(files.id, [smallId, largeId, brokenId]));
  const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
  expect(byId[smallId].storageKey).toBe(byId[smallId].sha256);
  expect(byId[largeId].storageKey).toBe(byId[largeId].sha256);
  expect(byId[largeId].data.length).toBe(0);
  expect(byId[brokenId].storageKey).toBeNull();
  expect(await t.db.select().from(fileChunks).where(eq(fileChunks.fileId, largeId))).toHaveLength(0);
  expect((await getFile(t.db, smallId, store))?.data.equals(small)).toBe(true);
  expect((await getFile(t.db, largeId, store))?.data.equals(large)).toBe(true);

  const again = await migrateFilesToStore(t.db, store);
  expect(again.moved).toBe(0);
  expect(again.failed.map((f) => f.id)).toEqual([brokenId]);
});

it('leaves a row whose bytes do not match its SHA-256', async () => {
  const id = await saveFileInDatabase(t.db, randomBytes(500));
  await t.db
    .update(files)
    .set({ sha256: 'f'.repeat(64) })
    .where(eq(files.id, id));
  const report = await migrateFilesToStore(t.db, store);
  expect(report.failed.find((f) => f.id === id)?.reason).toMatch(/does not match/);
  const [row] = await t.db.select().from(files).where(eq(files.id, id));
  expect(row.storageKey).toBeNull();
  expect(row.data.length).toBe(500);
});
