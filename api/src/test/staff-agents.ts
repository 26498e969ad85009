/**
 * The customer file tests' staff (customers, reviews): a super admin, an admin of BRI, an admin of UWL and a
 * read-only user of CPG, each signed in. Built side by side (each is a password hash and a login).
 */
import { createTestUser, signedInAgent, type TestApp } from '../auth/testing';
import type { ApplicationWorld } from './application-world';
import type { Agent } from './test-world';

export interface StaffAgents {
  superAgent: Agent;
  briAgent: Agent;
  uwlAgent: Agent;
  readerAgent: Agent;
}

export async function staffAgents(t: TestApp, w: ApplicationWorld): Promise<StaffAgents> {
  const staff = async (security: 'ADMIN' | 'READ ONLY' | 'SUPER ADMIN', unitIds: string[]) =>
    signedInAgent(t.app, (await createTestUser(t.ctx.db, { security, unitIds })).email);
  const [superAgent, briAgent, uwlAgent, readerAgent] = await Promise.all([
    staff('SUPER ADMIN', []),
    staff('ADMIN', [w.bri.id]),
    staff('ADMIN', [w.uwl.id]),
    staff('READ ONLY', [w.cpg.id]),
  ]);
  return { superAgent, briAgent, uwlAgent, readerAgent };
}
