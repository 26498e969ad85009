/**
 * The AR upload streams (issue 28 item 3 left over from issue 29): the body is spooled by multer's disk storage
 * into the process's upload spool and parsed as a stream from that file, never held in memory; the spooled
 * file is removed whatever the outcome (imported, refused for its lines, refused for permission). A 20 MB file
 * (about 280,000 lines, three times the 100,000-line budget) is read to its last line: its one bad line, the
 * last, is reported with its number, nothing is stored, and the spool is empty again.
 */
import { watch, readdirSync, type FSWatcher } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArImportResult } from '@cp/schemas/contracts/ar-imports';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { uploadSpoolDir } from '../http/document-upload';
import { seedApplicationWorld, type ApplicationWorld } from '../test/application-world';
import type { Agent } from '../test/test-world';

let t: TestApp;
let w: ApplicationWorld;
let superAgent: Agent;
let readerAgent: Agent;
let spool: string;
let watcher: FSWatcher;
/** Every file name created in the spool while the suite runs. */
const spooled = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApplicationWorld(t.ctx.db);
  superAgent = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'SUPER ADMIN' })).email,
  );
  readerAgent = await signedInAgent(
    t.app,
    (await createTestUser(t.ctx.db, { security: 'READ ONLY', unitIds: [w.bri.id] })).email,
  );
  spool = uploadSpoolDir();
  watcher = watch(spool, (_event, name) => {
    if (name) spooled.add(String(name));
  });
});
afterAll(async () => {
  watcher.close();
  await t.close();
});

const HEADER = 'customer_code,division_code,as_of,current,days_1_30,days_31_60,days_61_90,days_over_90,total';

const importAr = (agent: Agent, unitId: string, data: Buffer) =>
  agent
    .post('/api/v1/ar-imports')
    .field('unitId', unitId)
    .attach('file', data, { filename: 'ar.csv', contentType: 'text/csv' });

const arUploads = () => readdirSync(spool).filter((f) => f.endsWith('.ar-upload'));

/** The request spooled its file to disk, and the file is gone once the response is over. */
async function expectSpooledAndRemoved(before: number) {
  await vi.waitFor(
    () => expect([...spooled].filter((f) => f.endsWith('.ar-upload')).length).toBeGreaterThan(before),
    {
      timeout: 2000,
    },
  );
  await vi.waitFor(() => expect(arUploads()).toEqual([]), { timeout: 2000 });
}
const spooledCount = () => [...spooled].filter((f) => f.endsWith('.ar-upload')).length;

describe('AR upload streamed through a temporary file', () => {
  it('imports from the spooled file and removes it', async () => {
    const before = spooledCount();
    const res = await importAr(
      superAgent,
      w.cpg.id,
      Buffer.from(`${HEADER}\nSTREAM-1,BRI,2026-08-31,100,0,0,0,0,100\n`),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as ArImportResult).rowCount).toBe(1);
    await expectSpooledAndRemoved(before);
  });

  it('reads a 20 MB file to its last line, refuses it with that line and removes the file', async () => {
    const row = (i: number) => `STREAM-BIG-${i},BRI,2026-07-31,1000.00,200.00,100.00,50.00,25.00,1375.00`;
    const lines = [HEADER];
    let size = HEADER.length + 1;
    for (let i = 0; size < 20 * 1024 * 1024; i++) {
      const l = row(i);
      lines.push(l);
      size += l.length + 1;
    }
    lines.push('STREAM-BIG-LAST,BRI,2026-07-31,1,0,0,0,0,2');
    const before = spooledCount();
    const res = await importAr(superAgent, w.cpg.id, Buffer.from(`${lines.join('\n')}\n`));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
    expect(res.body.data.errors).toEqual([
      { line: lines.length, message: 'total is not the sum of the aging buckets' },
    ]);
    await expectSpooledAndRemoved(before);
  }, 120_000);

  it('removes the file when the user may not import for the unit', async () => {
    const before = spooledCount();
    const res = await importAr(
      readerAgent,
      w.bri.id,
      Buffer.from(`${HEADER}\nSTREAM-2,BRI,2026-08-31,100,0,0,0,0,100\n`),
    );
    expect(res.status).toBe(403);
    await expectSpooledAndRemoved(before);
  });

  it('refuses an empty file as missing and keeps nothing', async () => {
    const res = await importAr(superAgent, w.cpg.id, Buffer.alloc(0));
    expect(res.status).toBe(400);
    await vi.waitFor(() => expect(arUploads()).toEqual([]), { timeout: 2000 });
  });
});
