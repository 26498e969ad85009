/**
 * `npm run seed:large -- --count N [--seed S]`: adds N realistic submissions for benchmarks, in batches
 * of 5,000 rows per statement with a progress bar. Uses DATABASE_URL, else the PGlite database in
 * DATA_DIR (stop the server first: PGlite allows one process per directory). Seeds the demo units and
 * users first when the database is empty.
 */
import { SingleBar, Presets } from 'cli-progress';
import { ConfigError, loadConfig } from '../../config';
import { openDb } from '../client';
import { seedDemoIfEmpty } from './demo';
import { bulkInsertSubmissions, reserveNumbers } from './bulk-insert';
import { makeSubmission } from './demo-submissions';
import { seededRandom } from './random';
import { loadSeedUnits } from './seed-units';

const BATCH = 5000;

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw =
    i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`--${name} must be a whole number (got ${raw})`);
  return n;
}

async function main() {
  const total = argValue('count', 10_000);
  const r = seededRandom(argValue('seed', 1));
  const config = loadConfig(process.env);
  // A batch of 5,000 rows and their index entries can take longer than a request's 10 s on a busy machine.
  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: { statementMs: 300_000, queryMs: 310_000 },
  });
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  console.log(`Adding ${total.toLocaleString('en-US')} submissions to ${where} (${database.kind})`);
  try {
    if (await seedDemoIfEmpty(database.db))
      console.log('The database was empty: demo units and users seeded first.');
    const { units, staff } = await loadSeedUnits(database.db);
    if (units.length === 0 || staff.approverIds.length === 0)
      throw new Error(
        'No active unit with contacts and denial codes, or no approver: nothing to seed against.',
      );
    const bar = new SingleBar(
      { format: ' {bar} {percentage}% | {value}/{total} rows | {eta_formatted} left' },
      Presets.shades_classic,
    );
    const started = Date.now();
    bar.start(total, 0);
    const now = new Date();
    const generate = (size: number) =>
      Array.from({ length: size }, () => {
        const unit = r.pick(units);
        return { unit, ...makeSubmission(r, unit, staff, now) };
      });
    const store = (made: ReturnType<typeof generate>) =>
      database.db.transaction(async (tx) => {
        const perUnit = new Map<string, typeof made>();
        for (const m of made)
          if (m.needsNumber) perUnit.set(m.unit.id, [...(perUnit.get(m.unit.id) ?? []), m]);
        for (const [unitId, list] of perUnit) {
          const first = await reserveNumbers(tx, unitId, list.length);
          list.forEach((m, i) => (m.row.applicationNumber = `${m.unit.code}${first + i}`));
        }
        await bulkInsertSubmissions(
          tx,
          made.map((m) => m.row),
        );
      });
    // While the database stores one batch, the next one is generated.
    let pending: Promise<void> = Promise.resolve();
    for (let done = 0; done < total; done += BATCH) {
      const size = Math.min(BATCH, total - done);
      const made = generate(size);
      await pending;
      bar.update(done);
      pending = store(made);
    }
    await pending;
    bar.update(total);
    bar.stop();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Inserted ${total.toLocaleString('en-US')} submissions in ${seconds.toFixed(1)} s (${Math.round(total / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // One readable line, not a dump of the 5,000-row statement.
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  console.error(err instanceof Error ? `${err.message.split('\n')[0].slice(0, 200)}${cause}` : err);
  process.exit(1);
});
