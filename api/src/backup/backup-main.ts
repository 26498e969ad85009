/**
 * `npm run backup -- --out FILE` / `npm run restore -- --in FILE` (README 'Backups'): the configured database
 * (DATABASE_URL, else the PGlite data directory under DATA_DIR — stop the server first, PGlite serves one
 * process) and the stored files (STORAGE) into one archive, and back. Restore needs an empty target: a new
 * PostgreSQL database, or an empty DATA_DIR.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../config';
import { fileStore } from '../storage';
import { backup, restore, type BackupDatabase } from './backup';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({ args: rest, options: { out: { type: 'string' }, in: { type: 'string' } } });
// npm runs workspace scripts in api/: a relative path is taken from where the command was typed.
const resolve = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
const config = loadConfig();
// The embedded database's directory is DATA_DIR itself (db/client.ts).
const pgliteDir = config.dataDir;

async function main() {
  if (command === 'backup') {
    if (!values.out) throw new Error('Usage: npm run backup -- --out FILE');
    let database: BackupDatabase;
    let close = async () => undefined as void;
    if (config.databaseUrl) database = { engine: 'postgres', url: config.databaseUrl };
    else {
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const pglite = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
      database = { engine: 'pglite', pglite };
      close = () => pglite.close();
    }
    try {
      const m = await backup({ database, store: fileStore(), out: resolve(values.out) });
      const rows = Object.values(m.rows).reduce((a, b) => a + b, 0);
      console.log(
        `backed up ${m.engine}: ${Object.keys(m.rows).length} tables, ${rows} rows, ${m.files.length} files -> ${resolve(values.out)}`,
      );
    } finally {
      await close();
    }
  } else if (command === 'restore') {
    if (!values.in) throw new Error('Usage: npm run restore -- --in FILE');
    const target = config.databaseUrl
      ? ({ engine: 'postgres', url: config.databaseUrl } as const)
      : ({ engine: 'pglite', dataDir: pgliteDir } as const);
    const { manifest, pglite } = await restore({ in: resolve(values.in), target, store: fileStore() });
    await pglite?.close();
    console.log(
      `restored ${manifest.engine} backup of ${manifest.createdAt}: ${manifest.files.length} files; row counts match`,
    );
  } else throw new Error('Usage: backup-main.ts backup --out FILE | restore --in FILE');
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
