/**
 * Backups (issue 28 item 6; README 'Backups'): one tar archive holding
 *   manifest.json         engine, time, row count per table, the stored objects (key, size)
 *   database.pgdump       PostgreSQL: pg_dump's custom format (restored with pg_restore), or
 *   database.pglite.tgz   PGlite: its data directory (PGlite dumpDataDir, restored with loadDataDir)
 *   files/<sha256>        every object a files row references, streamed from the store
 * Restore goes into an empty database (and any store: objects are put back under their SHA-256, checked);
 * the row counts of the manifest are compared with the restored database's.
 */
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import tar from 'tar-stream';
import type { FileStore } from '../storage';
import { readAll } from '../storage/file-store';

const run = promisify(execFile);

/** Where the database is: a PostgreSQL server (pg_dump/pg_restore on PATH) or a PGlite instance. */
export type BackupDatabase = { engine: 'postgres'; url: string } | { engine: 'pglite'; pglite: PGlite };

export interface Manifest {
  format: 1;
  engine: 'postgres' | 'pglite';
  createdAt: string;
  /** rows per table of the public schema */
  rows: Record<string, number>;
  files: { key: string; size: number }[];
}

interface Query {
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function connect(database: BackupDatabase): Promise<Query> {
  if (database.engine === 'pglite')
    return {
      query: async <T>(sql: string) => (await database.pglite.query<T>(sql)).rows,
      close: async () => undefined,
    };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

/** Row count of every table in the public schema (and drizzle's migration journal). */
export async function rowCounts(q: Pick<Query, 'query'>): Promise<Record<string, number>> {
  const tables = await q.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables
      where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [r] = await q.query<{ n: number }>(`select count(*)::int as n from "${t.schema}"."${t.name}"`);
    out[t.schema === 'public' ? t.name : `${t.schema}.${t.name}`] = r.n;
  }
  return out;
}

export async function backup(o: {
  database: BackupDatabase;
  store: FileStore;
  out: string;
}): Promise<Manifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'cp-backup-'));
  try {
    const q = await connect(o.database);
    let manifest: Manifest;
    let dumpFile: string;
    let dumpName: string;
    try {
      const keys = await q.query<{ key: string }>(
        'select distinct storage_key as key from files where storage_key is not null order by 1',
      );
      const files: Manifest['files'] = [];
      for (const { key } of keys) {
        const head = await o.store.head(key);
        if (!head) throw new Error(`Stored object ${key} is missing: the backup would be incomplete`);
        files.push({ key, size: head.size });
      }
      if (o.database.engine === 'postgres') {
        dumpName = 'database.pgdump';
        dumpFile = path.join(work, dumpName);
        manifest = {
          format: 1,
          engine: 'postgres',
          createdAt: new Date().toISOString(),
          rows: await rowCounts(q),
          files,
        };
        await run(
          'pg_dump',
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            '--file',
            dumpFile,
            '--dbname',
            o.database.url,
          ],
          {
            maxBuffer: 16 * 1024 * 1024,
          },
        );
      } else {
        dumpName = 'database.pglite.tgz';
        dumpFile = path.join(work, dumpName);
        manifest = {
          format: 1,
          engine: 'pglite',
          createdAt: new Date().toISOString(),
          rows: await rowCounts(q),
          files,
        };
        await dumpPglite(o.database.pglite, dumpFile);
      }
    } finally {
      await q.close();
    }

    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(o.out));
    const entry = (name: string, size: number, source: NodeJS.ReadableStream) =>
      new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name, size }, (err) => (err ? reject(err) : resolve()));
        pipeline(source, sink).catch(reject);
      });
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: 'manifest.json' }, json, (err) => (err ? reject(err) : resolve())),
    );
    await entry(dumpName, (await stat(dumpFile)).size, createReadStream(dumpFile));
    for (const f of manifest.files) await entry(`files/${f.key}`, f.size, await o.store.get(f.key));
    pack.finalize();
    await written;
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Where to restore: an empty PostgreSQL database, or a PGlite data directory ('memory://' in tests). */
export type RestoreTarget = { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string };

