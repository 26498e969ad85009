/**
 * `npm run migrate-files -w api`: moves the bytes of files written before migration 0021 into the configured
 * store (files/migrate-files.ts) and prints the counts; exit code 1 when some rows could not be moved.
 * The server also runs this at start, after the migrations.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { fileStore } from '../storage';
import { filesLeftInDatabase, migrateFilesToStore } from './migrate-files';

const config = loadConfig();
const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await migrateFilesToStore(database.db, fileStore());
  for (const f of report.failed) console.error(`not moved: file ${f.id}: ${f.reason}`);
  console.log(
    `moved ${report.moved} file(s) to the ${fileStore().kind} store; ${await filesLeftInDatabase(database.db)} left in the database`,
  );
  process.exitCode = report.failed.length ? 1 : 0;
} finally {
  await database.close();
}
