/**
 * Who may hold upload capacity (README 'Security notes'): a customer upload's link, or a staff upload's
 * session, is checked before the body is read and before a slot is taken; slots are capped per link or
 * user, per client address and per process; a body slower than UPLOAD_MIN_BYTES_PER_SECOND is dropped.
 * Driven with real slow sockets against the whole app.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { BODY_TIMEOUT } from '@cp/schemas/messages/platform';
import { UPLOAD_BUSY } from '@cp/schemas/messages/portal';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../auth/testing';
import type { Config } from '../config';
import { samplePdf } from '../test/documents';
import { createCompanyWithDivision, createSubmission } from '../test/factories';
import { slowUpload, within, type SlowUpload } from '../test/slow-upload';

const UPLOAD = '/api/application/setInviteTradeReferences';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running {
  t: TestApp;
  server: Server;
  port: number;
  companyId: string;
}

async function start(overrides: Partial<Config> = {}): Promise<Running> {
  const t = await createTestApp(overrides);
  const server = t.app.listen(0);
  const { company } = await createCompanyWithDivision(t.ctx.db);
  return { t, server, port: (server.address() as AddressInfo).port, companyId: company.id };
}
async function stop(r: Running | undefined) {
  await new Promise((resolve) => r?.server.close(resolve));
  await r?.t.close();
}

const newLink = async (r: Running) => {
  const row = await createSubmission(r.t.ctx.db, { companyId: r.companyId });
  return { id: row.id, email: row.email };
};
const upload = (r: Running, headers: Record<string, string>, path = UPLOAD) =>
  request(r.server)
    .post(path)
    .set(headers)
    .attach('TradeReferenceDocument', samplePdf('our references'), 'refs.pdf');

/** Stops the clients and lets the server see their connections end (slots are released on close). */
async function stopAll(clients: SlowUpload[]) {
  for (const c of clients) c.stop();
  await Promise.all(clients.map((c) => c.closed));
  await sleep(100);
}

describe('anonymous slow uploads', () => {
  let r: Running;
  beforeAll(async () => {
    r = await start();
  });
  afterAll(() => stop(r));

  it('8 slow uploads with made-up links hold no slot: a customer uploads at once', async () => {
    const link = await newLink(r);
    const hostile = Array.from({ length: 8 }, () =>
      slowUpload({
        port: r.port,
        path: UPLOAD,
        headers: { id: randomUUID(), email: `${randomUUID()}@example.test` },
      }),
    );
    try {
      await sleep(500);
      const res = await upload(r, link);
      expect(res.status).toBe(200);
      expect(res.body.data.tradeReferencesFileName).toBe(`refs_${link.id}.pdf`);
      // Each was refused before its body was read, and its connection closed.
      const statuses = await Promise.all(hostile.map((h) => within(h.status, 2_000, -1)));
      expect(statuses).toEqual(Array(8).fill(404));
      const closed = await Promise.all(
        hostile.map((h) =>
          within(
            h.closed.then(() => true),
            2_000,
            false,
          ),
        ),
      );
      expect(closed).toEqual(Array(8).fill(true));
    } finally {
      await stopAll(hostile);
    }
  });

  it('refuses an upload without a link in its headers or query before reading it; the query string may carry it', async () => {
    const link = await newLink(r);
    const bare = slowUpload({ port: r.port, path: UPLOAD });
    try {
      expect(await within(bare.status, 2_000, -1)).toBe(404);
    } finally {
      await stopAll([bare]);
    }
    const viaQuery = `${UPLOAD}?${new URLSearchParams(link)}`;
    expect((await upload(r, {}, viaQuery)).status).toBe(200);
  });

  it('a staff upload path answers an anonymous slow upload 401 at once and closes it', async () => {
    const paths = [
      `/api/v1/applications/${randomUUID()}/trade-references`,
      '/api/Application/setTradeReferences',
      `/api/v1/companies/${randomUUID()}/packet`,
      '/api/Company/setOnboardingPacket',
    ];
    const hostile = paths.map((path) =>
      slowUpload({ port: r.port, path, headers: { id: randomUUID() }, field: 'OnboardingDocument' }),
    );
    try {
      expect(await Promise.all(hostile.map((h) => within(h.status, 2_000, -1)))).toEqual([
        401, 401, 401, 401,
      ]);
      const closed = await Promise.all(
        hostile.map((h) =>
          within(
            h.closed.then(() => true),
            2_000,
            false,
          ),
        ),
      );
      expect(closed).toEqual([true, true, true, true]);
    } finally {
      await stopAll(hostile);
    }
  });
});

describe('slots per client address', () => {
  let r: Running;
  beforeAll(async () => {
    // Behind a proxy on loopback, X-Forwarded-For names the client (TRUST_PROXY).
    r = await start({ trustProxy: ['loopback'] });
  });
  afterAll(() => stop(r));

  it('lets one address hold 4 uploads at once, even through as many links, and others upload meanwhile', async () => {
    const links = [await newLink(r), await newLink(r), await newLink(r), await newLink(r), await newLink(r)];
    const from = (address: string, link: { id: string; email: string }) => ({
      ...link,
      'x-forwarded-for': address,
    });
    const holders = links.slice(0, 4).map((link) =>
      slowUpload({
        port: r.port,
        path: UPLOAD,
        headers: from('198.51.100.7', link),
        bytesPerTick: 4096,
        tickMs: 200,
      }),
    );
    try {
      await sleep(500);
      const fifth = await upload(r, from('198.51.100.7', links[4]));
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toBe(UPLOAD_BUSY);
      expect((await upload(r, from('198.51.100.8', links[4]))).status).toBe(200);
    } finally {
      await stopAll(holders);
    }
    expect((await upload(r, from('198.51.100.7', links[0]))).status).toBe(200);
  });
});

describe('bodies slower than the minimum rate', () => {
  let r: Running;
  let cookie: string;
  beforeAll(async () => {
    r = await start({ uploadMinBytesPerSecond: 1000, uploadRateGraceSeconds: 1 });
    const user = await createTestUser(r.t.ctx.db, { security: 'SUPER ADMIN' });
    const login = await request(r.server)
      .post('/api/User/login')
      .send({ email: user.email, password: TEST_PASSWORD });
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(() => stop(r));

  it("drops a link holder's trickling upload with 408 after the grace period, and frees its slot", async () => {
    const link = await newLink(r);
    const started = Date.now();
    const slow = [1, 2].map(() =>
      slowUpload({ port: r.port, path: UPLOAD, headers: link, bytesPerTick: 10, tickMs: 100 }),
    );
    try {
      await sleep(300);
      expect((await upload(r, link)).status).toBe(429);
      expect(await Promise.all(slow.map((s) => within(s.status, 5_000, -1)))).toEqual([408, 408]);
      await Promise.all(slow.map((s) => within(s.closed, 2_000, undefined)));
      expect(slow[0].answer()).toContain(BODY_TIMEOUT);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await stopAll(slow);
    }
    const res = await upload(r, link);
    expect(res.status).toBe(200);
  });

  it('drops a signed-in staff upload that trickles, too', async () => {
    const slow = slowUpload({
      port: r.port,
      path: `/api/v1/applications/${randomUUID()}/trade-references`,
      headers: { cookie },
      bytesPerTick: 10,
      tickMs: 100,
    });
    try {
      expect(await within(slow.status, 5_000, -1)).toBe(408);
    } finally {
      await stopAll([slow]);
    }
  });
});
