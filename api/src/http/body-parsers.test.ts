/** A request that announces a body and never sends it is answered 408 and its connection closed. */
import net from 'node:net';
import express from 'express';
import { BODY_TIMEOUT } from '@cp/schemas/messages/platform';
import { bodyParsers, bodyTimeout } from './body-parsers';

function appWith(
  jsonMs: number,
  rate: { uploadMinBytesPerSecond?: number; uploadGraceSeconds?: number } = {},
) {
  const app = express();
  app.use(bodyTimeout({ jsonMs, uploadMs: jsonMs * 3, ...rate }));
  app.use(bodyParsers);
  app.post('/echo', (req, res) => {
    // A multipart body is read by its route (multer); stand in for it.
    if (req.is('multipart/form-data')) req.resume().on('end', () => res.json({}));
    else res.json(req.body);
  });
  return app;
}

/** Sends the head of a request announcing `length` bytes, then nothing; resolves with what came back. */
function silentClient(port: number, contentType: string): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 100\r\n\r\n{"a":`,
      );
    });
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
  });
}

describe('body timeout', () => {
  it('answers 408 and closes the connection when the body stops coming', async () => {
    const server = appWith(300).listen(0);
    try {
      const { port } = server.address() as net.AddressInfo;
      const { text, ms } = await silentClient(port, 'application/json');
      expect(text).toMatch(/^HTTP\/1.1 408/);
      expect(text).toContain(BODY_TIMEOUT);
      expect(ms).toBeGreaterThanOrEqual(280);
      expect(ms).toBeLessThan(2_000);
    } finally {
      server.close();
    }
  });

  it('gives a file upload longer', async () => {
    const server = appWith(300).listen(0);
    try {
      const { port } = server.address() as net.AddressInfo;
      const { text, ms } = await silentClient(port, 'multipart/form-data; boundary=x');
      expect(text).toMatch(/^HTTP\/1.1 408/);
      expect(ms).toBeGreaterThanOrEqual(880);
    } finally {
      server.close();
    }
  });

  it('lets a complete body through', async () => {
    const server = appWith(300).listen(0);
    try {
      const { port } = server.address() as net.AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
      });
      expect(await res.json()).toEqual({ a: 1 });
    } finally {
      server.close();
    }
  });

  it('keeps an upload that arrives in small pieces above the minimum rate, and drops one below it', async () => {
    const server = appWith(10_000, { uploadMinBytesPerSecond: 1000, uploadGraceSeconds: 1 }).listen(0);
    const { port } = server.address() as net.AddressInfo;
    /** Sends 40 pieces of `piece` bytes 100 ms apart, then ends the body; resolves with the answer. */
    const trickle = (piece: number) =>
      new Promise<string>((resolve) => {
        let text = '';
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' +
              `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${40 * piece}\r\n\r\n`,
          );
          let sent = 0;
          const timer = setInterval(() => {
            if (socket.destroyed || sent === 40) return clearInterval(timer);
            socket.write('a'.repeat(piece));
            sent += 1;
          }, 100);
        });
        socket.on('error', () => undefined);
        socket.on('data', (d) => (text += d.toString()));
        socket.on('close', () => resolve(text));
      });
    try {
      const [fast, slow] = await Promise.all([trickle(300), trickle(20)]);
      expect(fast).toMatch(/^HTTP\/1.1 200/);
      expect(slow).toMatch(/^HTTP\/1.1 408/);
      expect(slow).toContain(BODY_TIMEOUT);
    } finally {
      server.close();
    }
  });
});
