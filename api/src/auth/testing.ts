/**
 * Test support for API integration tests: an app on a fresh database, staff users with passwords, and a
 * signed-in supertest agent (cookies kept), all through the real sign-in call.
 */
import supertest from 'supertest';
import { pino } from 'pino';
import { testConfig, type Config } from '../config';
import type { AppContext } from '../context';
import { createApp } from '../app';
import type { DbOrTx } from '../db/client';
import { userUnits, users } from '../db/schema';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { hashPassword } from './passwords';

export const TEST_PASSWORD = 'Test-pass-1!';

export interface TestApp {
  database: TestDatabase;
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** createApp over createTestDb(); front ends point at empty folders, the logger is silent. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDb();
  const ctx: AppContext = {
    db: database.db,
    // On PostgreSQL the product knows its server's address (DATABASE_URL): what runs beside the web process
    // (an export's worker thread) connects to the same database.
    config: testConfig({ rateLimitLoginPerMinute: 1000, databaseUrl: database.url, ...overrides }),
    logger: pino({ level: 'silent' }),
  };
  const app = createApp(ctx, {
    frontEndDirs: { formsDist: '/nonexistent/forms', adminDist: '/nonexistent/admin' },
  });
  return { database, ctx, app, close: () => database.close() };
}

export interface TestUserOptions {
  email?: string;
  password?: string;
  security?: 'READ ONLY' | 'ADMIN' | 'SUPER ADMIN';
  active?: boolean;
  unitIds?: string[];
  maximumApprovalAmount?: number;
  firstName?: string;
  lastName?: string;
}

let counter = 0;
/** TEST_PASSWORD's hash, computed once per test file: argon2 at production cost is the slow part of a test user. */
let testPasswordHash: Promise<string> | undefined;
const passwordHashFor = (password: string | undefined) =>
  password === undefined || password === TEST_PASSWORD
    ? (testPasswordHash ??= hashPassword(TEST_PASSWORD))
    : hashPassword(password);

/** An active staff user with a password (TEST_PASSWORD unless given) and the given units. */
export async function createTestUser(db: DbOrTx, options: TestUserOptions = {}) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${counter}-${Date.now()}@example.test`,
      passwordHash: await passwordHashFor(options.password),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `User${counter}`,
      active: options.active ?? true,
      security: options.security ?? 'SUPER ADMIN',
      maximumApprovalAmount: options.maximumApprovalAmount ?? 100000,
    })
    .returning();
  if (options.unitIds?.length)
    await db.insert(userUnits).values(options.unitIds.map((unitId) => ({ userId: user.id, unitId })));
  return user;
}

/** A supertest agent signed in through POST /api/User/login; its cookies ride along on every call. */
export async function signedInAgent(app: TestApp['app'], email: string, password = TEST_PASSWORD) {
  const agent = supertest.agent(app);
  const res = await agent.post('/api/User/login').send({ email, password });
  if (!res.body.success) throw new Error(`login failed for ${email}: ${res.body.message}`);
  return agent;
}
