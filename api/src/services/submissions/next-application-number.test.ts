import { eq } from 'drizzle-orm';
import { units } from '../../db/schema';
import { createCompanyWithDivision, createUnit } from '../../test/factories';
import { createTestDb, type TestDatabase } from '../../test/test-db';
import { nextApplicationNumber } from './next-application-number';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

describe('nextApplicationNumber', () => {
  it('is the prefix and the counter, and advances the counter', async () => {
    const unit = await createUnit(t.db, { code: 'NUM', prefix: 'NUM', counter: 1000 });
    await expect(t.db.transaction((tx) => nextApplicationNumber(tx, unit.id))).resolves.toBe('NUM1000');
    await expect(t.db.transaction((tx) => nextApplicationNumber(tx, unit.id))).resolves.toBe('NUM1001');
    const [row] = await t.db.select().from(units).where(eq(units.id, unit.id));
    expect(row.counter).toBe(1002);
  });

  it('falls back to the code when the unit has no prefix', async () => {
    const unit = await createUnit(t.db, { code: 'NOPRE', prefix: '', counter: 7 });
    await expect(nextApplicationNumber(t.db, unit.id)).resolves.toBe('NOPRE7');
  });

  it('gives the counter back when the transaction rolls back', async () => {
    const unit = await createUnit(t.db, { code: 'RB', prefix: 'RB', counter: 5 });
    await expect(
      t.db.transaction(async (tx) => {
        await nextApplicationNumber(tx, unit.id);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(nextApplicationNumber(t.db, unit.id)).resolves.toBe('RB5');
  });

  it('gives 50 parallel transactions 50 distinct consecutive numbers', async () => {
    const { division } = await createCompanyWithDivision(
      t.db,
      {},
      { code: 'PAR', prefix: 'PAR', counter: 1 },
    );
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => t.db.transaction((tx) => nextApplicationNumber(tx, division.id))),
    );
    const sorted = numbers.map((n) => Number(n.slice(3))).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
