/**
 * Fuzz suite, slow and oversized bodies from clients without a credential (README 'Security notes'):
 * - every upload route of the route table gets anonymous uploads that trickle a byte a second, with
 *   made-up, malformed, half-right or missing links and sessions (seeded, FUZZ_SEED); each is answered at
 *   once (4xx, never 429 or 5xx) with its connection closed, and while they trickle every route still
 *   stores a real caller's upload;
 * - the DocuSign Connect webhook gets concurrent unsigned or wrongly signed bodies from 256 KB to 5 MB,
 *   announced or chunked; each is refused at once (413, or 401 before the body is read) and the process's
 *   memory hardly grows.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../auth/testing';
import { CONNECT_BODY_LIMIT, CONNECT_PATH } from '../../routes/esign-connect';
import { samplePdf } from '../documents';
import { uploadRoutes } from '../route-table';
import { slowUpload, within, type SlowUpload } from '../slow-upload';
import { seedUploadWorld, type UploadWorld } from '../upload-world';
import { seeded, type Random } from './inputs';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const HOSTILE_PER_ROUTE = 8;
const MB = 1024 * 1024;

let t: TestApp;
let w: UploadWorld;
let server: http.Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ docuSignConnectHmacKey: 'fuzz-connect-key' });
  w = await seedUploadWorld(t);
  server = t.app.listen(0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** The head of an anonymous upload: a link or session that is made up, malformed, half right or missing. */
function hostileHead(
  r: Random,
  path: string,
  real: Record<string, string>,
): { path: string; headers: Record<string, string> } {
  const uuid = randomUUID();
  const variants: { path: string; headers: Record<string, string> }[] = [
    { path, headers: {} },
    { path, headers: { id: uuid, email: `${uuid}@example.test` } },
    { path, headers: { id: real.id ?? uuid, email: 'forger@example.test' } },
    { path, headers: { id: `../../${'x'.repeat(r.pick([1, 300, 5000]))}`, email: 'a@b.test' } },
    { path: `${path}?id=${uuid}&email=x%40y.test`, headers: {} },
    { path, headers: { cookie: 'ca-access=not-a-token; ca-refresh=nope', id: uuid } },
    { path, headers: { authorization: 'Bearer not.a.token', id: uuid } },
  ];
  return r.pick(variants);
}

describe('anonymous slow uploads on every upload route', () => {
  it('are answered at once, hold nothing, and let every route store a real upload meanwhile', async () => {
    const r = seeded(SEED);
    const routes = uploadRoutes(t.app);
    expect(routes.filter((route) => !(`${route.method} ${route.path}` in w.calls))).toEqual([]);
    const hostile: { label: string; client: SlowUpload }[] = [];
    for (const route of routes) {
      const call = w.calls[`${route.method} ${route.path}`];
      for (let n = 0; n < HOSTILE_PER_ROUTE; n++) {
        const head = hostileHead(r, call.path, call.headers ?? {});
        const client = slowUpload({ port, ...head, field: route.uploadField, bytesPerTick: 1, tickMs: 1000 });
        hostile.push({ label: `${route.path} ${JSON.stringify(head).slice(0, 160)}`, client });
      }
    }
    try {
      const answers = await Promise.all(
        hostile.map(async ({ label, client }) => {
          const status = await within(client.status, 3_000, -1);
          const closed = await within(
            client.closed.then(() => true),
            3_000,
            false,
          );
          return { label, status, closed };
        }),
      );
      const wrong = answers.filter((a) => a.status < 400 || a.status >= 500 || a.status === 429 || !a.closed);
      console.log(
        `slow uploads: ${hostile.length} anonymous over ${routes.length} upload routes (seed ${SEED}); statuses ` +
          JSON.stringify(
            Object.fromEntries(
              answers.map((a) => [a.status, answers.filter((b) => b.status === a.status).length]),
            ),
          ),
      );
      expect(wrong).toEqual([]);
      for (const route of routes) {
        const res = await w.send(route, samplePdf(`while anonymous uploads trickle: ${route.path}`));
        expect([route.path, res.status]).toEqual([route.path, 200]);
      }
    } finally {
      for (const { client } of hostile) client.stop();
    }
  });
});

/** One buffer every client sends from, so the clients' copies do not count in the process's memory. */
const oversized = Buffer.alloc(CONNECT_BODY_LIMIT + 5 * MB + 1, 0x7b);

/** Posts `size` bytes of JSON-ish text, announced or chunked, unsigned or wrongly signed. */
function connectPost(
  size: number,
  chunked: boolean,
  signature?: string,
): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const body = oversized.subarray(0, size);
  return new Promise((resolve) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: CONNECT_PATH,
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
        ...(signature ? { 'x-docusign-signature-1': signature } : {}),
      },
    });
    // A refusal closes the connection under the writer; the answer usually arrives first.
    req.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
    });
    for (let at = 0; at < size; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });
}

describe('oversized unsigned Connect bodies', () => {
  it('are refused at once and take little memory', async () => {
    const r = seeded(SEED + 1);
    await connectPost(1024, false);
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const posts = Array.from({ length: 20 }, () => {
      const size = CONNECT_BODY_LIMIT + 1 + Math.floor(r.next() * 5 * MB);
      const chunked = r.next() < 0.5;
      const signature = r.next() < 0.5 ? 'bm90IGEgc2lnbmF0dXJl' : undefined;
      return connectPost(size, chunked, signature).then((a) => ({ size, chunked, signature, ...a }));
    });
    const answers = await Promise.all(posts);
    clearInterval(sampler);
    console.log(
      `connect: 20 oversized bodies (seed ${SEED + 1}): statuses ${answers.map((a) => a.status).join(',')}; ` +
        `RSS +${((peak - base) / MB).toFixed(1)} MB at the peak; slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
    );
    for (const a of answers) {
      // Unsigned and chunked: refused before the size is known (401); any other is too large (413).
      const expected = a.chunked && !a.signature ? [401, 0] : [413, 0];
      expect([a.size, a.chunked, !!a.signature, expected.includes(a.status)]).toEqual([
        a.size,
        a.chunked,
        !!a.signature,
        true,
      ]);
      expect(a.ms).toBeLessThan(5_000);
    }
    expect(answers.filter((a) => a.status !== 0).length).toBeGreaterThanOrEqual(15);
    expect(peak - base).toBeLessThan(30 * MB);
  });
});
