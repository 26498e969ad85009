/**
 * npm run bench:ar-import — figures, not a test (issue 29 budget: an AR import of 100,000 rows in <= 30 s with
 * memory growth <= 150 MB).
 *
 * On a PostgreSQL database of its own (BENCH_DB, migrated by the product): a company with one division, a
 * super admin, BENCH_ENTITIES entities each with a customer code; a CSV of BENCH_ROWS lines (default 100,000;
 * two thirds with a known customer code, the rest unknown, every bucket filled). Measures, in the same run:
 * the bare baseline (csv-parse alone over the same bytes, records counted) and the product's import
 * (parseArFile: parse + check every line; storeArImport: replace, insert in batches, match), each as wall
 * time and RSS / heap growth over the run's start. Run twice: the second import replaces the first (same date).
 * Both read the CSV as a stream from a file on disk, as the route does with the upload multer spooled there
 * (api/src/routes/ar-imports.ts): the body is never held in memory, so the growth is the parse and the store.
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse';
import pg from 'pg';
import { AR_COLUMNS } from '@cp/schemas/contracts/ar-imports';
import { openDb } from '../api/src/db/client';
import { loadSessionUser } from '../api/src/auth/session-user';
import { parseArFile, storeArImport, unitCodes, findUnitRow } from '../api/src/customers/ar-import';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_ar';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ENTITIES = Number(process.env.BENCH_ENTITIES ?? 50_000);

const dbUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

function csvBytes(): Buffer {
  const lines = [AR_COLUMNS.join(',')];
  for (let i = 0; i < ROWS; i++) {
    const code = i % 3 === 2 ? `UNKNOWN-${i}` : `ARB-${i % ENTITIES}`;
    const b = [100 + (i % 50), 20, 10, 5, 1 + (i % 7)];
    lines.push(`${code},ARBD,2026-10-31,${b.join(',')},${b.reduce((a, x) => a + x, 0)}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function measure<T>(label: string, fn: () => Promise<T>): Promise<T> {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let peak = rss0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const out = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s   peak RSS growth ${mb(peak - rss0).padStart(6)} MB   heap growth ${mb(process.memoryUsage().heapUsed - heap0).padStart(6)} MB`,
  );
  return out;
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const database = await openDb({ databaseUrl: dbUrl(), poolSize: 2 });
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  let { rows } = await client.query(`select id from units where code = 'ARB'`);
  if (!rows.length) {
    ({ rows } = await client.query(
      `insert into units (kind, code, name, prefix) values ('company', 'ARB', 'AR Bench', 'ARB') returning id`,
    ));
    await client.query(
      `insert into units (kind, parent_id, code, name, prefix) values ('division', $1, 'ARBD', 'AR Bench D', 'ARBD')`,
      [rows[0].id],
    );
    await client.query(`insert into customer_entities (legal_name, customer_codes)
      select 'AR Bench ' || g, array['ARB-' || g] from generate_series(0, ${ENTITIES - 1}) g`);
  }
  const unitId = rows[0].id as string;
  let user = (await client.query(`select id from users where email = 'ar-bench@example.test'`)).rows[0];
  if (!user)
    user = (
      await client.query(`insert into users (email, password_hash, first_name, last_name, active, security)
        values ('ar-bench@example.test', 'x', 'AR', 'Bench', true, 'SUPER ADMIN') returning id`)
    ).rows[0];
  const actor = await loadSessionUser(database.db, user.id);
  if (!actor) throw new Error('no bench user');
  const staff = { actor };
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-bench-ar-'));
  const file = path.join(dir, 'bench.csv');
  const size = (() => {
    const bytes = csvBytes();
    writeFileSync(file, bytes);
    return bytes.length;
  })();
  console.log(
    `AR import bench: ${ROWS} rows (${mb(size)} MB, read from ${file}), ${ENTITIES} entities; loadavg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  for (let run = 1; run <= 2; run++) {
    await measure(`bare csv-parse (run ${run})`, async () => {
      let n = 0;
      for await (const _ of createReadStream(file).pipe(parse({ info: true }))) n++;
      return n;
    });
    const result = await measure(`product import (run ${run})`, async () => {
      const unit = await findUnitRow(database.db, unitId);
      const stream = createReadStream(file);
      const lines = await parseArFile(stream, {
        mapping: {},
        units: await unitCodes(database.db, staff, unit!),
      }).finally(() => stream.destroy());
      return storeArImport(database.db, staff, { unitId, fileName: 'bench.csv', lines });
    });
    console.log(
      `  rows ${result.rowCount}, matched ${result.matchedCount}, unmatched ${result.unmatchedCount}, replaced ${result.imports[0]?.replaced}`,
    );
  }
  console.log(
    `loadavg after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  rmSync(dir, { recursive: true, force: true });
  await client.end();
  await database.close();
}

await main();
