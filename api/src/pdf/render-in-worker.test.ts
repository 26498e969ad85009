/**
 * ROLE=web on PostgreSQL (runs with TEST_DB=postgres): a web process answers a PDF call with a PDF a worker
 * process rendered through a 'pdf-render' job (Chromium runs in the worker only), and a call no worker answers
 * in time is refused 503 with Retry-After.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { submissions } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { freePort, startApi } from '../test/spawn-api';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { submissionPdfFromWorker } from './render-in-worker';

const onPostgres = process.env.TEST_DB === 'postgres';

/** The test's environment without vitest's: under VITEST each process would keep files in a store of its own. */
const start = (env: Record<string, string>, ready: RegExp) =>
  startApi({ env: { LOG_LEVEL: 'info', ...env }, ready, withoutVitestEnv: true });

let t: TestDatabase | undefined;
let dataDir: string | undefined;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('PDF calls of a ROLE=web process', () => {
  it('are rendered by a worker process through a pdf-render job', async () => {
    t = await createTestDb();
    const url = t.url;
    if (!url) throw new Error('This test runs on PostgreSQL (TEST_DB=postgres).');
    const port = await freePort();
    // Both processes share the object store (DATA_DIR/files), as a deployment's processes share S3 or a volume.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-pdf-worker-'));
    dataDir = dir;
    // The worker migrates, seeds the demo data and creates the queues; then the web process starts.
    const worker = await start(
      { ROLE: 'worker', DATABASE_URL: url, DATA_DIR: dir, SEED_DEMO: 'true', PORT: String(port) },
      /job queue started/,
    );
    children.push(worker.child);
    const web = await start(
      {
        ROLE: 'web',
        DATABASE_URL: url,
        DATA_DIR: dir,
        SEED_DEMO: 'false',
        PORT: String(port),
        PDF_WAIT_SECONDS: '120',
      },
      /listening on/,
    );
    children.push(web.child);

    const login = await fetch(`http://127.0.0.1:${port}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo-pass-1!' }),
    });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const records = await t.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.form, 'credit-application'), isNull(submissions.deleteDate)))
      .limit(2);
    expect(records).toHaveLength(2);

    const res = await fetch(`http://127.0.0.1:${port}/api/Application/getApplicationPdf`, {
      headers: { cookie, id: records[0].id },
    });
    expect(res.status, web.output().slice(-3000)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The worker rendered it: its pdf-render job for the record completed.
    const jobs = await t.db.execute(
      sql`select state, data from pgboss.job where name = 'pdf-render' and data->>'submissionId' = ${records[0].id}`,
    );
    expect((jobs as unknown as { rows: unknown[] }).rows).toEqual([
      { state: 'completed', data: { submissionId: records[0].id, copy: 'staff' } },
    ]);
    // The record's PDF is stored: a second call answers from the store.
    const again = await fetch(`http://127.0.0.1:${port}/api/Application/getApplicationPdf`, {
      headers: { cookie, id: records[0].id },
    });
    expect(again.status).toBe(200);

    // No worker: a call waits its time out and is refused with Retry-After, like a full render queue.
    worker.child.kill('SIGTERM');
    expect(await worker.exited, worker.output().slice(-3000)).toBe(0);
    const refused = await submissionPdfFromWorker(t.db, records[1].id, 'staff', {
      timeoutMs: 1500,
      pollMs: 100,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: ErrorCode.Unavailable });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);

    web.child.kill('SIGTERM');
    expect(await web.exited, web.output().slice(-3000)).toBe(0);
  }, 400_000);
});
