/**
 * A call for every upload route of the app (http/document-upload.ts), for the suites that cover them all
 * (test/faults/scanner-down.test.ts, test/fuzz/slow-bodies.test.ts): a customer link, an application staff
 * may edit, a company and a division, and a signed-in super admin. A route without an entry here fails
 * those suites until it has one.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import { submissions, units } from '../db/schema';
import { createCompanyWithDivision, createSubmission } from './factories';

export interface UploadCall {
  path: string;
  headers?: Record<string, string>;
  /** The id of the stored file the upload replaces. */
  stored: () => Promise<string | null>;
}

export interface UploadWorld {
  /** A super admin's agent (cookies kept); the customer's route ignores them, its link is in `headers`. */
  staff: ReturnType<typeof supertest.agent>;
  /** By 'METHOD /route/path'. */
  calls: Record<string, UploadCall>;
  /** Uploads `pdf` through the route as its caller would. */
  send(route: { method: string; path: string; uploadField: string }, pdf: Buffer): supertest.Test;
}

export async function seedUploadWorld(t: TestApp): Promise<UploadWorld> {
  const db = t.ctx.db;
  const { company, division } = await createCompanyWithDivision(db);
  const base = { companyId: company.id, divisionId: division.id };
  const link = await createSubmission(db, base);
  const application = await createSubmission(db, { ...base, status: 'NEW', applicationNumber: 'UPW1' });
  const user = await createTestUser(db, { security: 'SUPER ADMIN' });
  const staff = await signedInAgent(t.app, user.email);
  const fileOf = (id: string) => async () =>
    (await db.select().from(submissions).where(eq(submissions.id, id)))[0].tradeReferencesFileId;
  const packetOf = (id: string) => async () =>
    (await db.select().from(units).where(eq(units.id, id)))[0].onboardingPacketFileId;
  const calls: Record<string, UploadCall> = {
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
  return {
    staff,
    calls,
    send: (route, pdf) => {
      const call = calls[`${route.method} ${route.path}`];
      return staff
        .post(call.path)
        .set(call.headers ?? {})
        .attach(route.uploadField, pdf, 'upload.pdf');
    },
  };
}
