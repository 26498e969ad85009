/**
 * Starts the product: configuration, database (migrations run on open), demo data on an empty database,
 * the outbox worker, the HTTP server, and a graceful shutdown on SIGINT/SIGTERM.
 */
import type { Server } from 'node:http';
import { ConfigError, loadConfig, type Config } from './config';
import { createApp } from './app';
import type { AppContext } from './context';
import { openDb } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { createLogger } from './http/logger';
import { startOutboxWorker } from './jobs/worker';
import { closePdfRenderers } from './pdf';

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => logger.warn({ err }, 'database connection lost; the pool replaces it'),
  });
  logger.info(
    { kind: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'database ready',
  );
  const ctx: AppContext = { db: database.db, config, logger };
  if (config.seedDemo && (await seedDemoIfEmpty(database.db))) logger.info('demo data seeded');
  const worker = config.runWorker ? startOutboxWorker(ctx) : undefined;

  const server: Server = createApp(ctx).listen(config.port, () => {
    logger.info(`Credit Portal listening on ${config.publicOrigin} (port ${config.port})`);
  });
  server.on('error', (err) => {
    logger.fatal({ err }, `cannot listen on port ${config.port}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await worker?.stop();
    // The warm Chromium would otherwise outlive the server.
    await closePdfRenderers();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
