/**
 * An in-test webhook receiver (README 'Webhooks'): an HTTP server on 127.0.0.1 that verifies every request's
 * signature with `standardwebhooks`' `Webhook.verify` against the secrets it is given, keeps what it received,
 * and answers 204, or 503 while `failing`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Whether one of the secrets verified it. */
  verified: boolean;
  at: number;
}

export interface TestReceiver {
  url: string;
  received: Received[];
  secrets: string[];
  failing: boolean;
  close(): Promise<void>;
}

export async function startTestReceiver(): Promise<TestReceiver> {
  const state = { received: [] as Received[], secrets: [] as string[], failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
          h,
          String(req.headers[h] ?? ''),
        ]),
      );
      const verified = state.secrets.some((s) => {
        try {
          new Webhook(s).verify(raw, headers);
          return true;
        } catch {
          return false;
        }
      });
      const body = JSON.parse(raw) as Received['body'];
      state.received.push({ id: headers['webhook-id'], type: body.type, body, verified, at: Date.now() });
      res
        .writeHead(state.failing ? 503 : 204)
        .end(state.failing ? 'receiver down for maintenance' : undefined);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