export interface RestoreResult {
  manifest: Manifest;
  /** the restored PGlite, open (the caller closes it) */
  pglite?: PGlite;
}

export async function restore(o: {
  in: string;
  target: RestoreTarget;
  store: FileStore;
}): Promise<RestoreResult> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'cp-restore-'));
  try {
    let manifest: Manifest | undefined;
    let dumpFile: string | undefined;
    await assertEmptyTarget(o.target);
    const extract = tar.extract();
    const reading = pipeline(createReadStream(o.in), extract);
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === 'manifest.json') {
        manifest = JSON.parse((await readAll(entry as unknown as Readable)).toString('utf8')) as Manifest;
        if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`);
        if (manifest.engine !== o.target.engine)
          throw new Error(
            `This backup is of a ${manifest.engine} database; the target is ${o.target.engine}`,
          );
      } else if (name === 'database.pgdump' || name === 'database.pglite.tgz') {
        dumpFile = path.join(work, name);
        await pipeline(entry, createWriteStream(dumpFile));
      } else if (name.startsWith('files/')) {
        const expected = name.slice('files/'.length);
        // tar-stream's entries are streamx readables: Node's stream pipeline reads them as any other.
        const { key } = await o.store.put(entry as unknown as Readable);
        if (key !== expected)
          throw new Error(`Stored object ${expected} in the backup does not match its SHA-256`);
      } else {
        entry.resume();
      }
    }
    await reading;
    if (!manifest || !dumpFile)
      throw new Error('Not a backup archive: manifest.json or the database dump is missing');

    let pglite: PGlite | undefined;
    if (o.target.engine === 'postgres') {
      await run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', o.target.url, dumpFile],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const memory = o.target.dataDir.startsWith('memory://');
      pglite = await PGlite.create({
        dataDir: memory ? undefined : path.resolve(o.target.dataDir),
        loadDataDir: await openAsBlob(dumpFile),
        extensions: { pg_trgm },
      });
    }

    const q = pglite
      ? await connect({ engine: 'pglite', pglite })
      : await connect(o.target as { engine: 'postgres'; url: string });
    try {
      const rows = await rowCounts(q);
      const differ = Object.keys({ ...rows, ...manifest.rows }).filter((t) => rows[t] !== manifest!.rows[t]);
      if (differ.length)
        throw new Error(`Restored row counts differ from the backup's: ${differ.join(', ')}`);
    } finally {
      await q.close();
    }
    return { manifest, pglite };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function assertEmptyTarget(target: RestoreTarget) {
  if (target.engine === 'postgres') {
    const q = await connect(target);
    try {
      const [{ n }] = await q.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      if (n > 0) throw new Error('The target database is not empty: restore into a new, empty database');
    } finally {
      await q.close();
    }
  } else if (!target.dataDir.startsWith('memory://')) {
    // The fs store's directory (DATA_DIR/files) may already be there; the database's files may not.
    const present = (await readdir(target.dataDir).catch(() => [] as string[])).filter((f) => f !== 'files');
    if (present.length)
      throw new Error(`The target data directory ${target.dataDir} is not empty: restore into a new one`);
  }
}

/**
 * PGlite's data directory as a gzipped tar, without the fs store's `files/` (it lives in DATA_DIR, which is
 * the data directory: its objects go into the archive once, under files/<sha256>).
 */
async function dumpPglite(pglite: PGlite, out: string) {
  const blob = await pglite.dumpDataDir('none');
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(out));
  const reading = pipeline(Readable.fromWeb(blob.stream() as never), extract);
  for await (const entry of extract) {
    if (/^\/?files(\/|$)/.test(entry.header.name)) {
      entry.resume();
      continue;
    }
    await new Promise<void>((resolve, reject) => {
      const sink = pack.entry(entry.header, (err) => (err ? reject(err) : resolve()));
      pipeline(entry as unknown as Readable, sink).catch(reject);
    });
  }
  await reading;
  pack.finalize();
  await written;
}
