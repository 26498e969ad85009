/**
 * One way for the process tests (cluster, metrics, PDF worker, fault suites) to start the API as a child
 * process and wait until it is ready. The child is `node --import tsx api/src/main.ts` (one process; the
 * `tsx` binary would start a second node in front of it, and relay signals through it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the API's cwd in production). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Added to (and overriding) the test's environment. */
  env: Record<string, string>;
  /**
   * When it is ready: a pattern its output matches, `{ count, pattern }` (that many matches, e.g. two
   * 'listening on' lines of a two-process cluster), or `{ readyz: port }` (GET /readyz answers 2xx).
   */
  ready: RegExp | { count: number; pattern: RegExp } | { readyz: number };
  /** Drop the VITEST* variables (under VITEST a process would keep files in a store of its own). */
  withoutVitestEnv?: boolean;
  /** How long to wait for ready (default 180 s). */
  timeoutMs?: number;
}

function isReady(ready: StartOptions['ready'], output: string): boolean | Promise<boolean> {
  if (ready instanceof RegExp) return ready.test(output);
  if ('count' in ready) {
    const global = new RegExp(ready.pattern.source, ready.pattern.flags.replace('g', '') + 'g');
    return (output.match(global) ?? []).length >= ready.count;
  }
  return fetch(`http://127.0.0.1:${ready.readyz}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
}

/** Starts `api/src/main.ts` with `env` and resolves once it is ready; throws (with its output) if it exits or times out. */
export async function startApi(options: StartOptions): Promise<ApiProcess> {
  const inherited = options.withoutVitestEnv
    ? Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')))
    : process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...inherited, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 180_000;
  for (;;) {
    if (await isReady(options.ready, output)) break;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The API exited at start:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`The API did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, exited };
}

/** Stops a process still running (SIGTERM) and waits for it; resolves with its exit code. */
export async function stopApi(api: ApiProcess | undefined): Promise<number | null | undefined> {
  if (!api) return undefined;
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  return api.exited;
}
