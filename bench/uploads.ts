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

/** A client of the run: its link and, behind the loopback proxy, its own address (X-Forwarded-For). */
interface Client {
  id: string;
  email: string;
  address: string;
}

interface Answer {
  status: number;
  retryAfterSeconds: number;
}

function upload(port: number, link: Client, file: Buffer): Promise<Answer> {
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
        'x-forwarded-for': link.address,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    req.on('error', () => resolve({ status: 0, retryAfterSeconds: 0 }));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfterSeconds: Number(res.headers['retry-after'] ?? 0) }),
      );
    });
    req.write(head);
    req.write(file);
    req.end(tail);
  });
}

/**
 * An upload as a client sends it: a 429 (the process holds UPLOADS_PER_PROCESS = 8 uploads at once,
 * files/upload-slots.ts) is sent again after its Retry-After. The first answer and the last are both kept.
 */
async function uploadUntilAccepted(port: number, link: Client, file: Buffer) {
  let answer = await upload(port, link, file);
  const first = answer.status;
  for (let tries = 1; answer.status === 429 && tries < 20; tries++) {
    await new Promise((r) => setTimeout(r, Math.max(1, answer.retryAfterSeconds) * 1000));
    answer = await upload(port, link, file);
  }
  return { first, last: answer.status };
}

async function measure(label: string, server: http.Server, links: Client[], file: Buffer) {
  const port = (server.address() as AddressInfo).port;
  await upload(port, links[0], file); // warm-up
  global.gc?.();
  await new Promise((r) => setTimeout(r, 300));
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = Date.now();
  const answers = await Promise.all(links.map((l) => uploadUntilAccepted(port, l, file)));
  clearInterval(sampler);
  const growth = (peak - base) / MB;
  const count = (statuses: number[]) =>
    JSON.stringify(statuses.reduce<Record<number, number>>((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {}));
  const statuses = answers.map((a) => a.last);
  console.log(
    `${label.padEnd(34)} ${String(Date.now() - started).padStart(6)} ms   peak RSS growth ${growth.toFixed(0).padStart(4)} MB   ` +
      `first answers ${count(answers.map((a) => a.first))}, after Retry-After ${count(statuses)}`,
  );
  return { growth, accepted: statuses.filter((s) => s >= 200 && s < 300).length };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const file = bigPdf();

// 20 customers at 20 addresses (TEST-NET-2): the upload slots are per client address (4 each), so one
// address would see 16 of its 20 uploads refused with 429.
const address = (i: number) => `198.51.100.${i + 1}`;
const fakeLinks = Array.from({ length: CONCURRENT }, (_, i) => ({
  id: `x${i}`,
  email: 'x@example.test',
  address: address(i),
}));

// Baseline: the same bodies read and discarded by a bare server.
const bare = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{}'));
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const { growth: baseline } = await measure('bare node:http (read, discard)', bare, fakeLinks, file);
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
  links.push({ id: s.id, email: s.email, address: address(i) });
}
// As behind a reverse proxy on this machine: X-Forwarded-For names the client (README 'Configuration', TRUST_PROXY).
const app = createApp({
  db: database.db,
  config: testConfig({ trustProxy: ['loopback'] }),
  logger: pino({ level: 'silent' }),
});
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const { growth: api, accepted } = await measure(
  `API upload -> ${database.kind} + fs store`,
  server,
  links,
  file,
);
await new Promise((r) => server.close(r));
await database.close();
const within = api <= BUDGET_MB && accepted === CONCURRENT;
console.log(
  `API growth ${api.toFixed(0)} MB (budget ${BUDGET_MB} MB) beside the bare baseline's ${baseline.toFixed(0)} MB, ` +
    `${accepted} of ${CONCURRENT} uploads accepted: ${within ? 'within' : 'OVER'} budget`,
);
console.log(`load average before ${loadBefore}, after ${load()}`);
process.exit(0);
