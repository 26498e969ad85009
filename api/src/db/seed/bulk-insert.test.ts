import { sql } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { submissions } from '../schema';
import { bulkInsertSubmissions, reserveNumbers } from './bulk-insert';
import { seedDemoIfEmpty } from './demo';
import { makeSubmission } from './demo-submissions';
import { seededRandom } from './random';
import { loadSeedUnits } from './seed-units';

describe('bulk seeding (npm run seed:large)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
    await seedDemoIfEmpty(database.db, { submissions: 0 });
  });
  afterAll(() => database.close());

  it('inserts a batch in one statement with unique numbers taken from the unit counters', async () => {
    const { units, staff } = await loadSeedUnits(database.db);
    expect(units.map((u) => u.code).sort()).toEqual(['BRI', 'CPG', 'IDS', 'MBT', 'UWL', 'WDS']);
    const r = seededRandom(7);
    const made = Array.from({ length: 400 }, (_, i) => {
      const unit = units[i % units.length];
      return { unit, ...makeSubmission(r, unit, staff, new Date()) };
    });
    for (const unit of units) {
      const mine = made.filter((m) => m.unit.id === unit.id && m.needsNumber);
      const first = await reserveNumbers(database.db, unit.id, mine.length);
      mine.forEach((m, i) => (m.row.applicationNumber = `${unit.code}${first + i}`));
    }
    await bulkInsertSubmissions(
      database.db,
      made.map((m) => m.row),
    );
    const [row] = await database.db
      .select({
        n: sql<number>`count(*)::int`,
        numbered: sql<number>`count(distinct application_number)::int`,
      })
      .from(submissions);
    expect(row.n).toBe(400);
    expect(row.numbered).toBe(made.filter((m) => m.needsNumber).length);
    const again = await reserveNumbers(database.db, units[0].id, 1);
    expect(again).toBe(1000 + made.filter((m) => m.unit.id === units[0].id && m.needsNumber).length);
    const [sample] = await database.db
      .select()
      .from(submissions)
      .where(sql`${submissions.status} = 'APPROVED'`)
      .limit(1);
    expect(sample.data.companyName).toEqual(expect.any(String));
    expect(sample.contacts.length).toBeGreaterThan(0);
  });
});
