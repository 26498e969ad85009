/**
 * npm run bench:webhooks — figures, not a test (issue 32 budget: 1,000 events to a local receiver, 0 lost, 0
 * duplicates by webhook-id when no worker is killed, p99 from event to delivery <= 2 s).
 *
 * On a PostgreSQL database of its own (BENCH_DB, default cp_bench_webhooks), migrated by the product: one
 * company with one endpoint on a local receiver (WEBHOOKS_ALLOW_PRIVATE) that verifies every signature with
 * `standardwebhooks`. The product's job runner (pg-boss, the 'webhook-deliver' kind: 2 workers, batches of
 * 20, 0.5 s polls, a full batch fetching again at once)
 * runs in this process. BENCH_EVENTS events (default 1,000) are emitted, each in its own transaction as the
 * product's actions emit them, at BENCH_RATE per second (default 100; 0 = all at once). Event → delivery is
 * from the commit of the event's transaction to the receiver's arrival of its webhook-id.
 * Baseline, same run: the same signed POST sent straight to the receiver, one after another, no queue.
 * Prints lost, duplicates, unverified, p50/p95/p99/max of each, and the load average before and after.
 */
import { performance } from 'node:perf_hooks';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { benchDatabaseUrl, ensureBenchDatabase } from './bench-db';
// By path: @cp/api's export map ("./*": "./src/*", no extension) is not resolvable by TypeScript.
import { openDb } from '../api/src/db/client';
import { testConfig } from '../api/src/config';
import { webhookEndpoints } from '../api/src/db/schema';
import { webhookDeliverKind } from '../api/src/jobs/kinds/webhook-deliver';
import { startJobs } from '../api/src/jobs/queue';
import { emitWebhookEvent } from '../api/src/webhooks/events';
import { encryptSecret, newWebhookSecret } from '../api/src/webhooks/secrets';
import { postWebhook } from '../api/src/webhooks/send';
import { startTestReceiver } from '../api/src/webhooks/test-receiver';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'cp_bench_webhooks';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const WAIT_MS = Number(process.env.BENCH_WAIT_SECONDS ?? 120) * 1000;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const figures = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return ['p50', 'p95', 'p99', 'max']
    .map((n, i) => `${n} ${(i === 3 ? s.at(-1)! : pct(s, [50, 95, 99][i])).toFixed(1)} ms`)
    .join(', ');
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const loadBefore = load();
  await ensureBenchDatabase(ADMIN_URL, DB_NAME);
  const databaseUrl = benchDatabaseUrl(ADMIN_URL, DB_NAME);
  const database = await openDb({ databaseUrl, poolSize: 8 });
  const { db } = database;
  const logger = pino({ level: process.env.BENCH_LOG ?? 'silent' });
  const config = testConfig({ databaseUrl, webhooksAllowPrivate: true });
  const receiver = await startTestReceiver();
  const secret = newWebhookSecret();
  receiver.secrets = [secret];

  // A clean slate: earlier runs' endpoints, deliveries and queued jobs go.
  await db.execute(sql`truncate webhook_attempts, webhook_deliveries, webhook_events, webhook_endpoints`);
  await db.execute(sql`delete from pgboss.job where name = 'webhook-deliver'`);
  const found = (await db.execute(
    sql`select id from units where code = 'WHB' and kind = 'company'`,
  )) as unknown as {
    rows: Array<{ id: string }>;
  };
  const companyId =
    found.rows[0]?.id ??
    (
      (await db.execute(
        sql`insert into units (kind, code, name, prefix) values ('company', 'WHB', 'Webhook Bench', 'WHB') returning id`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows[0].id;
  await db.insert(webhookEndpoints).values({
    companyId,
    url: receiver.url,
    events: ['submission.approved'],
    secretEncrypted: await encryptSecret(db, secret),
  });

  // Baseline: the same signed body straight to the receiver, one after another.
  const signer = new Webhook(secret);
  const bare: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const body = JSON.stringify({
      type: 'submission.approved',
      timestamp: new Date().toISOString(),
      data: { version: 1, seq: i },
    });
    const id = `msg_bare_${i}`;
    const now = new Date();
    const t0 = performance.now();
    await postWebhook(
      receiver.url,
      body,
      {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signer.sign(id, now, body),
      },
      { allowPrivate: true },
    );
    bare.push(performance.now() - t0);
  }
  receiver.received.length = 0;

  const jobs = await startJobs({ config, db, logger, kinds: [webhookDeliverKind] });
  const committed = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    if (RATE > 0) {
      const due = started + (i * 1000) / RATE;
      if (due > performance.now()) await sleep(due - performance.now());
    }
    const ids = await db.transaction((tx) =>
      emitWebhookEvent(tx, {
        type: 'submission.approved',
        companyId,
        data: { submissionId: '00000000-0000-4000-8000-000000000000', seq: i },
      }),
    );
    const at = Date.now();
    for (const id of ids) committed.set(id, at);
  }
  const emitSeconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + WAIT_MS;
  const seen = () => new Set(receiver.received.map((r) => r.id));
  while (seen().size < committed.size && Date.now() < deadline) await sleep(100);
  const drainSeconds = (performance.now() - started) / 1000;
  await jobs.stop();

  const arrivals = new Map<string, number>();
  let duplicates = 0;
  for (const r of receiver.received) {
    if (arrivals.has(r.id)) duplicates++;
    else arrivals.set(r.id, r.at);
  }
  const lost = [...committed.keys()].filter((id) => !arrivals.has(id)).length;
  const unverified = receiver.received.filter((r) => !r.verified).length;
  const latencies = [...committed]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at);
  const p99 = pct(
    [...latencies].sort((a, b) => a - b),
    99,
  );

  console.log(
    `webhooks: ${EVENTS} events at ${RATE > 0 ? `${RATE}/s` : 'once'} (emitted in ${emitSeconds.toFixed(1)} s, all in by ${drainSeconds.toFixed(1)} s)`,
  );
  console.log(
    `  deliveries: ${committed.size}, received ${receiver.received.length}, lost ${lost}, duplicates ${duplicates}, unverified ${unverified}`,
  );
  console.log(`  event -> delivery (queue, pg-boss):  ${figures(latencies)}`);
  console.log(`  bare signed POST (baseline, no queue): ${figures(bare)}`);
  console.log(
    `  budget p99 <= 2000 ms: ${p99 <= 2000 ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms); 0 lost: ${lost === 0 ? 'met' : 'NOT met'}; 0 duplicates: ${duplicates === 0 ? 'met' : 'NOT met'}`,
  );
  console.log(`  load average before: ${loadBefore}; after: ${load()} (${availableParallelism()} cores)`);
  await receiver.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
