/**
 * npm run bench:exports — figures, not a test (README 'Exports': bounded memory for a million rows).
 *
 * Seeds BENCH_ROWS Email log rows (default 1,000,000; skipped when already there) into a PostgreSQL database
 * of its own, then writes the Email log's CSV export (api/src/exports: the list's own paged service, the
 * console's formatting, csv-stringify with formula escaping) into a counting sink, and beside it a bare
 * csv-stringify of as many synthetic rows. Prints rows/s and the growth of RSS over the run for both.
 * The export reads the list's pages by offset (the list service's own paging): its time per page grows with
 * the offset, its memory does not.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import pg from 'pg';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-db';
// By path: @cp/api's export map is not resolvable by TypeScript (see list.ts).
import { openDb } from '../api/src/db/client';
import { CSV_OPTIONS, paged, streamCsv } from '../api/src/exports/csv-writer';
import { emailLogExport } from '../api/src/exports/lists/email-log';
import type { AppContext } from '../api/src/context';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_exports';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

/** A sink that counts bytes and, for streamCsv, takes the headers a response would. */
function sink() {
  let bytes = 0;
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done();
    },
  });
  return Object.assign(out, { setHeader: () => out, bytes: () => bytes });
}

/** Runs `work`, sampling RSS every 25 ms: the seconds taken and the peak growth over the RSS at the start. */
async function measure(work: () => Promise<void>): Promise<{ seconds: number; growthMb: number }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const t0 = performance.now();
  await work();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  return { seconds, growthMb: (Math.max(peak, process.memoryUsage().rss) - start) / 2 ** 20 };
}

async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('select count(*) as n from email_messages');
  const missing = ROWS - Number(rows[0].n);
  if (missing > 0) {
    console.log(`Seeding ${missing.toLocaleString('en-US')} Email log rows…`);
    // Every fifth subject starts with a formula character, so the escaping is part of the measured work.
    await client.query(
      `insert into email_messages (payload, template, to_address, subject, status, attempts, created_at)
       select '{}'::jsonb, 'application-receipt', 'buyer' || g || '@bench.test',
              case when g % 5 = 0 then '=HYPERLINK("x")' else 'Your application ' || g end,
              'sent', 1, now() - (g || ' seconds')::interval
       from generate_series(1, $1::int) g`,
      [missing],
    );
  }
  await client.end();
}

async function main() {
  await ensureBenchDatabase(ADMIN_URL, DB_NAME);
  const url = benchDatabaseUrl(ADMIN_URL, DB_NAME);
  const database = await openDb({ databaseUrl: url, poolSize: 2 });
  await seed(url);
  const ctx = { db: database.db } as unknown as AppContext;
  const list = emailLogExport;

  const exportSink = sink();
  const exported = await measure(() =>
    streamCsv(exportSink as never, {
      fileName: 'email-log.csv',
      header: list.columns.map((c) => c.header),
      pages: (async function* () {
        const query = list.query.parse({});
        const pages = paged((offset, limit) =>
          list.page({ ctx, req: undefined as never, query, offset, limit }),
        );
        for await (const page of pages)
          yield page.map((r) => list.columns.map((c) => c.cell(r, { timeZone: 'UTC' })));
      })(),
    }),
  );

  const bareSink = sink();
  const bare = await measure(async () => {
    async function* rows() {
      for (let g = 1; g <= ROWS; g++)
        yield [
          `buyer${g}@bench.test`,
          g % 5 ? `Your application ${g}` : '=HYPERLINK("x")',
          '',
          '',
          'sent',
          '1',
          '',
        ];
    }
    await pipeline(Readable.from(rows()), stringify(CSV_OPTIONS), bareSink);
  });

  const line = (name: string, m: { seconds: number; growthMb: number }, bytes: number) =>
    console.log(
      `${name.padEnd(24)} ${Math.round(ROWS / m.seconds)
        .toLocaleString('en-US')
        .padStart(10)} rows/s  ` +
        `${m.seconds.toFixed(1).padStart(7)} s  RSS +${m.growthMb.toFixed(0)} MB  ${(bytes / 2 ** 20).toFixed(0)} MB written`,
    );
  console.log(`${ROWS.toLocaleString('en-US')} rows`);
  line('Email log export', exported, exportSink.bytes());
  line('bare csv-stringify', bare, bareSink.bytes());
  await database.close();
}

await main();
