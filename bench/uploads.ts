/**
 * `npm run uploads -w bench` (issue 28 budget): 20 concurrent 10 MB uploads — 20 customers, one link each —
 * through the whole API (multipart, content checks, the object store: STORAGE, fs under a temporary
 * directory by default; PGlite in memory unless DATABASE_URL), beside a bare baseline of the same run: a
 * node:http server that reads the same bodies and discards them. Prints the peak RSS growth of both;
 * budget: the API's growth ≤ 100 MB.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os, { loadavg } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../api/src/app';
import { testConfig } from '../api/src/config';
import { openDb } from '../api/src/db/client';
import { MAX_UPLOAD_BYTES } from '../api/src/files/check-upload';
import { FsFileStore, setFileStore } from '../api/src/storage';
import { createCompanyWithDivision, createSubmission } from '../api/src/test/factories';

const CONCURRENT = 20;
const MB = 1024 * 1024;
const BUDGET_MB = 100;

function bigPdf(): Buffer {
  const data = Buffer.alloc(MAX_UPLOAD_BYTES - 64 * 1024, 0x20);
  data.write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
  for (let at = 4096; at < data.length; at += 4096) data[at] = 0x0a;
  data.write('\n%%EOF\n', data.length - 7, 'latin1');
  return data;
}

function upload(port: number, link: { id: string; email: string }, file: Buffer): Promise<number> {
  const boundary = 'bench-boundary';
  const head = Buffer.from(
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

async function measure(
  label: string,
  server: http.Server,
  links: { id: string; email: string }[],
  file: Buffer,
) {
  const port = (server.address() as AddressInfo).port;
  await upload(port, links[0], file); // warm-up
  global.gc?.();
  await new Promise((r) => setTimeout(r, 300));
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = Date.now();
  const statuses = await Promise.all(links.map((l) => upload(port, l, file)));
  clearInterval(sampler);
  const growth = (peak - base) / MB;
  const counts = statuses.reduce<Record<number, number>>((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {});
  console.log(
    `${label.padEnd(34)} ${String(Date.now() - started).padStart(6)} ms   peak RSS growth ${growth.toFixed(0).padStart(4)} MB   statuses ${JSON.stringify(counts)}`,
  );
  return growth;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const file = bigPdf();
const fakeLinks = Array.from({ length: CONCURRENT }, (_, i) => ({ id: `x${i}`, email: 'x@example.test' }));

// Baseline: the same bodies read and discarded by a bare server.
const bare = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{}'));
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const baseline = await measure('bare node:http (read, discard)', bare, fakeLinks, file);
await new Promise((r) => bare.close(r));

const filesDir = mkdtempSync(path.join(os.tmpdir(), 'cp-bench-files-'));
setFileStore(new FsFileStore(filesDir));
const database = await openDb(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
const { company, division } = await createCompanyWithDivision(database.db);
const links = [];
for (let i = 0; i < CONCURRENT; i++) {
  const s = await createSubmission(database.db, { companyId: company.id, divisionId: division.id });
  links.push({ id: s.id, email: s.email });
}
const app = createApp({ db: database.db, config: testConfig(), logger: pino({ level: 'silent' }) });
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const api = await measure(`API upload -> ${database.kind} + fs store`, server, links, file);
await new Promise((r) => server.close(r));
await database.close();
console.log(
  `API growth ${api.toFixed(0)} MB (budget ${BUDGET_MB} MB) beside the bare baseline's ${baseline.toFixed(0)} MB: ${api <= BUDGET_MB ? 'within' : 'OVER'} budget`,
);
console.log(`load average before ${loadBefore}, after ${load()}`);
process.exit(0);
