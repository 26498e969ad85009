/** Files are stored whole up to CHUNK_BYTES and in chunks above, and read back byte for byte either way. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileChunks, files } from '../db/schema';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { getFile } from './get-file';
import { CHUNK_BYTES, saveFile } from './save-file';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

describe('saveFile and getFile', () => {
  it.each([
    ['one byte', 1, 0],
    ['exactly one chunk', CHUNK_BYTES, 0],
    ['one byte over a chunk', CHUNK_BYTES + 1, 2],
    ['10 MB', 10 * 1024 * 1024, 40],
  ])('%s round-trips (%d bytes, %d chunks)', async (_label, size, chunks) => {
    const data = randomBytes(size);
    const id = await t.db.transaction((tx) =>
      saveFile(tx, { kind: 'upload', name: 'refs.pdf', contentType: 'application/pdf', data }),
    );
    const stored = await t.db.select({ n: fileChunks.n }).from(fileChunks).where(eq(fileChunks.fileId, id));
    expect(stored).toHaveLength(chunks);
    const [row] = await t.db.select({ size: files.size }).from(files).where(eq(files.id, id));
    expect(row.size).toBe(size);
    const file = await getFile(t.db, id);
    expect(file?.data.equals(data)).toBe(true);
  });

  it('a file whose chunks are missing is refused, not served short', async () => {
    const id = await t.db.transaction((tx) =>
      saveFile(tx, {
        kind: 'upload',
        name: 'refs.pdf',
        contentType: 'application/pdf',
        data: randomBytes(CHUNK_BYTES * 2),
      }),
    );
    await t.db.delete(fileChunks).where(eq(fileChunks.fileId, id));
    await expect(getFile(t.db, id)).rejects.toThrow('incomplete');
  });
});
