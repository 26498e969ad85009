import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { createTestApp, createTestUser, type TestApp } from '../../auth/testing';
import { outbox, passwordResets } from '../../db/schema';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('forgot password takes as long for an unknown address as for an account', () => {
  let t: TestApp;
  const known = 'timing.known@example.test';
  beforeAll(async () => {
    t = await createTestApp();
    await createTestUser(t.ctx.db, { email: known });
  });
  afterAll(() => t.close());

  it('does the same work either way, storing and sending nothing for the unknown address', async () => {
    const timeOf = async (email: string) => {
      const start = performance.now();
      await supertest(t.app).post('/api/User/passwordRequest').send({ email }).expect(200);
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i += 1) await Promise.all([timeOf(known), timeOf('warm-up@example.test')]);
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, so load on the machine weighs on both alike.
    for (let i = 0; i < 60; i += 1) {
      times.known.push(await timeOf(known));
      times.unknown.push(await timeOf(`ghost${i}@example.test`));
    }
    const ratio = median(times.unknown) / median(times.known);
    // Before the work was equalised an unknown address answered in about 0.6-0.67 of the time.
    expect(ratio).toBeGreaterThan(0.78);
    expect(ratio).toBeLessThan(1.28);
    const ghostMail = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'ghost1@example.test'));
    expect(ghostMail).toEqual([]);
    // Only the newest link of the account is kept.
    expect(await t.ctx.db.select().from(passwordResets)).toHaveLength(1);
  });
});
