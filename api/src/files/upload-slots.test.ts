/** Concurrent uploads are capped per link and per process; a request over the cap answers 429 at once. */
import net from 'node:net';
import express from 'express';
import supertest from 'supertest';
import { UPLOAD_BUSY } from '@cp/schemas/messages/portal';
import { errorHandler } from '../http/error-handler';
import { tradeReferenceUpload } from '../routes/portal';
import { UploadSlots } from './upload-slots';

describe('UploadSlots', () => {
  it('caps per key and in total, and frees a slot once on release', () => {
    const slots = new UploadSlots(2, 3);
    const a1 = slots.tryAcquire('a');
    const a2 = slots.tryAcquire('a');
    expect(slots.tryAcquire('a')).toBeUndefined();
    const b1 = slots.tryAcquire('b');
    expect(slots.tryAcquire('c')).toBeUndefined();
    a1?.();
    a1?.();
    expect(slots.tryAcquire('c')).toBeDefined();
    expect(slots.tryAcquire('a')).toBeUndefined();
    expect([a2, b1].every(Boolean)).toBe(true);
  });
});

describe('the trade-reference upload', () => {
  it('answers 429 to a second upload through a link while the first is still arriving', async () => {
    const app = express();
    app.post('/upload', tradeReferenceUpload(new UploadSlots(1, 8)), (_req, res) => {
      res.json({ success: true });
    });
    app.use(errorHandler);
    const server = app.listen(0);
    const { port } = server.address() as net.AddressInfo;
    // The first upload announces 1 MB and sends a few bytes: it holds its slot.
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      'POST /upload HTTP/1.1\r\nHost: x\r\nid: link-1\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        'Content-Length: 1000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="TradeReferenceDocument"; filename="a.pdf"\r\n\r\n%PDF-',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const busy = await supertest(server)
        .post('/upload')
        .set('id', 'link-1')
        .attach('TradeReferenceDocument', Buffer.from('%PDF-1.4'), 'b.pdf');
      expect(busy.status).toBe(429);
      expect(busy.body.message).toBe(UPLOAD_BUSY);
      expect(busy.headers['retry-after']).toBe('5');
      const other = await supertest(server)
        .post('/upload')
        .set('id', 'link-2')
        .attach('TradeReferenceDocument', Buffer.from('%PDF-1.4'), 'c.pdf');
      expect(other.status).toBe(200);
      slow.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await supertest(server)
        .post('/upload')
        .set('id', 'link-1')
        .attach('TradeReferenceDocument', Buffer.from('%PDF-1.4'), 'd.pdf');
      expect(after.status).toBe(200);
    } finally {
      slow.destroy();
      server.close();
    }
  });
});
