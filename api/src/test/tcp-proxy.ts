/**
 * A TCP proxy in front of a server, for fault tests: `pause()` stops forwarding in both directions while
 * keeping every connection open (a stalled database: reachable but silent), `resume()` lets the held
 * bytes through, `cut()` closes every connection and refuses new ones until `restore()`.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  pause(): void;
  resume(): void;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let paused = false;
  let refusing = false;

  // Bytes held while paused, per destination, written in order on resume.
  const held = new Map<net.Socket, Buffer[]>();
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (paused) held.set(to, [...(held.get(to) ?? []), chunk]);
      else to.write(chunk);
    });
  };

  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const [to, chunks] of held) if (!to.destroyed) for (const c of chunks) to.write(c);
      held.clear();
    },
    cut() {
      refusing = true;
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      pairs.clear();
      held.clear();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [a, b] of pairs) {
          a.destroy();
          b.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
