/** The scheduled cleanup of stored files (issue 28 item 2): registered, daily, and its handler removes a replaced PDF. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { files, submissions } from '../../db/schema';
import { saveFile } from '../../files/save-file';
import { FsFileStore, setFileStore, type FileStore } from '../../storage';
import { createCompanyWithDivision, createSubmission } from '../../test/factories';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { JOB_KINDS } from '../registry';
import { filesCleanupJob } from './files-cleanup';

let t: TestDatabase;
let store: FsFileStore;
let before: FileStore | undefined;
beforeAll(async () => {
  t = await createTestDb();
  store = new FsFileStore(await mkdtemp(path.join(os.tmpdir(), 'cp-files-cleanup-')));
  before = setFileStore(store);
});
afterAll(async () => {
  setFileStore(before);
  await t.close();
});

it('is a registered daily job', () => {
  expect(JOB_KINDS.map((k) => k.name)).toContain('files-cleanup');
  expect(filesCleanupJob.cron).toBe('41 3 * * *');
});

it("its run removes an earlier version's PDF and its object, and keeps the current staff copy", async () => {
  const { company, division } = await createCompanyWithDivision(t.db);
  const s = await createSubmission(t.db, { companyId: company.id, divisionId: division.id, version: 2 });
  const pdf = (name: string, body: string) =>
    saveFile(
      t.db,
      { kind: 'generated-pdf', name, contentType: 'application/pdf', data: Buffer.from(body), ownerId: s.id },
      store,
    );
  const old = await pdf('Application # 7.pdf', `%PDF-1.4 v1 ${s.id}`);
  const current = await pdf('Application # 7.pdf', `%PDF-1.4 v2 ${s.id}`);
  await t.db.update(submissions).set({ pdfFileId: current, pdfVersion: 2 }).where(eq(submissions.id, s.id));
  const [{ key }] = await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, old));

  const logged: unknown[] = [];
  const logger = { info: (o: unknown) => logged.push(o), warn: () => {}, error: () => {} };
  await filesCleanupJob.handler(
    { db: t.db, config: loadConfig({ NODE_ENV: 'test' }), logger },
    {},
    { id: 'j', workerId: 'w' },
  );

  const left = (await t.db.select({ id: files.id }).from(files).where(eq(files.ownerId, s.id))).map(
    (r) => r.id,
  );
  expect(left).toEqual([current]);
  expect(await store.head(key!)).toBeNull();
  expect(logged).toEqual([{ replaced: { rows: 1, objects: 1 }, unreferenced: 0 }]);
});
