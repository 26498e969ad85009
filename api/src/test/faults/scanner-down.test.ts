/**
 * Fault suite: the virus scanner (CLAMD_URL, README 'Configuration') goes down. Every upload route of the
 * app's route table (a new one fails this test until it has a row below) first stores a clean PDF that the
 * ClamAV stand-in scanned and refuses one it flags, then, with the scanner unreachable, answers 503 with the
 * scanner's message and stores nothing: no upload is kept unscanned, and none is mistaken for a wrong file type.
 */
import { UPLOAD_INFECTED, UPLOAD_SCAN_UNAVAILABLE } from '@cp/schemas/messages/portal';
import { createTestApp, type TestApp } from '../../auth/testing';
import { EICAR, startClamdStandIn, type ClamdStandIn } from '../clamd-standin';
import { samplePdf } from '../documents';
import { uploadRoutes } from '../route-table';
import { seedUploadWorld, type UploadWorld } from '../upload-world';

let clamd: ClamdStandIn;
let t: TestApp;
let w: UploadWorld;

beforeAll(async () => {
  clamd = await startClamdStandIn();
  t = await createTestApp({ clamdUrl: clamd.url });
  w = await seedUploadWorld(t);
});
afterAll(async () => {
  await clamd.close().catch(() => undefined);
  await t.close();
});

describe('the virus scanner down, on every upload route', () => {
  it('has a call for every upload route', () => {
    const routes = uploadRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes.filter((r) => !(r in w.calls))).toEqual([]);
  });

  it('stores what the scanner passed while it runs', async () => {
    for (const route of uploadRoutes(t.app)) {
      const pdf = samplePdf(`scanned through ${route.path}`);
      const res = await w.send(route, pdf);
      expect([route.path, res.status, res.body.message]).toEqual([route.path, 200, expect.any(String)]);
      expect(clamd.scanned.at(-1)?.equals(pdf)).toBe(true);
    }
  });

  it("refuses a file the scanner flags with the scanner's message", async () => {
    const infected = Buffer.concat([samplePdf('Infected'), Buffer.from(`\n% ${EICAR}\n`)]);
    const answers: string[] = [];
    for (const route of uploadRoutes(t.app)) {
      const res = await w.send(route, infected);
      answers.push(`${route.path} ${res.status} ${res.body.message}`);
    }
    expect(answers).toEqual(uploadRoutes(t.app).map((route) => `${route.path} 400 ${UPLOAD_INFECTED}`));
  });

  it("answers 503 with the scanner's message and keeps the stored file, once the scanner is unreachable", async () => {
    await clamd.close();
    const answers: string[] = [];
    for (const route of uploadRoutes(t.app)) {
      const call = w.calls[`${route.method} ${route.path}`];
      const before = await call.stored();
      const res = await w.send(route, samplePdf('while the scanner is down'));
      answers.push(`${route.path} ${res.status} ${res.body.message}`);
      expect(await call.stored()).toBe(before);
    }
    expect(answers).toEqual(
      uploadRoutes(t.app).map((route) => `${route.path} 503 ${UPLOAD_SCAN_UNAVAILABLE}`),
    );
  });
});
