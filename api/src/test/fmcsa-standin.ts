/**
 * A local stand-in for FMCSA's QCMobile API (README 'Carrier checks'): it serves the recorded fixtures in
 * QCMobile's shape under /qc/services, refuses a request without the expected webKey (401, as QCMobile does),
 * answers an unknown USDOT with `content: null` and an unknown docket with `content: []`, and can be told to
 * fail (503) or to hang, so tests prove the real client's parsing, key, not-found and timeout.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARRIER_FIXTURES } from '../carriers/fixtures';

export interface FmcsaStandin {
  baseUrl: string;
  webKey: string;
  /** The paths with query of every request received. */
  requests: string[];
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

export async function startFmcsaStandin(webKey = 'standin-webkey'): Promise<FmcsaStandin> {
  const state: Pick<FmcsaStandin, 'requests' | 'mode'> = { requests: [], mode: 'ok' };
  const hung: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    state.requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') return void hung.push(res);
    if (state.mode === 'fail') return send(503, { message: 'Service Unavailable' });
    if (url.searchParams.get('webKey') !== webKey) return send(401, { content: 'Webkey not found' });
    const m = url.pathname.match(/^\/qc\/services\/carriers\/(docket-number\/)?(\d+)(\/authority)?$/);
    if (!m) return send(404, { content: null });
    const [, docket, num, authority] = m;
    const f = CARRIER_FIXTURES.find((x) =>
      docket ? x.docketNumber === num : String(x.carrier.dotNumber) === num,
    );
    if (docket) return send(200, { content: f ? [{ carrier: f.carrier }] : [] });
    if (authority) return send(200, { content: f ? f.authority : [] });
    send(200, { content: f ? { carrier: f.carrier, _links: {} } : null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/qc/services`,
    webKey,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hung) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
