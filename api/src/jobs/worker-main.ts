/**
 * The jobs as their own process (`npm run worker -w api`, as ROLE=worker of main.ts): the pg-boss workers and
 * cron (queue.ts). Several may run against one PostgreSQL server (DATABASE_URL required;
 * PGlite is single-process and runs the jobs in the server).
 */
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/client';
import { createLogger } from '../http/logger';
import { closePdfRenderers } from '../pdf';
import { startJobs } from './queue';
import { JOB_KINDS } from './registry';

async function main() {
  const config = loadConfig(process.env);
  if (!config.databaseUrl)
    throw new ConfigError('Invalid configuration: DATABASE_URL is required for a separate worker');
  // The server's logger, so the worker's lines are redacted the same way (http/redact.ts).
  const logger = createLogger(config.logLevel);
  const database = await openDb({ databaseUrl: config.databaseUrl, poolSize: 4 });
  const jobs = await startJobs({ db: database.db, config, logger, kinds: JOB_KINDS });
  const shutdown = async () => {
    await jobs.stop();
    await closePdfRenderers();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
