/**
 * Optional virus scan of uploads (issue 11 item 12) by a ClamAV daemon (`clamd`, Debian's clamav-daemon),
 * when CLAMD_URL names one: `tcp://host:3310` or `unix:/run/clamav/clamd.ctl`. The file is streamed with
 * clamd's INSTREAM command (chunks prefixed by their 4-byte big-endian length, a zero length ends it); clamd
 * answers `stream: OK`, `stream: <signature> FOUND` or an error. Fail closed: when clamd cannot be reached or
 * answers an error, the upload is refused with 503 (nothing unscanned is stored while scanning is configured).
 * An upload spooled to a temporary file (upload-content.ts) is read from it as it is sent, never held whole.
 */
import { once } from 'node:events';
import net from 'node:net';
import { UPLOAD_INFECTED, UPLOAD_SCAN_UNAVAILABLE } from '@cp/schemas/messages/portal';
import { AppError, ErrorCode } from '../errors';
import { contentStream, type UploadContent } from './upload-content';

export type VirusScanner = (data: UploadContent) => Promise<void>;

const CHUNK = 64 * 1024;
const TIMEOUT_MS = 30_000;

/** Where clamd listens, from CLAMD_URL; throws on a value that is neither form. */
export function clamdAddress(url: string): net.NetConnectOpts {
  const unix = /^unix:(\/.+)$/.exec(url);
  if (unix) return { path: unix[1] };
  const tcp = /^tcp:\/\/([^:/]+):(\d{1,5})\/?$/.exec(url);
  if (tcp) return { host: tcp[1], port: Number(tcp[2]) };
  throw new Error('CLAMD_URL must be tcp://host:port or unix:/path/to/clamd.socket');
}

/** clamd's verdict on the bytes: 'OK', or the signature's name when it found one. */
export function clamdScan(address: net.NetConnectOpts, data: UploadContent): Promise<{ found?: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    const answer: Buffer[] = [];
    let answered = false;
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('clamd did not answer in time')));
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => answer.push(chunk));
    socket.on('end', () => {
      answered = true;
      const text = Buffer.concat(answer).toString('utf8').replace(/\0/g, '').trim();
      const found = /^stream: (.+) FOUND$/.exec(text);
      if (found) resolve({ found: found[1] });
      else if (text === 'stream: OK') resolve({});
      else reject(new Error(`clamd answered: ${text.slice(0, 200)}`));
    });
    socket.on('connect', () => {
      const send = async () => {
        socket.write('zINSTREAM\0');
        for await (const chunk of contentStream(data)) {
          const bytes = chunk as Buffer;
          for (let at = 0; at < bytes.length; at += CHUNK) {
            const part = bytes.subarray(at, at + CHUNK);
            const size = Buffer.alloc(4);
            size.writeUInt32BE(part.length);
            socket.write(size);
            // Back-pressure: a spooled file is read no faster than clamd takes it.
            if (!socket.write(part)) await once(socket, 'drain');
            if (answered || socket.destroyed) return;
          }
        }
        socket.end(Buffer.alloc(4));
      };
      // clamd may close the stream early (a size limit, an error): its answer or the socket's error decides.
      send().catch((err: unknown) => socket.destroy(err as Error));
    });
  });
}

let scanner: VirusScanner | null = null;

/** Set from the configuration when the app is built (app.ts); null turns scanning off. */
export function setVirusScanner(next: VirusScanner | null): void {
  scanner = next;
}

export function clamdScanner(url: string, onError: (err: unknown) => void = () => undefined): VirusScanner {
  const address = clamdAddress(url);
  return async (data) => {
    let verdict: { found?: string };
    try {
      verdict = await clamdScan(address, data);
    } catch (err) {
      onError(err);
      throw new AppError(ErrorCode.Unavailable, UPLOAD_SCAN_UNAVAILABLE);
    }
    if (verdict.found) throw new AppError(ErrorCode.Validation, UPLOAD_INFECTED);
  };
}

/** Runs the configured scan, if any. */
export async function scanUpload(data: UploadContent): Promise<void> {
  if (scanner) await scanner(data);
}
