/**
 * bench:list's HTTP ways (bench/list.ts): a list page fetched on kept-alive connections, its total read from
 * Content-Range; and the bare HTTP server (bench/bare-http-server.mjs) that answers the list's statement as JSON
 * with node:http alone, the floor of any HTTP API in Node.js over that SQL.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** One way of getting the page, timed by bench/list.ts: one request, and the list's total. */
export interface Way {
  once: () => Promise<unknown>;
  total: number;
  close: () => Promise<void>;
}

/** GETs `url` on up to `connections` kept-alive connections; each answer's total is Content-Range's. */
export async function httpPage(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  close: () => void = () => undefined,
): Promise<Way> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('error', reject);
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(Number(String(res.headers['content-range']).split('/')[1]))
              : reject(new Error(`${url} answered ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  return {
    once,
    total: await once(),
    close: async () => {
      agent.destroy();
      close();
    },
  };
}

/** A port nothing listens on (the API's metrics port is next to its own). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * The page through a bare HTTP server (bench/bare-http-server.mjs, in `processes` processes as the API): the
 * same statement answered as JSON by node:http, without Express, sign-in, mapping or logging, measured by the
 * same client as the API.
 */
export async function viaBareHttp(o: {
  root: string;
  databaseUrl: string;
  statement: { text: string; params: unknown[] };
  processes: number;
  connections: number;
}): Promise<Way> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(o.root, 'bench/bare-http-server.mjs')], {
    cwd: o.root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_PROCESSES: String(o.processes),
      BARE_POOL: String(o.connections),
      BARE_DATABASE_URL: o.databaseUrl,
      BARE_STATEMENT: JSON.stringify(o.statement),
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`The bare HTTP server stopped (${code}).`)));
  });
  return httpPage(`http://localhost:${port}/`, o.connections, {}, () => child.kill('SIGTERM'));
}
