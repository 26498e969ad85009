/**
 * Makes a ready PGlite data directory for the end-to-end servers: migrations, the built-in form versions
 * and the demo data, as the product's start does them (api/src/main.ts), then closes it cleanly so the
 * directory can be copied. Run once per suite run by support/global-setup.ts; each server then starts on a
 * copy (scripts/e2e-server.mjs --from) instead of migrating and seeding again.
 *
 *   tsx e2e/support/demo-data.ts <dataDir>
 */
interface ApiDatabase {
  db: unknown;
  close(): Promise<void>;
}

// Loaded by file URL, as portal-fixtures.ts does: the API's '@cp/api/*' sources are extensionless.
const apiModule = (path: string) => new URL(`../../api/src/${path}.ts`, import.meta.url).href;

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: demo-data.ts <dataDir>');
  // The demo's stored files (its PDFs) go beside the database, into the directory every server copies, as
  // a server's own do (DATA_DIR/files): not into the repository's ./data, where they stopped a later
  // `npm start` from creating its database there (PGlite will not initialise a directory that is not empty).
  process.env.DATA_DIR = dataDir;
  const { openDb } = (await import(apiModule('db/client'))) as {
    openDb(o: { dataDir: string }): Promise<ApiDatabase>;
  };
  const { seedDemoIfEmpty } = (await import(apiModule('db/seed/demo'))) as {
    seedDemoIfEmpty(db: unknown): Promise<boolean>;
  };
  const database = await openDb({ dataDir });
  if (!(await seedDemoIfEmpty(database.db))) throw new Error(`${dataDir} already held data.`);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
