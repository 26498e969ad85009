/**
 * An export's worker thread (README 'Exports', exports/in-worker.ts): reads the list page by page on its own
 * connection, as the signed-in user, and hands the web process the CSV text a page at a time, only as fast as
 * the web process takes it (one chunk in flight and one ready). Its heap has limits of its own, so a
 * million-row file cannot grow the web process's. A thread runs one export at a time and, between them, waits
 * for the next ('job').
 */
import { parentPort } from 'node:worker_threads';
import type { Request } from 'express';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { AppContext } from '../context';
import { connectPg } from '../db/pg-pool';
import { listCsv } from './csv-writer';
import { UNBOUNDED_EXPORTS } from './unbounded-lists';
import {
  EXPORT_CONNECTION_NAME,
  threadError,
  type ExportJob,
  type FromWorker,
  type ToWorker,
} from './worker-protocol';

if (!parentPort) throw new Error('export-worker runs as a worker thread (exports/in-worker.ts).');
const port = parentPort;

/** Chunks the web process will take now: one in flight and one ready, more as it asks. */
let credit = 0;
let wake: (() => void) | undefined;
port.on('message', (message: ToWorker) => {
  if (message.type === 'job') void runJob(message.job);
  else {
    credit++;
    wake?.();
  }
});
const post = (message: FromWorker) => port.postMessage(message);
const utf8 = new TextEncoder();
/** A page's text, as the UTF-8 bytes the response writes, handed over without a copy (transferred). */
async function send(text: string) {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit--;
  const bytes = utf8.encode(text);
  port.postMessage({ type: 'chunk', bytes } satisfies FromWorker, [bytes.buffer]);
}

/**
 * One export, on a connection of its own that closes at the end of the file. The thread then waits for the next
 * job (exports/in-worker.ts keeps it a while): starting a thread and loading its bundle costs more than the
 * export of a short list.
 */
async function runJob(job: ExportJob) {
  credit = 2;
  const { db, pool } = connectPg({
    databaseUrl: job.databaseUrl,
    poolSize: 1,
    applicationName: EXPORT_CONNECTION_NAME,
  });
  try {
    // The request as the list's own `pages` reads it: the user and their rules, the unit selection.
    const req = {
      user: job.user,
      ability: defineAbilityFor(job.user),
      cookies: job.cookies,
      get: (name: string) => job.headers[name.toLowerCase()],
    } as unknown as Request;
    const ctx = { db } as AppContext;
    const list = UNBOUNDED_EXPORTS[job.list];
    for await (const text of listCsv(
      list,
      { ctx, req, query: job.query as never, size: job.size },
      job.timeZone,
    ))
      await send(text);
    await pool.end();
    post({ type: 'end' });
  } catch (error) {
    await pool.end().catch(() => undefined);
    post({ type: 'error', error: threadError(error) });
  }
}
