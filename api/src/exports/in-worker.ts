/**
 * Runs a list's export in a worker thread of its own (README 'Exports'). A million-row export allocates
 * gigabytes of short-lived rows and strings. In the web process every page still being read when the young
 * heap is collected moves to the old space, which V8 lets grow to about four times the live heap before it
 * collects: RSS +110 to +150 MB over a million rows, whatever the page size. In a worker the heap has limits
 * of its own (EXPORT_WORKER_LIMITS), V8 collects within them, and the web process only passes each page's
 * CSV text on (and keeps its event loop for the other requests).
 *
 * The worker runs a bundle of exports/export-worker.ts and what it imports (the unbounded lists, their
 * services, drizzle and pg), made by esbuild once per process on the first export: loading the TypeScript
 * sources through tsx instead cost the worker 97 MB before its first row, the bundle 42 MB.
 * PostgreSQL only: the worker opens its own connection, which an embedded PGlite cannot share.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import pLimit from 'p-limit';
import { AppError } from '../errors';
import type { ExportJob, FromWorker, ThreadError, ToWorker } from './worker-protocol';

/** Heap limits of an export's worker (MB): its young generation and old space, whatever the row count. */
export const EXPORT_WORKER_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 48 };

/**
 * Export workers a process runs at once; a further export waits for one to end before it starts (its request
 * waits, unanswered), so a few staff exporting together cannot hold more than this many workers' memory.
 */
export const EXPORT_WORKERS_AT_ONCE = 2;
const slots = pLimit(EXPORT_WORKERS_AT_ONCE);

/** Waits for a free export slot; the slot is held until `release` is called. */
async function exportSlot(): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((acquired) => {
    void slots(() => {
      acquired();
      return held;
    });
  });
  return release;
}

const ENTRY = fileURLToPath(new URL('./export-worker.ts', import.meta.url));

async function bundle(): Promise<URL> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // The CommonJS packages in the bundle (pg) call require for Node's own modules.
    banner: {
      js: "import { createRequire as __exportWorkerRequire } from 'node:module'; const require = __exportWorkerRequire(import.meta.url);",
    },
  });
  const code = result.outputFiles[0].contents;
  const name = `export-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const dir = path.join(os.tmpdir(), 'credit-portal');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  // Written aside and renamed: another process making the same bundle never loads a file half written.
  const aside = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(aside, code);
  await rename(aside, file);
  return pathToFileURL(file);
}

let script: Promise<URL> | undefined;
/** The worker's bundle, made on first use (a failed build is tried again at the next export). */
function workerScript(): Promise<URL> {
  script ??= bundle().catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
}

/** The error the worker met, as the route's error handler would have seen it in the web process. */
export function rebuiltError(e: ThreadError): Error {
  if (e.appError) return new AppError(e.props.code as AppError['code'], e.message, { fields: e.fields });
  return Object.assign(new Error(e.message), e.props);
}

/** How long a thread waits for its next export before it leaves. */
export const EXPORT_WORKER_IDLE_MS = 30_000;

/** Threads between exports, the most recent last, each with the timer that ends it. */
const idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];

let started = 0;
/** Threads this process has started for exports (tests: a thread is used again). */
export const exportWorkersStarted = () => started;

/** A thread for the next export: one that waits (its bundle loaded), else a new one. */
function takeWorker(script: URL): Worker {
  const waiting = idle.pop();
  if (waiting) {
    clearTimeout(waiting.timer);
    waiting.worker.ref();
    return waiting.worker;
  }
  const worker = new Worker(script, { resourceLimits: EXPORT_WORKER_LIMITS });
  started++;
  // A thread that ends while it waits (its idle time over, or out of memory at its limits) is not handed out again.
  worker.on('exit', () => {
    const at = idle.findIndex((w) => w.worker === worker);
    if (at >= 0) clearTimeout(idle.splice(at, 1)[0].timer);
  });
  return worker;
}

/** Keeps a thread whose export ended for the next one; it neither holds the process open nor lasts forever. */
function park(worker: Worker) {
  worker.unref();
  // Its 'exit' (takeWorker) takes it out of `idle`.
  const timer = setTimeout(() => void worker.terminate(), EXPORT_WORKER_IDLE_MS);
  timer.unref();
  idle.push({ worker, timer });
}

/** Ends the threads waiting for an export (a process shutting down, tests). */
export async function endIdleExportWorkers(): Promise<void> {
  const waiting = idle.splice(0);
  for (const w of waiting) clearTimeout(w.timer);
  await Promise.all(waiting.map((w) => w.worker.terminate()));
}

/**
 * The export's CSV, header first, a page at a time (UTF-8). The worker reads ahead at most one page; leaving the
 * loop early (the client went away) stops the worker, which closes its connection. A worker whose export ended
 * (the whole file, or an error it reported) waits EXPORT_WORKER_IDLE_MS for the next one.
 */
export async function* csvFromWorker(job: ExportJob): AsyncGenerator<Buffer> {
  const script = await workerScript();
  const release = await exportSlot();
  try {
    yield* run(takeWorker(script), job);
  } finally {
    release();
  }
}

async function* run(worker: Worker, job: ExportJob): AsyncGenerator<Buffer> {
  const inbox: FromWorker[] = [];
  let failure: Error | undefined;
  let exited = false;
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const onMessage = (message: FromWorker) => {
    inbox.push(message);
    notify();
  };
  const onError = (error: Error) => {
    failure ??= error;
    notify();
  };
  const onExit = (code: number) => {
    exited = true;
    if (code !== 0) failure ??= new Error(`The export's worker stopped (exit code ${code}).`);
    notify();
  };
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  worker.postMessage({ type: 'job', job } satisfies ToWorker);
  try {
    for (;;) {
      while (!inbox.length && !failure && !exited) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift();
      if (!message) throw failure ?? new Error("The export's worker stopped before the end of the file.");
      if (message.type === 'end' || message.type === 'error') ended = true;
      if (message.type === 'end') return;
      if (message.type === 'error') throw rebuiltError(message.error);
      worker.postMessage({ type: 'more' } satisfies ToWorker);
      yield Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
    }
  } finally {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (ended && !failure && !exited) park(worker);
    else await worker.terminate();
  }
}
