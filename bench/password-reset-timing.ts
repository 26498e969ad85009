/**
 * npm run password-reset-timing -w bench — figures, not a test. Forgot password must not tell by its
 * time whether an address has an account (issue 14): this prints the median answer time for a known and
 * for unknown addresses, interleaved so load weighs on both alike, and their ratio (1.00 = alike; before
 * the work was equalised an unknown address answered in 0.60-0.67 of the time). The bare baseline of the
 * same run is one round trip of a route that does no database work (GET /healthz).
 */
import { performance } from 'node:perf_hooks';
import supertest from 'supertest';
// By path: @cp/api's export map ("./*": "./src/*", no extension) is not resolvable by TypeScript.
import { createTestApp, createTestUser } from '../api/src/auth/testing';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const t = await createTestApp();
const known = 'timing.known@example.test';
await createTestUser(t.ctx.db, { email: known });
const http = supertest(t.app);
const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const ask = (email: string) => () => http.post('/api/User/passwordRequest').send({ email }).expect(200);

for (let i = 0; i < 10; i += 1) await Promise.all([ask(known)(), ask(`warm${i}@example.test`)()]);
const times = { known: [] as number[], unknown: [] as number[], bare: [] as number[] };
for (let i = 0; i < ROUNDS; i += 1) {
  times.known.push(await timed(ask(known)));
  times.unknown.push(await timed(ask(`ghost${i}@example.test`)));
  times.bare.push(await timed(() => http.get('/healthz')));
}
const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(`rounds: ${ROUNDS}`);
console.log(`bare round trip (GET /healthz), median: ${ms(median(times.bare))}`);
console.log(`known address, median:                ${ms(median(times.known))}`);
console.log(`unknown address, median:              ${ms(median(times.unknown))}`);
console.log(
  `ratio unknown / known:                ${(median(times.unknown) / median(times.known)).toFixed(2)}`,
);
await t.close();
