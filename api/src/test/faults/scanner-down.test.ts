/**
 * Fault suite: the virus scanner (CLAMD_URL, README 'Configuration') goes down. Every upload route of the
 * app's route table (a new one fails this test until it has a row below) first stores a clean PDF that the
 * ClamAV stand-in scanned and refuses one it flags, then, with the scanner unreachable, answers 503 with the
 * scanner's message and stores nothing: no upload is kept unscanned, and none is mistaken for a wrong file type.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { UPLOAD_INFECTED, UPLOAD_SCAN_UNAVAILABLE } from '@cp/schemas/messages/portal';
import { createTestApp, createTestUser, signedInAgent, type TestApp } from '../../auth/testing';
import { submissions, units } from '../../db/schema';
import { EICAR, startClamdStandIn, type ClamdStandIn } from '../clamd-standin';
import { samplePdf } from '../documents';
import { createCompanyWithDivision, createSubmission } from '../factories';
import { uploadRoutes } from '../route-table';

interface Call {
  path: string;
  headers?: Record<string, string>;
  /** The id of the stored file the upload replaces. */
  stored: () => Promise<string | null>;
}

let clamd: ClamdStandIn;
let t: TestApp;
let staff: ReturnType<typeof supertest.agent>;
let calls: Record<string, Call>;

beforeAll(async () => {
  clamd = await startClamdStandIn();
  t = await createTestApp({ clamdUrl: clamd.url });
  const db = t.ctx.db;
  const { company, division } = await createCompanyWithDivision(db);
  const base = { companyId: company.id, divisionId: division.id };
  const link = await createSubmission(db, base);
  const application = await createSubmission(db, { ...base, status: 'NEW', applicationNumber: 'SCAN1' });
  const user = await createTestUser(db, { security: 'SUPER ADMIN' });
  staff = await signedInAgent(t.app, user.email);
  const fileOf = (id: string) => async () =>
    (await db.select().from(submissions).where(eq(submissions.id, id)))[0].tradeReferencesFileId;
  const packetOf = (id: string) => async () =>
    (await db.select().from(units).where(eq(units.id, id)))[0].onboardingPacketFileId;
  calls = {
    'POST /api/application/setInviteTradeReferences': {
      path: '/api/application/setInviteTradeReferences',
      headers: { id: link.id, email: link.email },
      stored: fileOf(link.id),
    },
    'POST /api/v1/applications/:id/trade-references': {
      path: `/api/v1/applications/${application.id}/trade-references`,
      stored: fileOf(application.id),
    },
    'POST /api/Application/setTradeReferences': {
      path: '/api/Application/setTradeReferences',
      headers: { id: application.id },
      stored: fileOf(application.id),
    },
    'POST /api/v1/companies/:id/packet': {
      path: `/api/v1/companies/${company.id}/packet`,
      stored: packetOf(company.id),
    },
    'POST /api/v1/divisions/:id/packet': {
      path: `/api/v1/divisions/${division.id}/packet`,
      stored: packetOf(division.id),
    },
    'POST /api/Company/setOnboardingPacket': {
      path: '/api/Company/setOnboardingPacket',
      headers: { id: company.id },
      stored: packetOf(company.id),
    },
    'POST /api/Division/setOnboardingPacket': {
      path: '/api/Division/setOnboardingPacket',
      headers: { id: division.id },
      stored: packetOf(division.id),
    },
  };
});
afterAll(async () => {
  await clamd.close().catch(() => undefined);
  await t.close();
});

const send = (route: { method: string; path: string; uploadField: string }, pdf: Buffer) => {
  const call = calls[`${route.method} ${route.path}`];
  return staff
    .post(call.path)
    .set(call.headers ?? {})
    .attach(route.uploadField, pdf, 'scanned.pdf');
};

describe('the virus scanner down, on every upload route', () => {
  it('has a call for every upload route', () => {
    const routes = uploadRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes.filter((r) => !(r in calls))).toEqual([]);
  });

  it('stores what the scanner passed while it runs', async () => {
    for (const route of uploadRoutes(t.app)) {
      const pdf = samplePdf(`scanned through ${route.path}`);
      const res = await send(route, pdf);
      expect([route.path, res.status, res.body.message]).toEqual([route.path, 200, expect.any(String)]);
      expect(clamd.scanned.at(-1)?.equals(pdf)).toBe(true);
    }
  });

  it("refuses a file the scanner flags with the scanner's message", async () => {
    const infected = Buffer.concat([samplePdf('Infected'), Buffer.from(`\n% ${EICAR}\n`)]);
    const answers: string[] = [];
    for (const route of uploadRoutes(t.app)) {
      const res = await send(route, infected);
      answers.push(`${route.path} ${res.status} ${res.body.message}`);
    }
    expect(answers).toEqual(uploadRoutes(t.app).map((route) => `${route.path} 400 ${UPLOAD_INFECTED}`));
  });

  it("answers 503 with the scanner's message and keeps the stored file, once the scanner is unreachable", async () => {
    await clamd.close();
    const answers: string[] = [];
    for (const route of uploadRoutes(t.app)) {
      const call = calls[`${route.method} ${route.path}`];
      const before = await call.stored();
      const res = await send(route, samplePdf('while the scanner is down'));
      answers.push(`${route.path} ${res.status} ${res.body.message}`);
      expect(await call.stored()).toBe(before);
    }
    expect(answers).toEqual(
      uploadRoutes(t.app).map((route) => `${route.path} 503 ${UPLOAD_SCAN_UNAVAILABLE}`),
    );
  });
});
