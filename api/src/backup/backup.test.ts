/**
 * Backup and restore round-trip (issue 28 item 6), on both databases: seed, back up (database and stored
 * files in one archive), restore into an empty database and store, compare row counts per table and the
 * files' hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../db/client';
import { getFile } from '../files/get-file';
import { saveFile } from '../files/save-file';
import { FsFileStore, type FileStore } from '../storage';
import { readAll } from '../storage/file-store';
import { startS3StandIn, type S3StandIn } from '../storage/s3-stand-in';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { createTestDb } from '../test/test-db';
import { backup, restore, rowCounts } from './backup';

let work: string;
let s3: S3StandIn;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cp-backup-test-'));
  s3 = await startS3StandIn('cp-backup');
});
afterAll(async () => {
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

async function seed(db: Db, store: FileStore) {
  const { company, division } = await createCompanyWithDivision(db);
  const s = await createSubmission(db, { companyId: company.id, divisionId: division.id });
  const contents = [randomBytes(1000), randomBytes(700 * 1024), Buffer.from('%PDF-1.4 same')];
  const ids: string[] = [];
  for (const data of [...contents, contents[2]])
    ids.push(
      await saveFile(
        db,
        { kind: 'upload', name: 'refs.pdf', contentType: 'application/pdf', data, ownerId: s.id },
        store,
      ),
    );
  return { ids, hashes: contents.map((c) => createHash('sha256').update(c).digest('hex')).sort() };
}

async function keysAndHashes(store: FileStore) {
  const out: string[] = [];
  for await (const key of store.list()) {
    expect(
      createHash('sha256')
        .update(await readAll(await store.get(key)))
        .digest('hex'),
    ).toBe(key);
    out.push(key);
  }
  return out.sort();
}

it('PostgreSQL (files in S3) round-trips through pg_dump / pg_restore into an empty database', async () => {
  const t = await createTestDb();
  if (!t.url) return void (await t.close()); // PGlite run: the case below covers it
  const source = s3.store('src/');
  const seeded = await seed(t.db, source);
  const before = await rowCounts({
    query: async (q) => ((await t.db.execute(q)) as unknown as { rows: never[] }).rows,
  });
  const out = path.join(work, 'pg.tar');
  const manifest = await backup({ database: { engine: 'postgres', url: t.url }, store: source, out });
  expect(manifest.files.map((f) => f.key).sort()).toEqual(seeded.hashes);

  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `cp_restore_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  try {
    const target = new FsFileStore(path.join(work, 'pg-files'));
    await restore({ in: out, target: { engine: 'postgres', url }, store: target });
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const after = await rowCounts({ query: async (q) => (await c.query(q)).rows });
    await c.end();
    expect(after).toEqual(before);
    expect(after.files).toBeGreaterThanOrEqual(4);
    expect(await keysAndHashes(target)).toEqual(seeded.hashes);
    // A second restore into the now non-empty database is refused.
    await expect(restore({ in: out, target: { engine: 'postgres', url }, store: target })).rejects.toThrow(
      'not empty',
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await t.close();
  }
});

it('PGlite round-trips through its data directory dump into an empty one', async () => {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(pglite) as unknown as Db;
  await migrate(drizzle(pglite), { migrationsFolder: path.join(import.meta.dirname, '../db/migrations') });
  const source = new FsFileStore(path.join(work, 'pglite-src'));
  const seeded = await seed(db, source);
  const before = await rowCounts({ query: async (q) => (await pglite.query(q)).rows as never });
  const out = path.join(work, 'pglite.tar');
  await backup({ database: { engine: 'pglite', pglite }, store: source, out });
  await pglite.close();

  const target = new FsFileStore(path.join(work, 'pglite-dst'));
  const { pglite: restored } = await restore({
    in: out,
    target: { engine: 'pglite', dataDir: 'memory://' },
    store: target,
  });
  try {
    const after = await rowCounts({ query: async (q) => (await restored!.query(q)).rows as never });
    expect(after).toEqual(before);
    expect(await keysAndHashes(target)).toEqual(seeded.hashes);
    const file = await getFile(drizzle(restored!) as unknown as Db, seeded.ids[1], target);
    expect(file?.size).toBe(700 * 1024);
  } finally {
    await restored?.close();
  }
  // Dumps and restores a whole PGlite database: 51 s in a full run on two cores, near the 60 s default.
}, 150_000);
