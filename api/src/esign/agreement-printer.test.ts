/**
 * The signed agreement of a ROLE=web process is printed by a worker (issue 28 item 3, README 'Process roles'):
 * its HTML goes through the object store and a 'pdf-render' job, and the PDF comes back from the job's output.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../config';
import { pdfRenderKind } from '../jobs/kinds/pdf-render-handler';
import type { JobKind } from '../jobs/kind';
import { startJobs, type JobRunner } from '../jobs/queue';
import { closePdfRenderers } from '../pdf';
import { FsFileStore, setFileStore, type FileStore } from '../storage';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { agreementPrinter } from './agreement-printer';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestDatabase;
let runner: JobRunner | undefined;
let dir: string;
let before: FileStore | undefined;
beforeAll(async () => {
  t = await createTestDb();
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-agreement-print-'));
  before = setFileStore(new FsFileStore(dir));
});
afterAll(async () => {
  await runner?.stop();
  await closePdfRenderers();
  setFileStore(before);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the agreement printer of a ROLE=web process', () => {
  it('prints through a pdf-render job that a worker runs', async () => {
    const config = { ...testConfig(), databaseUrl: t.url, smtpUrl: undefined, role: 'web' as const };
    runner = await startJobs({
      db: t.db,
      config,
      logger: silent,
      kinds: [pdfRenderKind as JobKind<unknown>],
      pollingIntervalSeconds: 0.5,
    });
    const print = agreementPrinter(t.db, config, { timeoutMs: 90_000, pollMs: 100 });
    const pdf = await print('<html><body><h1>Payment terms agreement</h1></body></html>');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const jobs = (await t.db.execute(
      sql`select state, data, output from pgboss.job where name = 'pdf-render'`,
    )) as unknown as {
      rows: Array<{ state: string; data: { htmlKey: string }; output: { pdfKey: string } }>;
    };
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0].state).toBe('completed');
    expect(Object.keys(jobs.rows[0].data)).toEqual(['htmlKey']);
    // The HTML is not left in the store; the PDF is, under the key the job named.
    const store = new FsFileStore(dir);
    expect(await store.head(jobs.rows[0].data.htmlKey)).toBeNull();
    expect((await store.head(jobs.rows[0].output.pdfKey))?.size).toBe(pdf.length);
  }, 120_000);
});
