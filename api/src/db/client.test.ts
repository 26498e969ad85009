/**
 * The embedded database (PGlite) in DATA_DIR: it starts in a directory the file store was made in first (a
 * command run on PostgreSQL before the first `npm start`), keeping what is there, and opens again.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb } from './client';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('openDb on PGlite', () => {
  it('makes its database in a DATA_DIR that already holds the file store, and opens it again', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'cp-datadir-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    mkdirSync(path.join(dataDir, 'files', 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'ab', 'stored'), 'kept');

    const first = await openDb({ dataDir });
    await first.db.execute(sql`create table kept_rows (n int)`);
    await first.db.execute(sql`insert into kept_rows values (7)`);
    await first.close();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'files', 'ab', 'stored'), 'utf8')).toBe('kept');

    const again = await openDb({ dataDir });
    const { rows } = (await again.db.execute(sql`select n from kept_rows`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    await again.close();
    expect(rows).toEqual([{ n: 7 }]);
    // Nothing is left beside it from the set-up.
    expect(readdirNames(parent)).toEqual(['data']);
  }, 120_000);
});

const readdirNames = (dir: string) => readdirSync(dir).sort();
