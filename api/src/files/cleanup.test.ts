/**
 * Generated PDFs a newer version replaced are removed with their stored objects (issue 28 item 2); the staff
 * copy, the current customer copy, a PDF attached to a logged email and an object another row shares stay.
 */
import { mkdtemp, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { files, emailMessages, submissions } from '../db/schema';
import { FsFileStore } from '../storage';
import { readAll } from '../storage/file-store';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { cleanupReplacedPdfs, cleanupUnreferencedObjects } from './cleanup';
import { saveFile } from './save-file';

let t: TestDatabase;
let store: FsFileStore;
beforeAll(async () => {
  t = await createTestDb();
  store = new FsFileStore(await mkdtemp(path.join(os.tmpdir(), 'cp-cleanup-')));
});
afterAll(() => t.close());

it('removes the PDFs of earlier versions and their objects, keeping what is still referenced', async () => {
  const { company, division } = await createCompanyWithDivision(t.db);
  const s = await createSubmission(t.db, { companyId: company.id, divisionId: division.id, version: 3 });
  const pdf = (name: string, body: string) =>
    saveFile(
      t.db,
      {
        kind: 'generated-pdf',
        name,
        contentType: 'application/pdf',
        data: Buffer.from(`%PDF-1.4 ${body}`),
        ownerId: s.id,
      },
      store,
    );
  const staffV2 = await pdf('Application # 1.pdf', `staff v2 ${s.id}`);
  const customerV2 = await pdf('Application # 1 (customer copy v2).pdf', `customer v2 ${s.id}`);
  const mailedV1 = await pdf('Application # 1 (customer copy v1).pdf', `mailed v1 ${s.id}`);
  const staffV3 = await pdf('Application # 1.pdf', `staff v3 ${s.id}`);
  const customerV3 = await pdf('Application # 1 (customer copy v3).pdf', `customer v3 ${s.id}`);
  // An earlier version's customer copy with the same bytes as the current one: the object is shared.
  const sameBytesV2 = await pdf('Application # 1 (customer copy v2) .pdf', `customer v3 ${s.id}`);
  await t.db.update(submissions).set({ pdfFileId: staffV3, pdfVersion: 3 }).where(eq(submissions.id, s.id));
  await t.db.insert(emailMessages).values({
    payload: {
      resolvedAttachments: [{ fileId: mailedV1, filename: 'a.pdf', contentType: 'application/pdf', size: 1 }],
    },
    status: 'sent',
    toAddress: 'buyer@example.test',
    subject: 'Your application',
  });
  const keyOf = async (id: string) =>
    (await t.db.select({ k: files.storageKey }).from(files).where(eq(files.id, id)))[0].k!;
  const staffV2Key = await keyOf(staffV2);
  const customerV2Key = await keyOf(customerV2);
  const sharedKey = await keyOf(customerV3);

  const report = await cleanupReplacedPdfs(t.db, store);
  expect(report).toEqual({ rows: 3, objects: 2 });
  const left = (
    await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [staffV2, customerV2, mailedV1, staffV3, customerV3, sameBytesV2]))
  ).map((r) => r.id);
  expect(left.sort()).toEqual([mailedV1, staffV3, customerV3].sort());
  expect(await store.head(staffV2Key)).toBeNull();
  expect(await store.head(customerV2Key)).toBeNull();
  expect(await store.head(sharedKey)).not.toBeNull();

  expect(await cleanupReplacedPdfs(t.db, store)).toEqual({ rows: 0, objects: 0 });
});

it('sweeps objects no row references once they are older than the grace period', async () => {
  const { key: orphan } = await store.put(Buffer.from(`replaced upload ${Math.random()}`));
  const { key: fresh } = await store.put(Buffer.from(`in-flight upload ${Math.random()}`));
  const keptId = await saveFile(
    t.db,
    {
      kind: 'upload',
      name: 'refs.pdf',
      contentType: 'application/pdf',
      data: Buffer.from(`kept ${Math.random()}`),
    },
    store,
  );
  const [{ k: kept }] = await t.db.select({ k: files.storageKey }).from(files).where(eq(files.id, keptId));
  const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  for (const key of [orphan, kept!])
    await utimes(path.join(store.root, key.slice(0, 2), key.slice(2, 4), key), old, old);

  expect(await cleanupUnreferencedObjects(t.db, store)).toBe(1);
  expect(await store.head(orphan)).toBeNull();
  expect(await store.head(fresh)).not.toBeNull();
  expect(await store.head(kept!)).not.toBeNull();
  // Stored again, an old object is fresh again: a row about to reference it keeps it.
  await utimes(path.join(store.root, fresh.slice(0, 2), fresh.slice(2, 4), fresh), old, old);
  await store.put(Buffer.from((await getFileBytes(fresh)).toString()));
  expect(await cleanupUnreferencedObjects(t.db, store)).toBe(0);
});

async function getFileBytes(key: string) {
  return readAll(await store.get(key));
}
