/**
 * Starts the product: configuration, database (migrations run on open, under an advisory lock on PostgreSQL),
 * demo data on an empty database, the jobs (pg-boss workers and cron), the HTTP server,
 * and a graceful shutdown on SIGINT/SIGTERM.
 *
 * ROLE (README 'Process roles'): 'web' serves HTTP only (it enqueues jobs, never runs them); 'worker' runs the
 * jobs, PDF renders for emails and cron without HTTP; 'all' (default) does both.
 *
 * WEB_CONCURRENCY > 1 (PostgreSQL only): the primary process migrates and seeds, then forks that many HTTP
 * processes sharing the port (node:cluster); with ROLE=all the first of them also runs the jobs. A process
 * that dies is replaced; SIGINT/SIGTERM stop them all gracefully. /metrics aggregates the HTTP processes
 * (metrics/cluster.ts): the primary serves METRICS_PORT, and a /metrics call on the main port asks the primary.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { ConfigError, loadConfig, type Config } from './config';
import { createApp } from './app';
import { withSessionSecret } from './auth/session-secret';
import type { AppContext } from './context';
import { openDb } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { migrateFilesToStore } from './files/migrate-files';
import { createLogger } from './http/logger';
import { startJobs } from './jobs/queue';
import { JOB_KINDS } from './jobs/registry';
import { closePdfRenderers } from './pdf';
import { joinClusterMetrics, startClusterMetrics } from './metrics/cluster';
import { listenForSessionChanges, relaySessionChanges } from './auth/session-cache';
import { startMetricsServer } from './metrics/http';

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

async function primary(config: Config) {
  const logger = createLogger(config.logLevel);
  // Migrations and the demo seed once, before any HTTP process opens the database.
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedDemo && (await seedDemoIfEmpty(database.db))) logger.info('demo data seeded');
  // The form editor's starting versions (issue 16: the built-in forms as version 1 of each family).
  await database.close();
  // One /metrics answer for the cluster: the primary aggregates its HTTP processes' registries.
  const clusterMetrics = startClusterMetrics();
  // A session or user change in one HTTP process reaches the others' kept session checks.
  relaySessionChanges();
  const metricsServer = config.metricsPort
    ? await startMetricsServer({ port: config.metricsPort, collect: clusterMetrics }).then(
        (s) => {
          logger.info(`metrics of the ${config.webConcurrency} HTTP processes on port ${config.metricsPort}`);
          return s;
        },
        (err: unknown) => {
          logger.error({ err }, `cannot serve metrics on port ${config.metricsPort}`);
          return undefined;
        },
      )
    : undefined;
  let stopping = false;
  const fork = (runsWorker: boolean) => {
    const child = cluster.fork({ CP_RUNS_WORKER: runsWorker ? '1' : '0' });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, 'an HTTP process ended; starting another');
      fork(runsWorker);
    });
  };
  for (let i = 0; i < config.webConcurrency; i++) fork(i === 0);
  logger.info(`${config.webConcurrency} HTTP processes on port ${config.port}`);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    metricsServer?.close();
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill(signal);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main() {
  const config = configOrExit();
  const serves = config.role !== 'worker';
  if (serves && config.webConcurrency > 1 && cluster.isPrimary) return primary(config);
  const inCluster = cluster.isWorker;
  if (inCluster) joinClusterMetrics();
  if (inCluster) listenForSessionChanges();
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
  const ctx: AppContext = { db: database.db, config: await withSessionSecret(config, database.db), logger };
  if (!inCluster && config.seedDemo && (await seedDemoIfEmpty(database.db))) logger.info('demo data seeded');
  if (!inCluster || process.env.CP_RUNS_WORKER === '1')
    await migrateFilesToStore(database.db, undefined, (l) => logger.info(l));
  const runsWorker =
    config.role !== 'web' && config.runWorker && (!inCluster || process.env.CP_RUNS_WORKER === '1');
  const jobs = runsWorker
    ? await startJobs({ db: database.db, config: ctx.config, logger, kinds: JOB_KINDS })
    : undefined;
  if (!serves) logger.info({ role: config.role }, 'worker process: jobs and cron, no HTTP');
  // METRICS_PORT: /metrics on a port of its own (README 'Metrics'); in a cluster the primary serves it.
  const metricsServer =
    config.metricsPort && !inCluster
      ? await startMetricsServer({ db: database.db, port: config.metricsPort }).then(
          (s) => {
            logger.info(`metrics on port ${config.metricsPort} (/metrics)`);
            return s;
          },
          (err: unknown) => {
            logger.error({ err }, `cannot serve metrics on port ${config.metricsPort}`);
            return undefined;
          },
        )
      : undefined;

  const server: Server | undefined = serves
    ? createApp(ctx).listen(config.port, () => {
        logger.info(`Credit Portal listening on ${config.publicOrigin} (port ${config.port})`);
      })
    : undefined;
  if (server) {
    // Node closes an idle keep-alive connection after 5 s; a client (a proxy, or Playwright's request context)
    // that reuses it at that instant gets ECONNRESET. Keep idle connections longer than the usual clients do,
    // and headers' timeout above it as Node requires.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    // Backstop for the whole request (Node's default is 5 minutes); bodies have their own, shorter limit
    // (http/body-parsers.ts: 10 s for JSON, 120 s for uploads).
    server.requestTimeout = 130_000;
    server.on('error', (err) => {
      logger.fatal({ err }, `cannot listen on port ${config.port}`);
      process.exit(1);
    });
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // The jobs get 8 s to finish (queue.ts), then Chromium and the pool close. On a loaded machine the three
    // together took over 10 s; 25 s stays inside the usual 30 s a platform allows between SIGTERM and SIGKILL.
    const startedAt = Date.now();
    const force = setTimeout(() => {
      logger.error({ seconds: (Date.now() - startedAt) / 1000 }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    if (server) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    }
    metricsServer?.close();
    await jobs?.stop();
    // The warm Chromium would otherwise outlive the server.
    await closePdfRenderers();
    await database.close();
    logger.info({ seconds: (Date.now() - startedAt) / 1000 }, 'shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
