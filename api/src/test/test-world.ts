/**
 * The set-up most tests of the submission kinds share: a test app with its world seeded before the
 * tests and closed after them, and staff members signed in on it.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type supertest from 'supertest';
import type { Db } from '../db/client';
import {
  createTestApp,
  createTestUser,
  signedInAgent,
  type TestApp,
  type TestUserOptions,
} from '../auth/testing';
import type { ActivationWorld } from './activation-world';
import { createTestDb, type TestDatabase } from './test-db';

export type Agent = ReturnType<typeof supertest.agent>;
export type Role = 'reader' | 'admin' | 'otherAdmin' | 'superAdmin';

export interface TestWorld<W> {
  t: TestApp;
  w: W;
}

/**
 * Opens a test app and seeds its world before the tests (then calls `ready`, which a test file uses to
 * keep both in its own variables), and closes it after them.
 */
export function useTestWorld<W>(
  seed: (db: Db) => Promise<W>,
  ready?: (env: TestWorld<W>) => void,
): TestWorld<W> {
  const env = {} as TestWorld<W>;
  beforeAll(async () => {
    env.t = await createTestApp();
    env.w = await seed(env.t.ctx.db);
    ready?.(env);
  });
  afterAll(() => env.t.close());
  return env;
}

const ROLES: Role[] = ['reader', 'admin', 'otherAdmin', 'superAdmin'];

/**
 * Signs in, before the tests, these of: READ ONLY and ADMIN of CPG, ADMIN of UWL, a SUPER ADMIN; the
 * agents are in the returned record once beforeAll has run.
 */
export function staffAgents(
  env: TestWorld<Pick<ActivationWorld, 'cpg' | 'uwl'>>,
  roles: Role[] = ROLES,
): Record<Role, Agent> {
  const agents = {} as Record<Role, Agent>;
  beforeAll(async () => {
    const { t, w } = env;
    const who: Record<Role, TestUserOptions> = {
      reader: { security: 'READ ONLY', unitIds: [w.cpg.id] },
      admin: { security: 'ADMIN', unitIds: [w.cpg.id] },
      otherAdmin: { security: 'ADMIN', unitIds: [w.uwl.id] },
      superAdmin: { security: 'SUPER ADMIN' },
    };
    for (const role of roles) {
      const user = await createTestUser(t.ctx.db, who[role]);
      agents[role] = await signedInAgent(t.app, user.email);
    }
  });
  return agents;
}

/**
 * The service tests' set-up: a test database seeded before the tests (then `ready`, which a test file uses
 * to keep both in its own variables), closed after them.
 */
export function useDbWorld<W>(
  seed: (db: Db) => Promise<W>,
  ready: (env: { t: TestDatabase; w: W }) => void,
): void {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDb();
    ready({ t, w: await seed(t.db) });
  });
  afterAll(() => t?.close());
}

/** Expects the call refused with this message, or with an error matching these fields. */
export const expectRefused = (call: Promise<unknown>, expected: string | Record<string, unknown>) =>
  expect(call).rejects.toMatchObject(typeof expected === 'string' ? { message: expected } : expected);
