/**
 * Memory of concurrent uploads (issue 11 item 11): 20 customers' 10 MB documents sent at once through one
 * link. The upload slots (files/upload-slots.ts) let UPLOADS_PER_HOLDER of them in and answer the rest 429
 * before their bodies are read, so the server holds a bounded number of files at once, and each is streamed
 * into the object store (files/save-file.ts; in chunks in the database before migration 0021). Prints the figures; asserts the memory the uploads took stays within a few
 * copies of the admitted files, not 20 of them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { files, submissions } from '../db/schema';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { portalTestApp } from '../test/portal-app';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { MAX_UPLOAD_BYTES } from './check-upload';
import { UPLOADS_PER_HOLDER } from './upload-slots';

const CONCURRENT = 20;
const MB = 1024 * 1024;

let t: TestDatabase;
let server: http.Server;
let port: number;

beforeAll(async () => {
  t = await createTestDb();
  server = portalTestApp(t.db).listen(0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** A PDF just under the 10 MB cap: the header, then comment lines. */
function bigPdf(): Buffer {
  const data = Buffer.alloc(MAX_UPLOAD_BYTES - 64 * 1024, 0x20);
  data.write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
  for (let at = 4096; at < data.length; at += 4096) data[at] = 0x0a;
  data.write('\n%%EOF\n', data.length - 7, 'latin1');
  return data;
}

/** One multipart upload sent with node:http; every request writes the same file Buffer (no client copies). */
function upload(link: { id: string; email: string }, file: Buffer): Promise<number> {
  const boundary = 'memory-test-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('_id', link.id) +
      field('email', link.email) +
      `--${boundary}\r\nContent-Disposition: form-data; name="TradeReferenceDocument"; filename="refs.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/application/setInviteTradeReferences',
      headers: {
        id: link.id,
        email: link.email,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    // A refused upload is answered before its body is read; the connection may close under the writer.
    req.on('error', () => resolve(0));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.write(head);
    req.write(file);
    req.end(tail);
  });
}

describe('20 concurrent 10 MB uploads through one link', () => {
  it('hold a bounded number of files in memory', async () => {
    const { company, division } = await createCompanyWithDivision(t.db);
    const record = await createSubmission(t.db, { companyId: company.id, divisionId: division.id });
    const link = { id: record.id, email: record.email };
    const file = bigPdf();
    // Warm-up: the first upload loads the parsers and the file-type tables.
    expect(await upload(link, file)).toBe(200);

    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakBuffers = base.arrayBuffers;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
    }, 5);
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: CONCURRENT }, () => upload(link, file)));
    clearInterval(sampler);
    const took = Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
    const after = process.memoryUsage();
    const stored = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429 || s === 0).length;
    console.log(
      `uploads (${process.env.TEST_DB ?? 'pglite'}): ${CONCURRENT} concurrent ${(file.length / MB).toFixed(1)} MB uploads through one link in ${took} ms: ` +
        `${stored} stored, ${refused} answered 429 (statuses ${statuses.join(',')}); memory of the process ` +
        `(server and client) at the peak +${((peakRss - base.rss) / MB).toFixed(0)} MB RSS, ` +
        `+${((peakBuffers - base.arrayBuffers) / MB).toFixed(0)} MB in Buffers, +${((peakHeap - base.heapUsed) / MB).toFixed(0)} MB of JS heap; 200 ms after ` +
        `+${((after.rss - base.rss) / MB).toFixed(0)} MB RSS, +${((after.arrayBuffers - base.arrayBuffers) / MB).toFixed(0)} MB in Buffers`,
    );
    expect(stored + refused).toBe(CONCURRENT);
    expect(stored).toBeGreaterThanOrEqual(1);
    // Each admitted upload is held a few times over while it is parsed, checked and stored (the multipart
    // buffer, the database driver's copy); 20 admitted would be 20 × that.
    const admitted = Math.max(stored, UPLOADS_PER_HOLDER);
    // And the database holds no whole file in one statement (files/save-file.ts: the bytes go to the object
    // store; before, in chunks): stored whole in one statement,
    // the embedded database's memory grew by about 700 MB here, and kept it.
    expect(peakRss - base.rss).toBeLessThan(250 * MB);
    expect(peakBuffers - base.arrayBuffers).toBeLessThan(admitted * 4 * file.length);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, record.id));
    const [stored_] = await t.db
      .select({ size: files.size })
      .from(files)
      .where(eq(files.id, row.tradeReferencesFileId ?? ''));
    expect(stored_.size).toBe(file.length);
  }, 120_000);
});
