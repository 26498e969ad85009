/** Malformed bodies, headers, encodings and races answer 4xx with a clear message, never 500 (issue 11 item 6). */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { BODY_UNREADABLE, NESTED_TOO_DEEPLY, NUL_CHARACTER } from '@cp/schemas/messages/platform';
import { USER_EMAIL_TAKEN } from '@cp/schemas/messages/signin';
import supertest from 'supertest';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { createUnit } from '../test/factories';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
let unitId: string;
let selfId: string;
beforeAll(async () => {
  t = await createTestApp();
  unitId = (await createUnit(t.ctx.db)).id;
  selfId = (
    await createTestUser(t.ctx.db, { email: 'boss@example.test', security: 'SUPER ADMIN', unitIds: [unitId] })
  ).id;
  agent = await signedInAgent(t.app, 'boss@example.test');
});
afterAll(() => t.close());

const noServerError = (res: { status: number; text: string }) => {
  expect(res.status, res.text).toBeLessThan(500);
  expect(res.text).not.toMatch(/\bat \S+ \(|select |insert |update .* set /i);
};

describe('headers and cookies', () => {
  it.each(['not-a-uuid', "1' or 1=1 --", '\u00e9\u00e9', '00000000-0000-0000-0000-00000000000Z'])(
    'a selected-company header or cookie %j is ignored or refused, never a 500',
    async (value) => {
      const viaHeader = await agent
        .get('/api/v1/activations')
        .set('X-Selected-Company', encodeURIComponent(value))
        .set('X-Selected-Division', encodeURIComponent(value));
      noServerError(viaHeader);
      const viaCookie = await agent
        .get('/api/v1/activations')
        .set('Cookie', `selected-company=${encodeURIComponent(value)}`);
      noServerError(viaCookie);
    },
  );
});

describe('bodies', () => {
  it('answers 400 to a NUL character in a text field', async () => {
    const res = await agent
      .post('/api/User/setUser')
      .send({ _id: selfId, firstName: 'A\u0000B', lastName: 'C' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NUL_CHARACTER);
  });

  it('answers 400 to a gzip Content-Encoding on a body that is not gzip', async () => {
    const res = await supertest(t.app)
      .post('/api/User/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@b.c","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BODY_UNREADABLE);
  });

  it('still reads a real gzip body', async () => {
    const server = t.app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/User/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body: gzipSync(JSON.stringify({ email: 'nobody@example.test', password: 'x' })),
      });
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { message: string }).message).not.toBe(BODY_UNREADABLE);
    } finally {
      server.close();
    }
  });

  it('answers 400 to invalid JSON', async () => {
    const res = await supertest(t.app)
      .post('/api/User/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it.each([
    ['arrays', '['.repeat(5000) + ']'.repeat(5000)],
    ['objects', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
  ])('answers 400 to deeply nested %s', async (_kind, body) => {
    const res = await agent.post('/api/User/setUser').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NESTED_TOO_DEEPLY);
  });

  it('answers 413 quickly to a body over the sign-in cap', async () => {
    const started = Date.now();
    const res = await supertest(t.app)
      .post('/api/User/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 413 to a JSON body over 1 MB elsewhere', async () => {
    const res = await agent.post('/api/User/setUser').send({ firstName: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});

describe('races', () => {
  it('inviting the same user five times at once creates one and answers the rest with the message', async () => {
    const invite = () =>
      agent.post('/api/User/inviteUser').send({
        email: 'twin@example.test',
        security: 'READ ONLY',
        maximumApprovalAmount: 0,
        companies: [unitId],
      });
    const answers = await Promise.all([invite(), invite(), invite(), invite(), invite()]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(USER_EMAIL_TAKEN);
    }
  });
});

describe('prototype keys', () => {
  it('drops __proto__ and constructor keys instead of failing', async () => {
    const res = await agent
      .post('/api/User/setUser')
      .set('Content-Type', 'application/json')
      .send(
        `{"_id":"${selfId}","firstName":"Ann","lastName":"Lee","__proto__":{"security":"x"},"constructor":{"prototype":{"a":1}}}`,
      );
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });
});
