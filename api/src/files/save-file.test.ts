/**
 * Files are stored in the object store under their SHA-256 (issue 28 item 2) and read back byte for byte;
 * rows written before (bytes in files.data or file_chunks) are still read, and refused when incomplete.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileChunks, files } from '../db/schema';
import { FsFileStore } from '../storage';
import { readAll } from '../storage/file-store';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { getFile, openFile } from './get-file';
import { saveFileInDatabase } from './legacy-testing';
import { CHUNK_BYTES, saveFile } from './save-file';

let t: TestDatabase;
let store: FsFileStore;
beforeAll(async () => {
  t = await createTestDb();
  store = new FsFileStore(await mkdtemp(path.join(os.tmpdir(), 'cp-save-file-')));
});
afterAll(async () => {
  await t.close();
});

describe('saveFile and getFile', () => {
  it.each([
    ['one byte', 1],
    ['exactly one chunk', CHUNK_BYTES],
    ['one byte over a chunk', CHUNK_BYTES + 1],
    ['10 MB', 10 * 1024 * 1024],
  ])('%s round-trips through the store, nothing in the database (%d bytes)', async (_label, size) => {
    const data = randomBytes(size);
    const id = await t.db.transaction((tx) =>
      saveFile(tx, { kind: 'upload', name: 'refs.pdf', contentType: 'application/pdf', data }, store),
    );
    const stored = await t.db.select({ n: fileChunks.n }).from(fileChunks).where(eq(fileChunks.fileId, id));
    expect(stored).toHaveLength(0);
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    expect(row.size).toBe(size);
    expect(row.data.length).toBe(0);
    expect(row.storageKey).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await store.head(row.storageKey!)).toMatchObject({ size });
    const file = await getFile(t.db, id, store);
    expect(file?.data.equals(data)).toBe(true);
    const opened = await openFile(t.db, id, store);
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
  });

  it('stores identical content once, from a buffer or a stream', async () => {
    const data = randomBytes(CHUNK_BYTES * 3);
    const save = (content: Buffer | Readable) =>
      saveFile(
        t.db,
        { kind: 'generated-pdf', name: 'a.pdf', contentType: 'application/pdf', data: content },
        store,
      );
    const a = await save(data);
    const b = await save(Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    const rows = await t.db
      .select()
      .from(files)
      .where(eq(files.sha256, createHash('sha256').update(data).digest('hex')));
    expect(rows.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(1);
    const keys: string[] = [];
    for await (const k of store.list()) keys.push(k);
    expect(keys.filter((k) => k === rows[0].storageKey)).toHaveLength(1);
  });

  it.each([
    ['kept whole', 1000],
    ['in chunks', CHUNK_BYTES * 2 + 5],
  ])('a file written before the store (%s) is still read', async (_label, size) => {
    const data = randomBytes(size);
    const id = await saveFileInDatabase(t.db, data);
    expect((await getFile(t.db, id, store))?.data.equals(data)).toBe(true);
  });

  it('a file whose chunks are missing is refused, not served short', async () => {
    const id = await saveFileInDatabase(t.db, randomBytes(CHUNK_BYTES * 2));
    await t.db.delete(fileChunks).where(eq(fileChunks.fileId, id));
    await expect(getFile(t.db, id, store)).rejects.toThrow('incomplete');
  });
});
