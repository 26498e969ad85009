/**
 * An unbounded list's export in a worker thread (README 'Exports', exports/in-worker.ts), on PostgreSQL: the
 * same file byte for byte as the export in the web process; the worker reads only as fast as the client takes
 * the file and stops, its connection closed, when the client goes away; no more than EXPORT_WORKERS_AT_ONCE run
 * at once; a thread whose export ended runs the next one; the unit selection is the console's, and the worker is
 * handed no session token; an error met in the worker reaches the route as the error it was.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, signedInAgent, TEST_PASSWORD, type TestApp } from '../auth/testing';
import { rows } from '../customers/db';
import { AppError, ErrorCode } from '../errors';
import { createSubmission, createUnit } from '../test/factories';
import type { Agent } from '../test/test-world';
import { selectionSourceOf } from '../routes/submissions/request';
import {
  csvFromWorker,
  endIdleExportWorkers,
  EXPORT_WORKERS_AT_ONCE,
  exportWorkersStarted,
  rebuiltError,
} from './in-worker';
import { exportPaging } from './pages';
import { EXPORT_CONNECTION_NAME, threadError } from './worker-protocol';

let t: TestApp;
let agent: Agent;
let email: string;
let otherId: string;
const ROWS = 300;
/** A company name of 40,000 characters: 300 rows make a 12 MB file, more than the sockets between buffer. */
const LONG = 'Freight '.repeat(5_000);
const path = `/api/v1/exports/applications.csv?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW' }))}`;

const exportConnections = async () =>
  Number(
    (
      await rows<{ n: string }>(
        t.ctx.db,
        sql`select count(*) n from pg_stat_activity
          where application_name = ${EXPORT_CONNECTION_NAME} and datname = current_database()`,
      )
    )[0].n,
  );

async function until(check: () => Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return true;
  return false;
}

