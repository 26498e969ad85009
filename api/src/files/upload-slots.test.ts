/** Concurrent uploads are capped per holder, per client address and per process; a request over a cap answers 429 at once. */
import net from 'node:net';
import express from 'express';
import supertest from 'supertest';
import { UPLOAD_BUSY } from '@cp/schemas/messages/portal';
import { documentUpload } from '../http/document-upload';
import { errorHandler } from '../http/error-handler';
import { UploadSlots } from './upload-slots';

describe('UploadSlots', () => {
  it('caps per holder, per address and in total, and frees a slot once on release', () => {
    const slots = new UploadSlots({ perHolder: 2, perAddress: 3, perProcess: 5 });
    const a1 = slots.tryAcquire('a', '10.0.0.1');
    const a2 = slots.tryAcquire('a', '10.0.0.2');
    expect(slots.tryAcquire('a', '10.0.0.3')).toBeUndefined();
    const b1 = slots.tryAcquire('b', '10.0.0.1');
    const c1 = slots.tryAcquire('c', '10.0.0.1');
    // 10.0.0.1 holds three (a, b, c): a fourth holder from there waits, one from elsewhere does not.
    expect(slots.tryAcquire('d', '10.0.0.1')).toBeUndefined();
    const d1 = slots.tryAcquire('d', '10.0.0.4');
    expect(slots.tryAcquire('e', '10.0.0.5')).toBeUndefined();
    a1?.();
    a1?.();
    expect(slots.tryAcquire('e', '10.0.0.5')).toBeDefined();
    expect(slots.tryAcquire('f', '10.0.0.6')).toBeUndefined();
    expect([a2, b1, c1, d1].every(Boolean)).toBe(true);
  });
});

describe('an upload route', () => {
  it('answers 429 to a second upload by one holder while the first is still arriving', async () => {
    const app = express();
    const slots = new UploadSlots({ perHolder: 1 });
    const upload = documentUpload({
      field: 'TradeReferenceDocument',
      admit: (req) => req.get('id') ?? '',
      slots,
    });
    app.post('/upload', upload, (_req, res) => {
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
      expect(busy.headers.connection).toBe('close');
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
