/** The whole API (createApp) over a test database, as the portal tests drive it, and their shared set-up. */
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import type { Db } from '../db/client';
import { createCompanyWithDivision, createContact, type UnitRow } from './factories';
import { createTestDb, type TestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://portal.test';

export function portalTestApp(db: Db): ReturnType<typeof createApp> {
  return createApp({
    db,
    config: testConfig({ publicOrigin: TEST_ORIGIN }),
    logger: pino({ level: 'silent' }),
  });
}

type Contact = Awaited<ReturnType<typeof createContact>>;

/** The two active staff contacts the portal tests notify. */
export const STAFF_CONTACTS = [
  { name: 'Ann', email: 'ann@staff.test' },
  { name: 'Bob', email: 'bob@staff.test' },
];

export interface PortalWorld {
  t: TestDatabase;
  app: ReturnType<typeof portalTestApp>;
  units: { company: UnitRow; division: UnitRow };
  /** The division's contacts, in the order asked for. */
  contacts: Contact[];
}

/**
 * The set-up the portal tests of both kinds share: before the tests, a test database with the portal app
 * over it, a company and a division that numbers the records (its prefix is its code, from `counter`),
 * and these contacts of the division; after them, the database closed. `ready` receives the world.
 */
export function usePortalWorld(
  o: {
    company: string;
    division: string;
    counter: number;
    contacts?: Parameters<typeof createContact>[2][];
  },
  ready: (world: PortalWorld) => void,
): void {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDb();
    const app = portalTestApp(t.db);
    const units = await createCompanyWithDivision(
      t.db,
      { code: o.company },
      { code: o.division, prefix: o.division, counter: o.counter },
    );
    const contacts: Contact[] = [];
    for (const c of o.contacts ?? []) contacts.push(await createContact(t.db, units.division.id, c));
    ready({ t, app, units, contacts });
  });
  afterAll(async () => {
    await t?.close();
  });
}
