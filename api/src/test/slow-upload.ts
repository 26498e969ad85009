/**
 * A client that posts a multipart upload over a raw socket (net.Socket) and trickles its body, as a slow
 * or hostile client does: the request head and a file part's header at once, then a few bytes per tick
 * of a body announced much larger. It reads the server's status line and notes when the server closes.
 */
import net from 'node:net';

export interface SlowUploadOptions {
  port: number;
  path: string;
  /** Extra request headers (id, email, cookie, x-forwarded-for …). */
  headers?: Record<string, string>;
  /** The multipart field of the file. */
  field?: string;
  /** The body's announced length. */
  contentLength?: number;
  bytesPerTick?: number;
  tickMs?: number;
}

export interface SlowUpload {
  /** The answer's status (0 when the connection closed without one). */
  status: Promise<number>;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
  /** Body bytes sent so far. */
  sent(): number;
  /** What the server answered so far (head and body). */
  answer(): string;
  /** Ends the client. */
  stop(): void;
}

export const BOUNDARY = 'slow-upload-boundary';

export function slowUpload(o: SlowUploadOptions): SlowUpload {
  const socket = net.connect(o.port, '127.0.0.1');
  const headers = {
    host: '127.0.0.1',
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': String(o.contentLength ?? 1_000_000),
    ...o.headers,
  };
  const preamble =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${o.field ?? 'TradeReferenceDocument'}"; ` +
    'filename="refs.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';
  let sent = preamble.length;
  let timer: NodeJS.Timeout | undefined;
  let answer = '';
  let settle: (status: number) => void = () => undefined;
  const status = new Promise<number>((resolve) => (settle = resolve));
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      settle(0);
      resolve();
    }),
  );
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
    const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
    if (line) settle(Number(line[1]));
  });
  socket.once('connect', () => {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${o.path} HTTP/1.1\r\n${head}\r\n${preamble}`);
    timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) return clearInterval(timer);
      const bytes = o.bytesPerTick ?? 1;
      socket.write(Buffer.alloc(bytes, 0x20));
      sent += bytes;
    }, o.tickMs ?? 1000);
  });
  return {
    status,
    closed,
    sent: () => sent,
    answer: () => answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Resolves with the promise's value, or with `fallback` after `ms`. */
export const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
