import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../app';
import { repoRoot, testConfig } from '../config';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { accepts, IMMUTABLE, REVALIDATE_HOURLY } from './static-assets';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
/** An answer's bytes exactly as sent (supertest would decode them). */
function get(server: http.Server, url: string, acceptEncoding: string): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('compressed and cached answers (issue 17)', () => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let server: http.Server;
  let script: string;
  let favicon: string;
  beforeAll(async () => {
    t = await createTestDb();
    const dist = (name: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), `cp-static-${name}-`));
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>` + ' '.repeat(2000));
      writeFileSync(
        path.join(dir, 'assets', 'index-Ab3_x-9Z.js'),
        `export const app = ${JSON.stringify(name)};\n` + 'console.log("a line of a bundle");\n'.repeat(400),
      );
      writeFileSync(
        path.join(dir, 'favicon.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
      );
      // The build step itself writes the .br and .gz copies.
      execFileSync('node', [path.join(repoRoot, 'scripts', 'precompress.mjs'), dir]);
      return dir;
    };
    const forms = dist('forms');
    script = readFileSync(path.join(forms, 'assets', 'index-Ab3_x-9Z.js'), 'utf8');
    favicon = readFileSync(path.join(forms, 'favicon.svg'), 'utf8');
    app = createApp(
      { db: t.db, config: testConfig(), logger: pino({ level: 'silent' }) },
      { frontEndDirs: { formsDist: forms, adminDist: dist('admin') } },
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('serves the brotli copy of a hashed asset to a browser, cached for a year', async () => {
    const res = await get(server, '/portal/assets/index-Ab3_x-9Z.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('serves gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get(server, '/portal/assets/index-Ab3_x-9Z.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const refused = await get(server, '/portal/assets/index-Ab3_x-9Z.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
    const none = await get(server, '/assets/index-Ab3_x-9Z.js', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers['cache-control']).toBe(IMMUTABLE);
    expect(none.body.toString()).toContain('"admin"');
  });

  it('revalidates unhashed files hourly and compresses the pages, revalidated on every visit', async () => {
    const icon = await get(server, '/portal/favicon.svg', 'br');
    expect(icon.headers['cache-control']).toBe(REVALIDATE_HOURLY);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(brotliDecompressSync(icon.body).toString()).toBe(favicon);
    const page = await supertest(app).get('/login').set('Accept-Encoding', 'gzip, br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).toContain('<title>forms</title>');
  });

  it('never hands out the copies themselves or files outside the build', async () => {
    const copy = await supertest(app).get('/portal/assets/index-Ab3_x-9Z.js.br').set('Accept-Encoding', 'br');
    expect(copy.headers['content-type']).toMatch(/html/);
    for (const url of ['/portal/..%2f..%2fpackage.json', '/portal/%2e%2e/%2e%2e/package.json']) {
      const res = await supertest(app).get(url).set('Accept-Encoding', 'br');
      expect(res.text).not.toContain('"workspaces"');
    }
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(accepts('*', 'gzip')).toBe(true);
    expect(accepts('*;q=0', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
    expect(accepts('identity', 'br')).toBe(false);
  });
});