async function sessionCookie() {
  const login = await supertest(t.app).post('/api/User/login').send({ email, password: TEST_PASSWORD });
  return (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

beforeAll(async () => {
  t = await createTestApp();
  expect(t.ctx.config.databaseUrl, 'this file runs on PostgreSQL (project api)').toBeTruthy();
  const { db } = t.ctx;
  const company = await createUnit(db, { name: 'Worker Freight' });
  for (let i = 0; i < ROWS; i++)
    await createSubmission(db, {
      companyId: company.id,
      status: 'NEW',
      applicationNumber: `WK${i}`,
      data: { companyName: `${i} ${LONG}` },
      signatureDate: new Date(Date.UTC(2026, 0, 1, 0, i)),
      amountReq: String(1000 + i),
    });
  const other = await createUnit(db, { name: 'Other Freight' });
  otherId = other.id;
  for (const i of [0, 1])
    await createSubmission(db, {
      companyId: other.id,
      status: 'NEW',
      applicationNumber: `OT${i}`,
      data: { companyName: `Other ${i}` },
      signatureDate: new Date(Date.UTC(2026, 1, 1, 0, i)),
    });
  ({ email } = await createTestUser(db, { security: 'SUPER ADMIN' }));
  agent = await signedInAgent(t.app, email);
});

afterAll(async () => {
  exportPaging.pageSize = 500;
  await endIdleExportWorkers();
  await t.close();
});

describe('an export in a worker thread', () => {
  it('writes the same file, byte for byte, as the export in the web process', async () => {
    exportPaging.pageSize = 7;
    const inWorker = (await agent.get(path).expect(200)).text;
    const { databaseUrl } = t.ctx.config;
    t.ctx.config.databaseUrl = undefined;
    try {
      const inProcess = (await agent.get(path).expect(200)).text;
      expect(inWorker).toBe(inProcess);
    } finally {
      t.ctx.config.databaseUrl = databaseUrl;
    }
    expect(inWorker.split('\n').filter((l) => l.includes(LONG)).length).toBe(ROWS);
    // The worker closed its connection at the end of the file.
    expect(await until(async () => (await exportConnections()) === 0)).toBe(true);
  });

  it('runs the next export in the thread of one that ended, and one that failed leaves it usable', async () => {
    exportPaging.pageSize = 500;
    await endIdleExportWorkers();
    const before = exportWorkersStarted();
    const first = (await agent.get(path).expect(200)).text;
    // An error the worker meets (here a query no route would hand it) comes back, and the thread stays.
    const { databaseUrl } = t.ctx.config;
    const user = (await rows<{ id: string }>(t.ctx.db, sql`select id from users where email = ${email}`))[0];
    const broken = csvFromWorker({
      databaseUrl: databaseUrl!,
      list: 'applications',
      user: { id: user.id } as never,
      query: null,
      headers: {},
      cookies: {},
      timeZone: 'UTC',
      size: 5,
    });
    await expect(async () => {
      for await (const chunk of broken) void chunk;
    }).rejects.toThrow();
    const second = (await agent.get(path).expect(200)).text;
    expect(second).toBe(first);
    expect(exportWorkersStarted() - before).toBe(1);
    // Each export's connection closed at the end of its file; the waiting thread holds none.
    expect(await until(async () => (await exportConnections()) === 0)).toBe(true);
  });

  it('runs at most EXPORT_WORKERS_AT_ONCE workers; a further export starts when one ends', async () => {
    exportPaging.pageSize = 5;
    const server = t.app.listen(0);
    const { port } = server.address() as AddressInfo;
    try {
      const cookie = await sessionCookie();
      const opened = Array.from({ length: EXPORT_WORKERS_AT_ONCE + 1 }, () => {
        const req = http.get({ port, path, headers: { cookie } });
        req.on('error', () => undefined);
        const response = new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
        // Each client takes the first chunk and then stops reading.
        response.then(
          (res) => res.once('data', () => res.pause()),
          () => undefined,
        );
        return { req, response, answered: false };
      });
      for (const o of opened) void o.response.then(() => (o.answered = true));
      await until(async () => opened.filter((o) => o.answered).length === EXPORT_WORKERS_AT_ONCE);
      await new Promise((r) => setTimeout(r, 500));
      expect(opened.filter((o) => o.answered).length).toBe(EXPORT_WORKERS_AT_ONCE);
      expect(await exportConnections()).toBe(EXPORT_WORKERS_AT_ONCE);
      // One client goes away: the waiting export gets its worker.
      const first = opened.find((o) => o.answered);
      first?.req.destroy();
      expect(await until(async () => opened.every((o) => o.answered))).toBe(true);
      expect((await Promise.all(opened.map((o) => o.response))).map((r) => r.statusCode)).toEqual(
        opened.map(() => 200),
      );
      for (const o of opened) o.req.destroy();
      expect(await until(async () => (await exportConnections()) === 0)).toBe(true);
    } finally {
      server.close();
    }
  });

  it("selects the units the console's selection picks, by header or by cookie, and is handed nothing else", async () => {
    exportPaging.pageSize = 500;
    const numbers = (text: string) =>
      text
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[1])
        .sort();
    const byHeader = await agent.get(path).set('x-selected-company', otherId).expect(200);
    expect(numbers(byHeader.text)).toEqual(['OT0', 'OT1']);
    const byCookie = await agent.get(path).set('Cookie', `selected-company=${otherId}`).expect(200);
    expect(numbers(byCookie.text)).toEqual(['OT0', 'OT1']);
    // The worker gets the selection's headers and cookies, not the session's tokens.
    const req = {
      get: (h: string) => ({ 'x-selected-company': otherId, authorization: 'Bearer t' })[h],
      cookies: { 'ca-access': 't', 'selected-division': 'ALL' },
    };
    expect(selectionSourceOf(req as never)).toEqual({
      headers: { 'x-selected-company': otherId },
      cookies: { 'selected-division': 'ALL' },
    });
  });

  it('reads only as fast as the client takes the file, and stops when the client goes away', async () => {
    exportPaging.pageSize = 5;
    const server = t.app.listen(0);
    const { port } = server.address() as AddressInfo;
    try {
      const login = await supertest(t.app).post('/api/User/login').send({ email, password: TEST_PASSWORD });
      const cookie = (login.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      let received = 0;
      const req = http.get({ port, path, headers: { cookie } });
      req.on('error', () => undefined);
      const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
      expect(res.statusCode).toBe(200);
      // The client takes the first chunk and then stops reading.
      await new Promise<void>((resolve) =>
        res.once('data', (chunk: Buffer) => {
          received += chunk.length;
          res.pause();
          resolve();
        }),
      );
      await new Promise((r) => setTimeout(r, 500));
      // The file is not finished: the worker waits on the client with its connection open.
      expect(received).toBeLessThan(ROWS * LONG.length);
      expect(await exportConnections()).toBe(1);
      req.destroy();
      expect(await until(async () => (await exportConnections()) === 0)).toBe(true);
    } finally {
      server.close();
    }
  });

  it('passes on the error the worker met as the error it was', () => {
    const refused = rebuiltError(
      threadError(new AppError(ErrorCode.Forbidden, 'No.', { fields: { '/unitId': 'Not yours.' } })),
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'No.',
      fields: { '/unitId': 'Not yours.' },
    });
    // A driver's error keeps the properties the error handler maps to a status (SQLSTATE 57014: cancelled).
    const cancelled = rebuiltError(
      threadError(Object.assign(new Error('canceling statement'), { code: '57014' })),
    );
    expect(cancelled).not.toBeInstanceOf(AppError);
    expect(cancelled).toMatchObject({ message: 'canceling statement', code: '57014' });
  });
});
