/**
 * A stand-in of ClamAV's clamd on 127.0.0.1 for the upload tests (the signature database that a real clamd
 * needs cannot be downloaded here): it speaks clamd's INSTREAM protocol exactly (the `zINSTREAM\0` command,
 * 4-byte big-endian chunk lengths, a zero length at the end, a NUL-terminated answer) and reports the EICAR
 * test signature the way clamd does ('stream: Eicar-Test-Signature FOUND'). It records what it received.
 */
import net from 'node:net';

/** The standard antivirus test string (harmless; every scanner reports it). */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface ClamdStandIn {
  url: string;
  scanned: Buffer[];
  close(): Promise<void>;
}

export async function startClamdStandIn(): Promise<ClamdStandIn> {
  const scanned: Buffer[] = [];
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let commandRead = false;
    const parts: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!commandRead) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        const command = buffer.subarray(0, nul).toString();
        buffer = buffer.subarray(nul + 1);
        if (command !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        commandRead = true;
      }
      while (buffer.length >= 4) {
        const size = buffer.readUInt32BE(0);
        if (size === 0) {
          const data = Buffer.concat(parts);
          scanned.push(data);
          const verdict = data.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND' : 'stream: OK';
          return void socket.end(`${verdict}\0`);
        }
        if (buffer.length < 4 + size) return;
        parts.push(buffer.subarray(4, 4 + size));
        buffer = buffer.subarray(4 + size);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `tcp://127.0.0.1:${port}`,
    scanned,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
