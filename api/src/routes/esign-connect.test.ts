/**
 * The DocuSign Connect webhook's body (README 'E-signature'): at most 256 KB, refused with 413 beyond;
 * a notification without a signature is refused before its body is read; a signed one is checked as soon
 * as its body is complete. Prints the memory 20 concurrent unsigned 4.9 MB posts take.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ESIGN_CONNECT_SIGNATURE_INVALID } from '@cp/schemas/messages/esign';
import { PAYLOAD_TOO_LARGE } from '@cp/schemas/messages/platform';
import { createTestApp, type TestApp } from '../auth/testing';
import { slowUpload, within } from '../test/slow-upload';
import { CONNECT_PATH } from './esign-connect';

const KEY = 'connect-body-test-key';
const MB = 1024 * 1024;
let t: TestApp;
let server: http.Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ docuSignConnectHmacKey: KEY });
  server = t.app.listen(0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const sign = (body: Buffer) => createHmac('sha256', KEY).update(body).digest('base64');

/** A notification of `size` bytes of valid JSON. */
const notification = (size: number) => {
  const head = '{"event":"envelope-sent","data":{"envelopeId":"none"},"pad":"';
  return Buffer.from(head + 'x'.repeat(Math.max(0, size - head.length - 2)) + '"}');
};

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** Posts with node:http (optionally chunked, without Content-Length); a refusal may close under the writer. */
function post(body: Buffer, headers: Record<string, string> = {}, chunked = false): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: CONNECT_PATH,
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
        ...headers,
      },
    });
    req.on('error', () => resolve({ status: 0, body: '', ms: Date.now() - started }));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - started }));
    });
    if (chunked)
      for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024));
    else req.write(body);
    req.end();
  });
}

describe('POST /api/esign/docusign/connect bodies', () => {
  it('takes a signed notification under 256 KB', async () => {
    const body = notification(200 * 1024);
    const res = await post(body, { 'x-docusign-signature-1': sign(body) });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ outcome: 'unknown-envelope' });
  });

  it('refuses a body announced over 256 KB with 413 before reading it, signed or not', async () => {
    const body = notification(300 * 1024);
    const signed: Record<string, string> = { 'x-docusign-signature-1': sign(body) };
    for (const headers of [signed, {}]) {
      const res = await post(body, headers);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).message).toBe(PAYLOAD_TOO_LARGE);
    }
  });

  it('refuses a signed body sent in chunks once it passes 256 KB (413)', async () => {
    const body = notification(300 * 1024);
    const res = await post(body, { 'x-docusign-signature-1': sign(body) }, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(PAYLOAD_TOO_LARGE);
  });

  it('refuses a notification without a signature before its body is read, and closes the connection', async () => {
    const client = slowUpload({ port, path: CONNECT_PATH, contentLength: 100 * 1024, bytesPerTick: 10 });
    try {
      expect(await within(client.status, 2_000, -1)).toBe(401);
      expect(client.answer()).toContain(ESIGN_CONNECT_SIGNATURE_INVALID);
      expect(
        await within(
          client.closed.then(() => true),
          2_000,
          false,
        ),
      ).toBe(true);
    } finally {
      client.stop();
    }
  });

  it('holds little memory for 20 concurrent unsigned 4.9 MB posts, and answers each at once', async () => {
    const body = Buffer.alloc(Math.round(4.9 * MB), 0x7b);
    // Warm-up: the parsers and the error path are loaded.
    await post(notification(1024));
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    clearInterval(sampler);
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `connect: 20 concurrent unsigned 4.9 MB posts: statuses ${[...new Set(answers.map((a) => a.status))].join(',')}, ` +
        `RSS +${((peak - base) / MB).toFixed(1)} MB at the peak (server and clients in one process), slowest ${slowest} ms`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    expect(peak - base).toBeLessThan(20 * MB);
    expect(slowest).toBeLessThan(3_000);
  });
});
