/**
 * `npm run migrate -w api`: applies the migrations (and the built-in form definitions) and exits, for a deploy
 * that migrates once before starting its processes. On PostgreSQL it runs under the advisory lock every start
 * takes too (client.ts), so it may run beside starting processes: one migrates, the others wait and find it done.
 */
import { ConfigError, loadConfig } from '../config';
import { openDb } from './client';

async function main() {
  const config = loadConfig(process.env);
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  await database.close();
  console.log(`migrations applied (${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
